extension CustomTransition {
  /// The duration when UIKit's context animates (`isAnimated`), else 0: a presentation without
  /// animation still runs the custom animator, which must end at once in its final state.
  package func runningTime(isAnimated: Bool) -> Double {
    isAnimated ? duration : 0
  }
}
