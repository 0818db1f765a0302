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
}
