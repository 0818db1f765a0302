/// How a controller must be configured to show a ``ModalPresentation``: the UIKit settings, as
/// plain values. The UIKit host copies them onto a `UIViewController`; the simulated host onto
/// a fake one; both get them from here, so the mapping is tested on Linux.
package struct ControllerConfiguration: Hashable, Sendable {
  /// `UIModalPresentationStyle`, by name.
  package enum Style: String, Hashable, Sendable, CaseIterable {
    case fullScreen, pageSheet, formSheet, currentContext, overFullScreen, overCurrentContext, popover, custom
  }

  /// `UIModalTransitionStyle`, by name.
  package enum TransitionStyle: String, Hashable, Sendable, CaseIterable {
    case coverVertical, flipHorizontal, crossDissolve, partialCurl
  }

  /// The presentation style.
  package var style: Style
  /// The transition style (used unless ``customTransition`` is set).
  package var transitionStyle: TransitionStyle
  /// A custom transition run by a transitioning delegate, or by the popup container for popups.
  package var customTransition: CustomTransition?
  /// Whether UIKit animates the presentation and dismissal (popups animate their content instead).
  var usesUIKitAnimation: Bool
  /// `isModalInPresentation`: true for blocked and confirm-first routes, so a swipe only attempts.
  package var isModalInPresentation: Bool
  /// Whether the controller's background is clear.
  var hasClearBackground: Bool
  /// The sheet settings, for sheets.
  package var sheet: SheetConfiguration?
  /// The popover anchor, for popovers.
  package var popoverAnchor: PopoverAnchor?
  /// The popup settings, for popups.
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
  /// Whether VoiceOver keeps to this layer (`accessibilityViewIsModal`): clear layers that leave
  /// what is below visible but take its touches; UIKit already does it for sheets and covers. A
  /// popup that lets touches through leaves what is below reachable, for VoiceOver too.
  package var isModalForAccessibility: Bool { hasClearBackground && !isOverlay }
  /// Whether the controller is laid over the top of the chain instead of presented: a popup that
  /// lets touches through (UIKit's presentation container would take every touch in the window).
  package var isOverlay: Bool { popup?.letsTouchesThrough ?? false }

  /// The configuration for a modal presentation.
  /// - Parameter modal: A validated modal presentation.
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
      // The popup container draws the dimming and animates the content; UIKit only adds the
      // controller over everything, at once.
      // Bounded to a view, it covers that view's frame: UIKit's over-context style does that.
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
