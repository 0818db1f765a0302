/// Everything about a modal presentation: style, transition, dismiss policy and background.
public struct ModalPresentation: Hashable, Sendable, Codable {
  /// The UIKit presentation style.
  public var style: ModalStyle
  /// The transition in and out.
  public var transition: ModalTransition
  /// Whether and how the user may dismiss it by swiping or tapping outside.
  public var dismissPolicy: DismissPolicy
  /// The background behind the content.
  public var background: ModalBackground
  /// Whether the layer's content sits in a `NavigationStack` the router drives.
  public var navigation: NavigationContainer
  /// Whether the route protects a flow from commands from outside it; `nil` for none.
  public var protection: FlowProtection?
  /// The view whose frame it covers (UIKit's `definesPresentationContext`); `nil` for the window.
  public var context: PresentationContextID?
  /// Whether the layer shows a `UIViewController` the app makes instead of the destination's SwiftUI view; it
  /// finishes by itself (``RouteChangeReason/finished``) and is restored only by ``ControllerRouteRestoration``.
  public var showsController: Bool {
    get { controller == true }
    set { controller = newValue ? true : nil }
  }
  /// `nil` when false, so a presentation without a controller encodes no key for it.
  private var controller: Bool?

  /// Creates a modal presentation.
  /// - Parameters:
  ///   - style: The UIKit presentation style.
  ///   - transition: The transition in and out.
  ///   - dismissPolicy: Whether and how the user may dismiss it.
  ///   - background: The background behind the content.
  ///   - navigation: Whether the layer gets a `NavigationStack`, decided when it is created.
  ///   - protection: Whether the route protects a flow from commands from outside it.
  public init(
    style: ModalStyle,
    transition: ModalTransition = .automatic,
    dismissPolicy: DismissPolicy = .allowed,
    background: ModalBackground = .automatic,
    navigation: NavigationContainer = .content,
    protection: FlowProtection? = nil
  ) {
    self.style = style
    self.transition = transition
    self.dismissPolicy = dismissPolicy
    self.background = background
    self.navigation = navigation
    self.protection = protection
  }

  /// Whether the content is drawn over a clear background; `.automatic` is clear for over-styles, popups and alerts.
  var hasClearBackground: Bool {
    switch background {
    case .clear: true
    case .color: false
    case .automatic:
      switch style {
      case .overFullScreen, .overCurrentContext, .popup, .alert, .confirmationDialog: true
      case .sheet, .pageSheet, .formSheet, .fullScreen, .currentContext, .popover: false
      }
    }
  }
}
