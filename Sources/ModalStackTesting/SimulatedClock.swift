import ModalStackCore

/// A virtual clock: time moves only when a test (or the simulated host) advances it, so
/// transitions, timeouts and settle times are exact and repeatable.
///
/// ```swift
/// let clock = SimulatedClock()
/// let router = Router<Screen>(scheduler: clock)
/// clock.advance(by: .seconds(1))
/// ```
@MainActor
public final class SimulatedClock: Scheduler {
  private struct Entry {
    let time: Duration
    let order: Int
    let action: @MainActor () -> Void
  }

  /// The current virtual time, from zero.
  public private(set) var now: Duration = .zero
  private var entries: [Entry] = []
  private var nextOrder = 0

  /// Creates a clock at time zero.
  public init() {}

  @discardableResult
  public func schedule(after delay: Duration, _ action: @escaping @MainActor () -> Void) -> ScheduledAction {
    let order = nextOrder
    nextOrder += 1
    let entry = Entry(time: now + max(delay, .zero), order: order, action: action)
    // Keep entries sorted by time, then by scheduling order.
    let index = entries.partitionPoint { ($0.time, $0.order) > (entry.time, entry.order) }
    entries.insert(entry, at: index)
    return ScheduledAction { [weak self] in
      MainActor.assumeIsolated { self?.entries.removeAll { $0.order == order } }
    }
  }

  /// When the next scheduled action runs, or `nil` when nothing is scheduled.
  public var nextEventTime: Duration? { entries.last?.time }

  /// Moves time to the next scheduled action and runs it.
  /// - Returns: `false` when nothing was scheduled.
  @discardableResult
  public func runNext() -> Bool {
    guard let entry = entries.popLast() else { return false }
    now = max(now, entry.time)
    entry.action()
    return true
  }

  /// Moves time forward, running every action that falls due, in order.
  /// - Parameter duration: How far to move.
  public func advance(by duration: Duration) {
    let end = now + duration
    while let next = nextEventTime, next <= end { runNext() }
    now = end
  }

  /// Suspends the caller until the clock has advanced by `duration`.
  /// - Parameter duration: How long to sleep in virtual time.
  public func sleep(for duration: Duration) async {
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      schedule(after: duration) { continuation.resume() }
    }
  }
}

extension Array {
  /// The first index whose element satisfies `belongsAfter`, for an array partitioned by it.
  fileprivate func partitionPoint(_ belongsAfter: (Element) -> Bool) -> Int {
    var low = 0
    var high = count
    while low < high {
      let middle = (low + high) / 2
      if belongsAfter(self[middle]) { low = middle + 1 } else { high = middle }
    }
    return low
  }
}
