import ModalStackCore

extension SimulatedWindow {
  /// The style UIKit uses for a controller under the current traits (see UIKit's Rules as the Simulator Enforces Them, 'Styles adapt to the size class'):
  /// a phone is compact width; in landscape it is also compact height.
  func adaptedStyle(of controller: SimulatedController) -> ControllerConfiguration.Style {
    guard let requested = controller.configuration?.style else { return .fullScreen }
    switch requested {
    case .pageSheet, .formSheet: return isLandscape ? .fullScreen : .pageSheet
    case .popover: return isLandscape ? .fullScreen : .pageSheet
    case .currentContext: return .fullScreen
    case .overCurrentContext: return .overFullScreen
    default: return requested
    }
  }

  /// Whether the presenter's view leaves the window once the presentation finishes.
  func removesPresenterView(_ style: ControllerConfiguration.Style) -> Bool {
    style == .fullScreen || style == .currentContext
  }

  /// The controller UIKit makes the presenter of record: full-screen presentations are forwarded
  /// to a controller that covers the screen; context styles to the nearest context definer.
  func effectivePresenter(for controller: SimulatedController, requestedBy presenter: SimulatedController) -> SimulatedController {
    let qualifies: (SimulatedController) -> Bool
    switch controller.configuration?.style {
    case .currentContext, .overCurrentContext: qualifies = { $0.definesPresentationContext }
    case .fullScreen: qualifies = { $0.effectiveStyle == .fullScreen || $0.effectiveStyle == .overFullScreen }
    default: return presenter
    }
    var candidate: SimulatedController? = presenter
    while let current = candidate, current !== root {
      if qualifies(current) { return current }
      candidate = current.presenting
    }
    return root ?? presenter
  }

  /// A configuration UIKit would refuse, as the rule it breaks and its message.
  func configurationViolation(of controller: SimulatedController, presenter: SimulatedController) -> (rule: RuleViolation.Rule, message: String)? {
    guard let configuration = controller.configuration else { return nil }
    if configuration.transitionStyle == .partialCurl {
      let presenterCoversScreen = presenter === root || presenter.effectiveStyle == .fullScreen
      guard configuration.style == .fullScreen, presenterCoversScreen else {
        return (.partialCurl, "NSInvalidArgumentException: partialCurl requires fullScreen over a full-screen presenter")
      }
    }
    if configuration.style == .popover, configuration.popoverAnchor?.id.isEmpty ?? true {
      return (.popoverSource, "NSGenericException: UIPopoverPresentationController should have a non-nil sourceView")
    }
    if configuration.style == .overCurrentContext, presenter.configuration?.style == .popover,
      configuration.transitionStyle != .coverVertical || configuration.customTransition != nil
    {
      return (.invalidPresentedController, "NSInvalidArgumentException: inside a popover only coverVertical is allowed")
    }
    if let sheet = configuration.sheet {
      do { try sheet.validate() } catch { return (.detents, "\(error)") }
    }
    return nil
  }
}
