extension ControllerConfiguration {
  /// The reason a user dismissal of this controller is reported with: a dismissal UIKit makes
  /// by itself (`presentationControllerDidDismiss`) cannot tell a swipe from a tap outside, so
  /// the style decides. A popover only closes on a tap outside; a sheet is swiped.
  ///
  /// ```swift
  /// host.userDidDismiss(controller, reason: configuration.userDismissalReason)
  /// ```
  package var userDismissalReason: RouteChangeReason {
    style == .popover ? .tapOutside : .interactive
  }

  /// The transition a transitioning delegate runs, if any: custom transitions of presented
  /// controllers. A popup animates its content itself, so UIKit adds it without one.
  package var transitioningDelegateTransition: CustomTransition? {
    popup == nil ? customTransition : nil
  }

  /// Whether a touch outside the content is reported as an attempt to dismiss by the overlay's
  /// own view: a toast that asks for it (a dimmed popup's background reports its own taps, a
  /// presented controller's come through its presentation controller).
  package var reportsTouchesOutsideContent: Bool {
    isOverlay && popup?.dismissOnTapOutside == true
  }

  /// The background colour to set, if any: clear for layers that leave what is below visible,
  /// the route's own colour, or `nil` for the system background.
  /// - Parameter background: The route's background.
  package func backgroundColor(for background: ModalBackground) -> ModalColor? {
    if hasClearBackground { return .transparent }
    if case .color(let color) = background { return color }
    return nil
  }
}
