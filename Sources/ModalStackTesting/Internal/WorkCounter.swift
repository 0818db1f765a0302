import Foundation

/// Counts the elementary steps of work that must stay linear in an input's size (the cells of
/// working storage ``LineDifference`` uses, for one), so tests check the cost by counting
/// instead of by timing. Nothing counts unless a counter is installed for the current task.
///
/// ```swift
/// let work = WorkCounter()
/// let lines = WorkCounter.scope.withValue(work) { LineDifference.lines(recorded, replayed) }
/// #expect(work.steps <= 100 * (recorded.count + replayed.count))
/// ```
final class WorkCounter: @unchecked Sendable {
  /// The counter the current task counts into, if any: installed with `scope.withValue`.
  /// (A `TaskLocal` without the macro, so that every toolchain the package is checked with reads
  /// it alike.)
  static let scope = TaskLocal<WorkCounter?>(wrappedValue: nil)

  // Guarded by `lock`: child tasks of the installing task may count at once.
  private var count = 0
  private let lock = NSLock()

  init() {}

  /// The steps counted so far.
  var steps: Int { lock.withLock { count } }

  /// Adds steps to the current task's counter; nothing when none is installed.
  /// - Parameter steps: How many steps of work were done.
  static func count(_ steps: Int) {
    guard let counter = scope.get() else { return }
    counter.lock.withLock { counter.count += steps }
  }
}
