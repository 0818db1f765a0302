extension CustomTransition {
  /// How long the transition runs when UIKit asks with or without animation
  /// (`UIViewControllerContextTransitioning.isAnimated`): its duration, or none at all. A
  /// presentation or dismissal asked for without animation (`present(_:animated: false)`, an
  /// intermediate layer of a plan) still goes through the custom animator; it must end at once,
  /// in its final state, as UIKit's own transitions do.
  /// - Parameter isAnimated: Whether the transition context animates.
  /// - Returns: The duration in seconds.
  package func runningTime(isAnimated: Bool) -> Double {
    isAnimated ? duration : 0
  }
}
