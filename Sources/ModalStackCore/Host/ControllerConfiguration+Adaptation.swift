extension ControllerConfiguration {
  /// How a user dismissal is reported, given the style UIKit shows it in now (`nil`: the requested
  /// one): a popover closes on a tap outside, but adapted to a sheet at compact width it is swiped.
  package func userDismissalReason(shownAs shown: Style?) -> RouteChangeReason {
    (shown ?? style) == .popover ? .tapOutside : .interactive
  }

  /// The sheet a popover becomes at compact width (`adaptiveSheetPresentationController`), with a
  /// grabber and a medium detent first; `nil` for other styles.
  package var adaptiveSheet: SheetConfiguration? {
    guard style == .popover else { return nil }
    return SheetConfiguration(detents: [.medium, .large], prefersGrabberVisible: true)
  }

  /// Whether the controller sizes itself from its SwiftUI content (`.preferredContentSize`): popovers
  /// and edge-attached sheets whose width follows it. A form sheet keeps UIKit's size, since SwiftUI's
  /// ideal size of a `Form` or `List` is its smallest.
  package var sizesToContent: Bool {
    style == .popover || sheet?.widthFollowsPreferredContentSizeWhenEdgeAttached == true
  }

  /// `modalPresentationCapturesStatusBarAppearance`: UIKit gives it to `fullScreen` only, so an
  /// opaque over-full-screen or custom cover asks; a clear layer leaves it to what shows through.
  package var capturesStatusBarAppearance: Bool {
    (style == .overFullScreen || style == .custom) && !hasClearBackground
  }
}
