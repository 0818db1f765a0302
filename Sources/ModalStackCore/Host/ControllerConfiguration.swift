/// The UIKit settings that show a ``ModalPresentation``, as plain values, so the mapping is tested
/// on Linux: the UIKit host copies them onto a `UIViewController`, the simulated host onto a fake.
package struct ControllerConfiguration: Hashable, Sendable {
  /// `UIModalPresentationStyle`, by name.
  package enum Style: String, Hashable, Sendable, CaseIterable {
    case fullScreen, pageSheet, formSheet, currentContext, overFullScreen, overCurrentContext, popover, custom
  }

  /// `UIModalTransitionStyle`, by name.
  package enum TransitionStyle: String, Hashable, Sendable, CaseIterable {
    case coverVertical, flipHorizontal, crossDissolve, partialCurl
  }

  package var style: Style
  /// The transition style (used unless ``customTransition`` is set).
  package var transitionStyle: TransitionStyle
  /// A custom transition run by a transitioning delegate, or by the popup container for popups.
  package var customTransition: CustomTransition?
  /// Whether UIKit animates the presentation and dismissal (popups animate their content instead).
  var usesUIKitAnimation: Bool
  /// `isModalInPresentation`: true for blocked and confirm-first routes, so a swipe only attempts.
  package var isModalInPresentation: Bool
  var hasClearBackground: Bool
  package var sheet: SheetConfiguration?
  package var popoverAnchor: PopoverAnchor?
  package var popup: PopupConfiguration?
  /// The content of an alert or a confirmation dialog (a `UIAlertController`).
  package var alert: AlertConfiguration?
  /// Whether ``alert`` is shown as a confirmation dialog (action sheet), not an alert.
  package var isConfirmationDialog = false
  /// Whether the layer's content sits in a `NavigationStack`.
  var navigation: NavigationContainer
  /// Whether the layer shows a controller the app makes (``ModalPresentation/showsController``)
  /// instead of a hosting controller with the destination's view.
  package var showsController: Bool
  /// The presentation context it is presented in, from that view's controller; `nil` for the window.
  package var context: PresentationContextID?
  /// `accessibilityViewIsModal` for clear layers that take touches (UIKit does it for sheets and
  /// covers); an overlay leaves what is below reachable.
  package var isModalForAccessibility: Bool { hasClearBackground && !isOverlay }
  /// A popup that lets touches through, laid over the chain instead of presented.
  package var isOverlay: Bool { popup?.letsTouchesThrough ?? false }

  /// The configuration for a validated modal presentation.
  package init(_ modal: ModalPresentation) {
    usesUIKitAnimation = modal.transition != .none
    isModalInPresentation = modal.dismissPolicy != .allowed
    hasClearBackground = modal.hasClearBackground
    navigation = modal.navigation
    context = modal.context
    showsController = modal.showsController
    switch modal.transition {
    case .automatic, .coverVertical, .none: transitionStyle = .coverVertical
    case .crossDissolve: transitionStyle = .crossDissolve
    case .flipHorizontal: transitionStyle = .flipHorizontal
    case .partialCurl: transitionStyle = .partialCurl
    case .custom(let custom):
      transitionStyle = .coverVertical
      customTransition = custom
    }
    switch modal.style {
    case .sheet(let configuration):
      style = .pageSheet
      sheet = configuration
    case .pageSheet: style = .pageSheet
    case .formSheet: style = .formSheet
    case .fullScreen: style = customTransition == nil ? .fullScreen : .custom
    case .overFullScreen: style = customTransition == nil ? .overFullScreen : .custom
    case .currentContext: style = .currentContext
    case .overCurrentContext: style = .overCurrentContext
    case .popover(let anchor):
      style = .popover
      popoverAnchor = anchor
    case .popup(let configuration):
      // The popup container dims and animates; UIKit only adds it at once. Bounded to a view, UIKit's
      // over-context style covers that view's frame.
      style = modal.context == nil ? .overFullScreen : .overCurrentContext
      popup = configuration
      usesUIKitAnimation = false
      isModalInPresentation = true
      hasClearBackground = true
    case .alert(let content):
      // UIKit shows an alert over everything, the presenter visible; it is never swiped away.
      style = .overFullScreen
      alert = content
      isModalInPresentation = true
    case .confirmationDialog(let content, let anchor):
      // A popover at regular width, a sheet rising from the bottom at compact width.
      style = .popover
      popoverAnchor = anchor
      alert = content
      isConfirmationDialog = true
      isModalInPresentation = true
    }
  }

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

  /// The transition a transitioning delegate runs, if any: custom transitions of presented
  /// controllers. A popup animates its content itself, so UIKit adds it without one.
  package var transitioningDelegateTransition: CustomTransition? {
    popup == nil ? customTransition : nil
  }

  /// Whether the overlay's own view reports a tap outside its content as an attempt to dismiss (a
  /// toast that asks). Only taps count: other touches pass through to the screen below.
  package var reportsTouchesOutsideContent: Bool {
    isOverlay && popup?.dismissOnTapOutside == true
  }

  /// The background colour to set: clear for clear layers, the route's colour, or `nil` for the
  /// system background and for a controller the app made, which draws its own.
  package func backgroundColor(for background: ModalBackground) -> ModalColor? {
    if showsController { return nil }
    if hasClearBackground { return .transparent }
    if case .color(let color) = background { return color }
    return nil
  }

  /// Why UIKit would throw `NSInvalidArgumentException` if this controller were presented from the
  /// real top of the chain (shown as `top`; `nil` for the root), or `nil` when it may be. UIKit
  /// checks the real presenter: `partialCurl` needs a full-screen one, and inside a popover
  /// `overCurrentContext` allows only `coverVertical`.
  package func refusal(over top: Style?, named name: String) -> String? {
    guard let top else { return nil }
    if transitionStyle == .partialCurl, customTransition == nil, top != .fullScreen {
      return "partialCurl needs a full-screen presenter; the real top, \(name), is a \(top.rawValue)"
    }
    if style == .overCurrentContext, top == .popover, transitionStyle != .coverVertical || customTransition != nil {
      let transition = customTransition == nil ? transitionStyle.rawValue : "custom"
      return "inside a popover only coverVertical is allowed, not \(transition); the real top, \(name), is a popover"
    }
    return nil
  }
}
