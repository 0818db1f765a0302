/// How a ``Route`` is shown: pushed on its layer's navigation stack, or presented modally.
///
/// ```swift
/// try router.present(.settings, as: .sheet(detents: [.medium, .large], grabber: true))
/// try router.present(.toast, as: .popup(alignment: .bottom))
/// ```
public enum Presentation: Hashable, Sendable, Codable {
  /// Pushed onto the navigation stack of the layer it follows.
  case push
  /// Presented modally; it starts a new layer.
  indirect case modal(ModalPresentation)

  /// A sheet with UIKit's default configuration (large detent, no grabber).
  public static let sheet: Presentation = .modal(ModalPresentation(style: .sheet(SheetConfiguration())))

  /// A sheet with detents; `.modal(.sheet(configuration))` takes every setting of
  /// `UISheetPresentationController` (``SheetConfiguration``).
  /// - Parameters:
  ///   - detents: The heights the sheet rests at, smallest first. Must not be empty.
  ///   - grabber: Whether the grabber shows.
  ///   - selectedDetent: The detent it opens at; the smallest by default. Must be one of `detents`.
  ///   - largestUndimmedDetent: The largest detent leaving the screen below undimmed and touchable; `nil` for none.
  ///     Must be one of `detents`.
  ///   - dismissPolicy: Whether the user may swipe it away.
  ///   - background: The sheet's background.
  public static func sheet(
    detents: [SheetDetent] = [.large], grabber: Bool = false, selectedDetent: SheetDetent? = nil,
    largestUndimmedDetent: SheetDetent? = nil, dismissPolicy: DismissPolicy = .allowed,
    background: ModalBackground = .automatic
  ) -> Presentation {
    let configuration = SheetConfiguration(
      detents: detents, prefersGrabberVisible: grabber, selectedDetent: selectedDetent,
      largestUndimmedDetent: largestUndimmedDetent)
    return .modal(.sheet(configuration), dismissPolicy: dismissPolicy, background: background)
  }

  /// A full-screen cover sliding up from the bottom.
  public static let fullScreenCover: Presentation = .modal(ModalPresentation(style: .fullScreen))

  /// A full-screen cover with a transition (UIKit's cover vertical by default), a dismiss policy and a background.
  public static func fullScreenCover(
    transition: ModalTransition = .automatic, dismissPolicy: DismissPolicy = .allowed,
    background: ModalBackground = .automatic
  ) -> Presentation {
    .modal(.fullScreen, transition: transition, dismissPolicy: dismissPolicy, background: background)
  }

  /// A centred popup over a dimmed background with the default transition, closed by a tap outside.
  public static let popup: Presentation = .popup()

  /// A popup with a SwiftUI-style transition; without dimming it is a toast, letting touches reach the screen below.
  /// - Parameters:
  ///   - alignment: Where the popup sits.
  ///   - dimming: The background behind it.
  ///   - dismissOnTapOutside: Whether a tap outside dismisses it; by default yes when dimmed, no for a toast.
  ///   - transition: The content's transition; a fade with a scale by default.
  ///   - dismissPolicy: Whether and how a tap outside (or VoiceOver's escape) may dismiss it.
  ///   - background: The background behind the content, over the dimming.
  public static func popup(
    alignment: PopupConfiguration.Alignment = .center,
    dimming: PopupConfiguration.Dimming = .standard,
    dismissOnTapOutside: Bool? = nil,
    transition: CustomTransition = .popup,
    dismissPolicy: DismissPolicy = .allowed,
    background: ModalBackground = .automatic
  ) -> Presentation {
    var configuration = PopupConfiguration(alignment: alignment, dimming: dimming)
    configuration.dismissOnTapOutside = dismissOnTapOutside ?? !configuration.letsTouchesThrough
    return .modal(
      .popup(configuration), transition: .custom(transition), dismissPolicy: dismissPolicy, background: background)
  }

  /// A modal presentation with any UIKit style and transition; `navigation` says whether the layer gets a
  /// `NavigationStack`: only when created with pushed routes, or always.
  public static func modal(
    _ style: ModalStyle,
    transition: ModalTransition = .automatic,
    dismissPolicy: DismissPolicy = .allowed,
    background: ModalBackground = .automatic,
    navigation: NavigationContainer = .content
  ) -> Presentation {
    .modal(
      ModalPresentation(
        style: style, transition: transition, dismissPolicy: dismissPolicy, background: background,
        navigation: navigation))
  }

  /// Whether this presentation starts a new layer.
  public var isModal: Bool {
    if case .modal = self { true } else { false }
  }

  package var shortName: String {
    switch self {
    case .push: "push"
    case .modal(let modal): modal.style.shortName
    }
  }

  /// This presentation, protecting a flow from commands from outside the app's screens while it is up. A push is
  /// returned unchanged: protect its layer's modal route, or use ``Router/beginProtectedFlow(_:)``.
  public func protected(_ protection: FlowProtection = .holdOutsideCommands) -> Presentation {
    guard case .modal(var modal) = self else { return self }
    modal.protection = protection
    return .modal(modal)
  }
}
