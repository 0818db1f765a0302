/// A ``Scheduler`` whose delays count only while the scene is active: while it is in the
/// background, timed actions are held with the time they had left, and scheduled again when it
/// comes back. A transition running when the app leaves completes when it returns, so a step's
/// time limit must not spend the time away: a trip to the home screen is not a fault.
///
/// Actions due at once (`.zero`, the end of a turn) are passed straight on: they are not time
/// limits.
///
/// ```swift
/// let time = SceneTimeScheduler(base: clock)
/// time.schedule(after: .seconds(2)) { print("time limit") }
/// clock.advance(by: .seconds(1))
/// time.sceneDidEnterBackground()
/// clock.advance(by: .seconds(60))       // nothing fires
/// time.sceneWillEnterForeground()
/// clock.advance(by: .seconds(1))        // "time limit": 2 s of active time
/// ```
@MainActor
package final class SceneTimeScheduler: Scheduler {
  private struct Entry {
    /// When it falls due on the base clock, counting only active time.
    var due: Duration
    let action: @MainActor () -> Void
    var handle: ScheduledAction?
  }

  /// The clock underneath.
  package let base: any Scheduler
  /// When the scene went to the background, while it is there.
  private var suspendedAt: Duration?
  /// Whether the scene is in the background.
  package var isSuspended: Bool { suspendedAt != nil }
  private var entries: [Int: Entry] = [:]
  private var nextID = 0

  /// Wraps a scheduler.
  /// - Parameter base: The clock underneath.
  package init(base: any Scheduler) { self.base = base }

  package var now: Duration { base.now }

  @discardableResult
  package func schedule(after delay: Duration, _ action: @escaping @MainActor () -> Void) -> ScheduledAction {
    guard delay > .zero else { return base.schedule(after: delay, action) }
    let id = nextID
    nextID += 1
    var entry = Entry(due: (suspendedAt ?? base.now) + delay, action: action)
    if !isSuspended { entry.handle = base.schedule(after: delay) { [weak self] in self?.fire(id) } }
    entries[id] = entry
    return ScheduledAction { [weak self] in
      MainActor.assumeIsolated {
        self?.entries.removeValue(forKey: id)?.handle?.cancel()
      }
    }
  }

  /// The scene went to the background: timed actions stop counting.
  package func sceneDidEnterBackground() {
    guard suspendedAt == nil else { return }
    suspendedAt = base.now
    for entry in entries.values { entry.handle?.cancel() }
  }

  /// The scene is active again: timed actions count on from where they stopped.
  package func sceneWillEnterForeground() {
    guard let suspendedAt else { return }
    self.suspendedAt = nil
    let now = base.now
    for (id, var entry) in entries.sorted(by: { $0.key < $1.key }) {
      let remaining = max(.zero, entry.due - suspendedAt)
      entry.due = now + remaining
      entry.handle = base.schedule(after: remaining) { [weak self] in self?.fire(id) }
      entries[id] = entry
    }
  }

  private func fire(_ id: Int) {
    entries.removeValue(forKey: id)?.action()
  }
}
