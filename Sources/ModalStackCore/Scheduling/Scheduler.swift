/// Runs actions later on the main actor. The router uses it for timeouts only; there are no
/// fixed delays anywhere. `SimulatedClock` in `ModalStackTesting` is a virtual implementation.
@MainActor
public protocol Scheduler: AnyObject {
  /// The current time, from an arbitrary origin.
  var now: Duration { get }

  /// Runs `action` after `delay`.
  /// - Returns: A handle that cancels the action.
  @discardableResult
  func schedule(after delay: Duration, _ action: @escaping @MainActor () -> Void) -> ScheduledAction
}

/// A handle on an action a ``Scheduler`` will run; cancelling it means it never runs.
@MainActor
public final class ScheduledAction {
  private var onCancel: (() -> Void)?

  /// Creates a handle.
  /// - Parameter onCancel: What cancelling does.
  public init(onCancel: @escaping () -> Void) { self.onCancel = onCancel }

  /// Cancels the action; harmless if it already ran.
  public func cancel() {
    onCancel?()
    onCancel = nil
  }
}

/// A ``Scheduler`` on the real clock, using Swift concurrency.
@MainActor
final class ClockScheduler: Scheduler {
  private let clock = ContinuousClock()
  private let origin: ContinuousClock.Instant

  init() { origin = clock.now }

  var now: Duration { clock.now - origin }

  @discardableResult
  func schedule(after delay: Duration, _ action: @escaping @MainActor () -> Void) -> ScheduledAction {
    let task = Task { @MainActor in
      try await Task.sleep(for: delay)
      action()
    }
    return ScheduledAction { task.cancel() }
  }
}
