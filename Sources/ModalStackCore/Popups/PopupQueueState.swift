/// The decisions of the popup queue, as a value: which popups wait, which show, and what changes
/// when one arrives or goes. Dimmed popups show one per priority, strictly rising from the bottom;
/// toasts stack up to ``PopupQueueRules/visibleToasts``. Waiting popups show by priority, then
/// arrival; a held one (``QueueAdvance/whenAsked``) only once ``releaseNextHeld()`` lets it.
package struct PopupQueueState<Destination: Hashable & Sendable>: Sendable {
  package struct Entry: Hashable, Sendable {
    package let popup: QueuedPopup<Destination>
    /// Arrival order, the tie-break between equal priorities.
    package let order: Int
    /// Whether it waits for the app to ask (``QueueAdvance/whenAsked``) before its turn can come.
    package var isHeld: Bool
  }

  /// The popups waiting, in the order they will show: priority first, then arrival.
  package private(set) var waiting: [Entry] = []
  /// The popups the queue put on the stack that are still there, in the order shown.
  package private(set) var shown: [Entry] = []
  private var nextOrder = 0

  package init() {}

  /// Whether the queue knows the popup, waiting or shown.
  package func contains(_ id: RouteID) -> Bool { popup(id) != nil }

  package func popup(_ id: RouteID) -> QueuedPopup<Destination>? {
    (shown.first { $0.popup.id == id } ?? waiting.first { $0.popup.id == id })?.popup
  }

  /// A popup arrives: it waits until ``advance(rules:isIdle:)`` shows it.
  package mutating func enqueue(_ popup: QueuedPopup<Destination>) {
    let entry = Entry(popup: popup, order: nextOrder, isHeld: popup.advance == .whenAsked)
    nextOrder += 1
    let index = waiting.firstIndex { Self.showsBefore(entry, $0) } ?? waiting.endIndex
    waiting.insert(entry, at: index)
  }

  /// Forgets the shown popups that left the stack; returns their ids.
  @discardableResult
  package mutating func forgetShown(where leftStack: (RouteID) -> Bool) -> [RouteID] {
    let left = shown.filter { leftStack($0.popup.id) }.map(\.popup.id)
    shown.removeAll { left.contains($0.popup.id) }
    return left
  }

  /// Removes a waiting popup; returns whether it was waiting.
  @discardableResult
  package mutating func cancel(_ id: RouteID) -> Bool {
    guard let index = waiting.firstIndex(where: { $0.popup.id == id }) else { return false }
    waiting.remove(at: index)
    return true
  }

  /// The app asks for the next held screen: the first held one may take its turn from now on.
  package mutating func releaseNextHeld() -> RouteID? {
    guard let index = waiting.firstIndex(where: \.isHeld) else { return nil }
    waiting[index].isHeld = false
    return waiting[index].popup.id
  }

  /// Drops every waiting popup (dismiss all).
  package mutating func dropWaiting() { waiting.removeAll() }

  /// Whether a waiting screen waits for the screen to be idle.
  package var waitsForIdle: Bool { waiting.contains { $0.popup.whenIdle } }

  /// Shows every waiting popup whose turn has come. Returns what the router does to the stack: the
  /// popups to take off (lower ones replaced by higher ones), then those to put on top, in order.
  /// While not `isIdle`, screens enqueued `whenIdle` wait; the first that shows makes it busy again.
  package mutating func advance(rules: PopupQueueRules, isIdle: Bool = true)
    -> (replaced: [RouteID], shown: [QueuedPopup<Destination>])
  {
    var replaced: [RouteID] = []
    var showing: [QueuedPopup<Destination>] = []
    var isIdle = isIdle
    let limit = max(1, rules.visibleToasts)
    // Non-toasts first: the best waiting one shows when none is up, or above a lower one. Then toasts
    // stack up to the limit; with `.replace` a higher one takes the lowest one's place.
    for toasts in [false, true] {
      while let index = waiting.firstIndex(where: {
        !$0.isHeld && $0.popup.isToast == toasts && (isIdle || !$0.popup.whenIdle)
      }) {
        let best = waiting[index]
        let lane = shown.filter { $0.popup.isToast == toasts }
        let blocker = toasts ? (lane.count >= limit ? lane.min { Self.showsBefore($1, $0) } : nil) : lane.last
        if let blocker {
          guard best.popup.priority > blocker.popup.priority, !toasts || rules.higherPriority == .replace else { break }
          if rules.higherPriority == .replace {
            shown.removeAll { $0.popup.id == blocker.popup.id }
            replaced.append(blocker.popup.id)
          }
        }
        shown.append(waiting.remove(at: index))
        showing.append(best.popup)
        isIdle = isIdle && toasts
      }
    }
    return (replaced, showing)
  }

  /// Higher priority first, then earlier arrival.
  private static func showsBefore(_ lhs: Entry, _ rhs: Entry) -> Bool {
    (lhs.popup.priority, -lhs.order) > (rhs.popup.priority, -rhs.order)
  }
}
