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
}
