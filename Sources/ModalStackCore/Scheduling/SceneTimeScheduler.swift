/// A ``Scheduler`` whose delays count only while the scene is active: a transition running when
/// the app leaves completes when it returns, so a trip to the home screen is not a fault. Actions
/// due at once (`.zero`) are passed straight on: they are not time limits.
@MainActor
package final class SceneTimeScheduler: Scheduler {
  private struct Entry {
    /// When it falls due on the base clock, counting only active time.
    var due: Duration
    let action: @MainActor () -> Void
    var handle: ScheduledAction?
  }

  package let base: any Scheduler
  /// When the scene went to the background, while it is there.
  private var suspendedAt: Duration?
  package var isSuspended: Bool { suspendedAt != nil }
  private var entries: [Int: Entry] = [:]
  private var nextID = 0

  /// Wraps a scheduler.
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
