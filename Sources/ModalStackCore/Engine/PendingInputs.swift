/// The inputs waiting for the ``TransitionStateMachine``, in the order it must hear them, as a value.
///
/// Commands given in one run-loop turn make one plan: the queue hears of the latest target at
/// the end of the turn, or sooner when the host reports something first. It hears of the target
/// before a user's removal (so the removal applies to the latest target), but of an interactive
/// dismissal before the target (so no step starts while the user's finger is down).
struct PendingInputs<Destination: Hashable & Sendable> {
  /// The inputs in order. The first stays until it has been handled: while any input is here
  /// the engine's loop is running, so an input that arrives meanwhile (a host that completes at
  /// once) only joins the queue.
  private var inputs: [TransitionStateMachine<Destination>.Input] = []
  /// Whether the target changed since the queue last heard of it.
  var hasPendingTarget = false

  /// Notes a change of the target.
  /// - Returns: `true` for the first change since the queue last heard of the target: the
  ///   caller schedules a feed at the end of the run-loop turn.
  mutating func targetChanged() -> Bool {
    defer { hasPendingTarget = true }
    return !hasPendingTarget
  }

  /// Adds an input, and the news that the target changed if it did, in the order the queue must
  /// hear them. The target itself stays with the state machine: the news carries no copy.
  /// - Parameter input: What happened, or `nil` when only the target changed.
  mutating func add(_ input: TransitionStateMachine<Destination>.Input?) {
    let interactionFirst = if case .host(.userDismissBegan) = input { true } else { false }
    if interactionFirst, let input { inputs.append(input) }
    if hasPendingTarget {
      hasPendingTarget = false
      inputs.append(.targetChanged)
    }
    if !interactionFirst, let input { inputs.append(input) }
  }

  /// Whether no input waits (and so no loop runs).
  var isEmpty: Bool { inputs.isEmpty }

  /// The next input, oldest first; it stays until ``removeFirst()``.
  var first: TransitionStateMachine<Destination>.Input? { inputs.first }

  /// Drops the input that has been handled.
  mutating func removeFirst() { inputs.remove(at: 0) }
}
