extension ControllerConfiguration {
  /// How a user dismissal of this controller is reported, given the style UIKit shows it in now.
  ///
  /// UIKit's `presentationControllerDidDismiss` does not say what the user did, and the style
  /// decides: a popover only closes on a tap outside, but a popover adapted to a sheet (compact
  /// width: an iPhone, or an iPad window made narrow in Split View) is swiped down like a sheet.
  /// - Parameter shown: The style UIKit shows the controller in now; the requested one when
  ///   `nil` (no adaptation reported).
  package func userDismissalReason(shownAs shown: Style?) -> RouteChangeReason {
    (shown ?? style) == .popover ? .tapOutside : .interactive
  }

  /// The sheet a popover becomes at compact width (`adaptiveSheetPresentationController`): its
  /// grabber shown and a medium detent first, as the popover's content is small; `nil` for other
  /// styles.
  package var adaptiveSheet: SheetConfiguration? {
    guard style == .popover else { return nil }
    return SheetConfiguration(detents: [.medium, .large], prefersGrabberVisible: true)
  }

  /// Whether the presented controller sizes itself from its SwiftUI content
  /// (`sizingOptions = .preferredContentSize`): popovers and form sheets float at their
  /// content's size at regular width; an edge-attached sheet takes its width from it.
  package var sizesToContent: Bool {
    style == .popover || style == .formSheet
  }

  /// Whether the presented controller takes over the status bar's appearance
  /// (`modalPresentationCapturesStatusBarAppearance`). UIKit gives it to `fullScreen`
  /// presentations only; a cover with a custom transition or an over-style (a popup) asks.
  package var capturesStatusBarAppearance: Bool {
    style == .overFullScreen || style == .custom
  }
}
