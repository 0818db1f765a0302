/// The inputs waiting for the ``TransitionStateMachine``, in the order it must hear them, as a value.
///
/// Commands given in one run-loop turn make one plan: the queue hears of the latest target at
/// the end of the turn, or sooner when the host reports something first. It hears of the target
/// before a user's removal (so the removal applies to the latest target), but of an interactive
/// dismissal before the target (so no step starts while the user's finger is down).
struct PendingInputs<Destination: Hashable & Sendable> {
  /// The inputs in order; those before ``head`` were taken already.
  private var inputs: [TransitionStateMachine<Destination>.Input] = []
  /// The next input to take. Taking reads by index and the array is emptied when all are
  /// taken: no shifting, and none of the generic collection methods, whose unspecialised
  /// versions cost more than the rest of a command's queueing.
  private var head = 0
  /// Whether the target changed since the queue last heard of it.
  var hasPendingTarget = false

  init() {}

  /// Notes a change of the target.
  /// - Returns: `true` for the first change since the queue last heard of the target: the
  ///   caller schedules a feed at the end of the run-loop turn.
  mutating func targetChanged() -> Bool {
    defer { hasPendingTarget = true }
    return !hasPendingTarget
  }

  /// Adds an input, and the latest target if it changed, in the order the queue must hear them.
  /// - Parameters:
  ///   - input: What happened, or `nil` when only the target changed.
  ///   - target: The router's target now.
  mutating func add(_ input: TransitionStateMachine<Destination>.Input?, target: RouteStack<Destination>) {
    let interactionFirst = if case .userDismissBegan = input { true } else { false }
    if interactionFirst, let input { inputs.append(input) }
    if hasPendingTarget {
      hasPendingTarget = false
      inputs.append(.targetChanged(target))
    }
    if !interactionFirst, let input { inputs.append(input) }
  }

  /// Takes the next input, oldest first.
  mutating func next() -> TransitionStateMachine<Destination>.Input? {
    guard head < inputs.count else {
      if head > 0 {
        inputs = []
        head = 0
      }
      return nil
    }
    defer { head += 1 }
    return inputs[head]
  }
}
