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

  /// Whether the layer's content is wrapped in a navigation stack for its pushed routes.
  ///
  /// A SwiftUI `NavigationStack` draws an opaque background (on iOS 17 it cannot be cleared), so
  /// layers with a clear background (over-styles, popups) host their content directly: what is
  /// below stays visible, and routes pushed on such a layer are kept on the stack but not shown.
  ///
  /// Otherwise a layer gets one when its presentation asks (``NavigationContainer/always``) or
  /// once routes are pushed on it, so an app's own `NavigationStack` inside a presented screen is
  /// never nested in a second one.
  /// - Parameter hasPushedRoutes: Whether routes are pushed on the layer now.
  package func hostsNavigationStack(hasPushedRoutes: Bool) -> Bool {
    !hasClearBackground && (navigation == .always || hasPushedRoutes)
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
