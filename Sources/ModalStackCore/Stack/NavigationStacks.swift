import Observation

/// The navigation stacks the app marked on each layer of one window, and which one the user is
/// in: where a push goes when the app names no stack, and whether any stack would show it.
///
/// Each marked stack (a tab's, a split-view column's, a screen's own) shows only the routes
/// pushed into it. Which one the user is in is, first, what the app says is selected
/// (``select(_:)``: a `TabView`'s selection is app state, and a custom tab bar that keeps every
/// tab alive sends `onAppear` to all of them at launch and none on a switch). Without that,
/// SwiftUI's appearances tell it: a stack (a mark) appears when its tab is selected and
/// disappears when another is, so the newest on screen is the one; when none is on screen (a
/// cover over the tabs), the last one is kept. A mark counts its appearances, so one told twice
/// (a stack and a view in it) stays on screen until both are gone.
///
/// A stack not built yet is not a stack that does not exist: a `TabView` builds a tab's content
/// when the tab is first selected, a frame later. So a push into a named stack this layer has not
/// shown waits in the path for that stack to appear; only a modal layer that marks no stack at
/// all, once on screen, shows no push (``pushRefusal(forStack:isOnScreen:)``). The root layer's
/// content changes with the app's state (a splash or sign-in screen before the tabs), so a push
/// onto it always waits for a stack of its name.
///
/// ```swift
/// var stacks = LayerStacks()
/// stacks.viewAppeared(inMark: 1, of: "feed")
/// stacks.viewAppeared(inMark: 2, of: "inbox")      // the user selects the inbox tab
/// stacks.viewDisappeared(inMark: 1)
/// stacks.selected                                  // "inbox"
/// ```
package struct LayerStacks: Sendable {
  private struct Mark: Sendable {
    let mark: Int
    let stack: NavigationStackID
    var viewsOnScreen: Int
  }
  /// The marked stacks alive on the layer, oldest first, with how many of their views are on screen.
  private var marks: [Mark] = []
  /// The marks with a view on screen, in the order their last view appeared.
  private var onScreen: [Int] = []
  /// The stack the user was in last.
  private var last: NavigationStackID?
  /// The stack the app says is selected (a `TabView`'s selection): it wins over appearances.
  private var chosen: NavigationStackID?
  /// Whether the layer was created with a navigation stack of its own, which shows
  /// ``NavigationStackID/main``.
  package var hasOwnStack = false

  /// A layer with no marked stack.
  package init() {}

  /// The stack a push goes into when the app names none: the one the app says is selected; else
  /// the one whose view appeared last; when none is on screen, the last one; else the layer's own
  /// stack, or the first marked one.
  package var selected: NavigationStackID? {
    if let chosen { return chosen }
    if let newest = onScreen.last, let mark = marks.first(where: { $0.mark == newest }) { return mark.stack }
    return last ?? (hasOwnStack ? .main : marks.first?.stack)
  }

  /// Whether the layer marks no stack at all: no push on it would ever show.
  package var marksNoStack: Bool { marks.isEmpty && !hasOwnStack }

  /// The app says which stack is selected (its `TabView` selection): pushes with no stack named
  /// go there, whatever SwiftUI's appearances say, even before that tab's content is built.
  /// - Parameter stack: The selected stack; `nil` (its tab view gone) leaves it to appearances.
  package mutating func select(_ stack: NavigationStackID?) { chosen = stack }

  /// Why a push into a stack would never show on this layer, if it would not: the layer is on
  /// screen (its content had its chance to mark its stacks) and marks none. A stack of another
  /// name may still be built (a tab not selected yet), so the push waits for it.
  /// - Parameters:
  ///   - stack: The stack the push joins.
  ///   - isOnScreen: Whether the layer is on screen now.
  /// - Returns: The refusal, or `nil` when the push shows now or once its stack appears.
  package func pushRefusal(forStack stack: NavigationStackID, isOnScreen: Bool) -> RouteStackError? {
    isOnScreen && marksNoStack ? .noStackShowsPushes(stack) : nil
  }

  /// Whether a stack of this name shows pushed routes on the layer.
  /// - Parameter stack: The stack's name.
  package func shows(_ stack: NavigationStackID) -> Bool {
    (hasOwnStack && stack == .main) || marks.contains { $0.stack == stack }
  }

  /// Whether this mark shows its stack's routes: two marks with the same name (the same screen
  /// shown twice) would push each route twice, so the older one shows them and the other none.
  /// A layer's own stack is a mark too (`main`, made with the layer, so the oldest).
  /// - Parameter mark: The mark.
  package func isShowing(_ mark: Int) -> Bool {
    guard let stack = marks.first(where: { $0.mark == mark })?.stack else { return false }
    return marks.first { $0.stack == stack }?.mark == mark
  }

  /// A view of a marked stack appeared: its root, or a pushed route's view.
  /// - Parameters:
  ///   - mark: The mark (one per marked stack view, for its identity's life).
  ///   - stack: The stack's name.
  package mutating func viewAppeared(inMark mark: Int, of stack: NavigationStackID) {
    if let index = marks.firstIndex(where: { $0.mark == mark }) {
      marks[index].viewsOnScreen += 1
    } else {
      marks.append(Mark(mark: mark, stack: stack, viewsOnScreen: 1))
    }
    onScreen.removeAll { $0 == mark }
    onScreen.append(mark)
    last = stack
  }

  /// A view of a marked stack disappeared (covered by a push, its tab left, the screen covered).
  /// - Parameter mark: The mark.
  package mutating func viewDisappeared(inMark mark: Int) {
    guard let index = marks.firstIndex(where: { $0.mark == mark }) else { return }
    marks[index].viewsOnScreen = max(0, marks[index].viewsOnScreen - 1)
    if marks[index].viewsOnScreen == 0 { onScreen.removeAll { $0 == mark } }
  }

  /// A marked stack left for good (its view's identity ended): it shows nothing any more.
  /// - Parameter mark: The mark.
  package mutating func markLeft(_ mark: Int) {
    marks.removeAll { $0.mark == mark }
    onScreen.removeAll { $0 == mark }
  }
}

/// The marked stacks of every layer of one window, by layer: the root layer (`nil`) and each
/// modal route's layer. The window's session owns it and its router reads it for pushes.
///
/// It also holds the one fact the router tells the app about stacks: which one it wants on
/// screen (``requested(onLayer:)``), after a push into a stack other than the selected one, so a
/// `TabView`'s selection can follow a deep link. Observed, so views that read it follow it.
@MainActor
@Observable
package final class NavigationStacks {
  /// The layers whose content has been made, by modal route (`nil` for the root layer).
  @ObservationIgnored private var layers: [RouteID?: LayerStacks] = [:]
  /// The stack the router wants on screen on a layer, until it is selected or shown.
  private var requests: [RouteID?: NavigationStackID] = [:]
  /// The newest top route seen, so only a new push asks for its stack.
  @ObservationIgnored private var newestTop: RouteID?

  /// No layer yet.
  package init() {}

  /// The stacks of a layer, if its content has been made.
  /// - Parameter layer: The layer's modal route, `nil` for the root layer.
  package subscript(layer: RouteID?) -> LayerStacks? { layers[layer] }

  /// The app says which stack of a layer is selected (`modalStackSelection(_:)`).
  /// - Parameters:
  ///   - stack: The selected stack; `nil` leaves it to appearances.
  ///   - layer: The layer's modal route, `nil` for the root layer.
  package func select(_ stack: NavigationStackID?, layer: RouteID?) {
    layers[layer, default: LayerStacks()].select(stack)
    if let stack, requests[layer] == stack { requests[layer] = nil }
  }

  /// The target changed: a new push on top, into a stack other than the one selected on its
  /// layer, asks for that stack to be shown.
  /// - Parameters:
  ///   - top: The target's top route.
  ///   - layer: The top layer's modal route, `nil` for the root layer.
  /// - Returns: The stack a new push on top waits for: its layer's content is made and shows no
  ///   stack of its name yet (a tab not built, a root still on its splash screen); else `nil`.
  @discardableResult
  package func targetChanged<Destination>(top: Route<Destination>?, onLayer layer: RouteID?) -> NavigationStackID? {
    guard let top, top.id != newestTop else { return nil }
    newestTop = top.id
    guard let stack = top.shownInStack else { return nil }
    // A layer whose content is not made yet (a push before the root appeared, a sheet presented
    // with its pushes) asks too: its tab view can follow once it is built.
    let stacks = layers[layer]
    if stacks?.selected != stack, requests[layer] != stack { requests[layer] = stack }
    guard let stacks, !stacks.shows(stack) else { return nil }
    return stack
  }

  /// The stack the router wants on screen on a layer: the stack of a push that went into another
  /// than the selected one, until that one is selected or shows a view.
  /// - Parameter layer: The layer's modal route, `nil` for the root layer.
  package func requested(onLayer layer: RouteID?) -> NavigationStackID? { requests[layer] }

  /// A layer's content was made (a root appeared for the root layer): its stacks are known from
  /// now on.
  /// - Parameters:
  ///   - layer: The layer's modal route, `nil` for the root layer.
  ///   - hasOwnStack: Whether it was created with a navigation stack of its own.
  package func layerMade(_ layer: RouteID?, hasOwnStack: Bool) {
    layers[layer, default: LayerStacks()].hasOwnStack = hasOwnStack
  }

  /// Forgets the layers that are gone.
  /// - Parameter kept: The modal routes of the layers still up.
  package func keepLayers(_ kept: Set<RouteID>) {
    layers = layers.filter { $0.key.map(kept.contains) ?? true }
    if requests.keys.contains(where: { $0.map { !kept.contains($0) } ?? false }) {
      requests = requests.filter { $0.key.map(kept.contains) ?? true }
    }
  }

  /// A view of a marked stack appeared in a layer.
  package func viewAppeared(inMark mark: Int, of stack: NavigationStackID, layer: RouteID?) {
    layers[layer, default: LayerStacks()].viewAppeared(inMark: mark, of: stack)
    if requests[layer] == stack { requests[layer] = nil }
  }

  /// The routes a marked stack shows on a layer: those pushed into its stack, when it is the mark
  /// that shows them (the oldest of its name), else none. Asked whenever the layer's path changes
  /// and whenever the mark comes on screen, so the order SwiftUI sends a stack's `onAppear` and
  /// its joining the layer in does not matter.
  /// - Parameters:
  ///   - mark: The mark.
  ///   - stack: Its stack's name.
  ///   - layer: The layer's modal route, `nil` for the root layer.
  ///   - path: The layer's pushed routes.
  /// - Returns: The ids of the routes it shows, bottom first.
  package func routes<Destination>(
    shownByMark mark: Int, of stack: NavigationStackID, onLayer layer: RouteID?, path: [Route<Destination>]
  ) -> [RouteID] {
    guard layers[layer]?.isShowing(mark) == true else { return [] }
    return path.routes(in: stack).map(\.id)
  }

  /// A view of a marked stack disappeared in a layer.
  package func viewDisappeared(inMark mark: Int, layer: RouteID?) { layers[layer]?.viewDisappeared(inMark: mark) }

  /// A marked stack of a layer left for good.
  package func markLeft(_ mark: Int, layer: RouteID?) { layers[layer]?.markLeft(mark) }

  /// Where a push onto a layer goes.
  /// - Parameters:
  ///   - requested: The stack the app named, if any.
  ///   - layer: The layer's modal route, `nil` for the root layer.
  ///   - isOnScreen: Whether the layer is on screen now (its stacks have had their chance to appear).
  /// - Returns: The stack the route joins (`nil`, the main stack, when the layer's content is not
  ///   made yet and the app named none: its stacks decide once it is on screen), or
  ///   ``RouteStackError/noStackShowsPushes(_:)`` when a modal layer is on screen and marks no
  ///   stack. A stack the layer has not shown yet (a tab never selected, the root's tabs behind
  ///   a splash screen) is waited for.
  package func stack(forPush requested: NavigationStackID?, onLayer layer: RouteID?, isOnScreen: Bool) -> Result<
    NavigationStackID?, RouteStackError
  > {
    guard let stacks = layers[layer] else { return .success(requested) }
    let stack = requested ?? stacks.selected ?? .main
    if layer != nil, let refusal = stacks.pushRefusal(forStack: stack, isOnScreen: isOnScreen) {
      return .failure(refusal)
    }
    return .success(stack)
  }
}
