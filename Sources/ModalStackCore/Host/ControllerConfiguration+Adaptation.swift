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
  /// (`sizingOptions = .preferredContentSize`): a popover floats at its content's size, and an
  /// edge-attached sheet that takes its width from `preferredContentSize` needs one.
  ///
  /// A form sheet keeps UIKit's standard form-sheet size: SwiftUI's ideal size of a `Form` or a
  /// `List` is its smallest, and a form sheet sized to it is squashed
  /// ([`formSheet`](https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/formsheet),
  /// [`preferredContentSize`](https://developer.apple.com/documentation/uikit/uiviewcontroller/preferredcontentsize)).
  package var sizesToContent: Bool {
    style == .popover || sheet?.widthFollowsPreferredContentSizeWhenEdgeAttached == true
  }

  /// Whether the presented controller takes over the status bar's appearance
  /// (`modalPresentationCapturesStatusBarAppearance`). UIKit gives it to `fullScreen`
  /// presentations only
  /// ([`modalPresentationCapturesStatusBarAppearance`](https://developer.apple.com/documentation/uikit/uiviewcontroller/modalpresentationcapturesstatusbarappearance));
  /// a cover with a custom transition or over full screen asks, when it draws its own background
  /// under the status bar. A clear layer (a popup, a clear cover) leaves the status bar to the
  /// screen that shows through it.
  package var capturesStatusBarAppearance: Bool {
    (style == .overFullScreen || style == .custom) && !hasClearBackground
  }
}
