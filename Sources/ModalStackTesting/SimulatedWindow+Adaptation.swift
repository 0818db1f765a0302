import ModalStackCore

extension SimulatedWindow {
  /// The style UIKit uses for a controller under the current traits (see UIKit's Rules as the
  /// Simulator Enforces Them, 'Styles adapt to the size class'): a phone is compact width, where a
  /// popover becomes a page sheet and a form sheet keeps its style (laid out as a sheet), and in
  /// landscape also compact height, where a sheet keeps its presentation (a full-screen
  /// appearance only); at regular width (an iPad window) popovers and form sheets stay as asked.
  func adaptedStyle(of controller: SimulatedController) -> ControllerConfiguration.Style {
    switch controller.foreignKind {
    case .cover: return .fullScreen
    case .alert: return .overFullScreen
    case .sheet: return .pageSheet
    case .popover: return width == .regular ? .popover : .pageSheet
    case nil: break
    }
    guard let requested = controller.configuration?.style else { return .fullScreen }
    // A `UIAlertController` brings its own presentation; a dialog is a popover at regular width.
    if controller.configuration?.alert != nil { return width == .regular && requested == .popover ? .popover : .custom }
    if width == .regular, [.popover, .formSheet, .pageSheet].contains(requested) { return requested }
    switch requested {
    // At compact width a form sheet is laid out as a sheet but keeps its style: UIKit describes
    // that layout as the form sheet's own, not as an adaptation. At compact height (a phone in
    // landscape) a sheet has a full-screen appearance but stays a sheet: same presentation
    // controller, the presenter's view stays, it can be swiped down.
    case .pageSheet, .formSheet: return requested
    case .popover: return .pageSheet
    case .currentContext: return .fullScreen
    case .overCurrentContext: return .overFullScreen
    default: return requested
    }
  }

  /// Rotates the device: styles adapt, nothing is dismissed.
  public func rotate() {
    isLandscape.toggle()
    record("rotated to \(isLandscape ? "landscape" : "portrait") (size class change)")
    adaptPresentedStyles()
  }

  /// The window is resized across the compact/regular width boundary (Split View, Slide Over,
  /// Stage Manager): presentations stay up and adapt; a popover becomes a sheet and back.
  /// - Parameter newWidth: The new width class.
  public func resize(to newWidth: Width) {
    guard newWidth != width else { return }
    width = newWidth
    record("window resized to \(newWidth.rawValue) width (size class change)")
    adaptPresentedStyles()
  }

  private func adaptPresentedStyles() {
    for controller in chain.dropFirst() {
      let adapted = adaptedStyle(of: controller)
      if adapted != controller.effectiveStyle {
        record("presentationController(\(controller), willPresentWithAdaptiveStyle: \(adapted.rawValue))")
        controller.effectiveStyle = adapted
      }
    }
    for controller in chain.dropFirst() where controller.effectiveStyle != adaptedStyle(of: controller) {
      violate(.adaptiveStyle, "\(controller) kept \(controller.effectiveStyle?.rawValue ?? "?")")
    }
  }

  /// Whether the presenter's view leaves the window once the presentation finishes.
  func removesPresenterView(_ style: ControllerConfiguration.Style) -> Bool {
    style == .fullScreen || style == .currentContext
  }

  /// The controller UIKit makes the presenter of record: full-screen presentations are forwarded
  /// to a controller that covers the screen; context styles to the nearest context definer.
  func effectivePresenter(for controller: SimulatedController, requestedBy presenter: SimulatedController)
    -> SimulatedController
  {
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
  func configurationViolation(of controller: SimulatedController, presenter: SimulatedController) -> (
    rule: RuleViolation.Rule, message: String
  )? {
    guard let configuration = controller.configuration else { return nil }
    if configuration.transitionStyle == .partialCurl {
      let presenterCoversScreen = presenter === root || presenter.effectiveStyle == .fullScreen
      guard configuration.style == .fullScreen, presenterCoversScreen else {
        return (
          .partialCurl, "NSInvalidArgumentException: partialCurl requires fullScreen over a full-screen presenter"
        )
      }
    }
    if configuration.style == .popover, configuration.popoverAnchor?.id.isEmpty ?? true {
      return (.popoverSource, "NSGenericException: UIPopoverPresentationController should have a non-nil sourceView")
    }
    // The presenter as UIKit shows it now: another's popover counts, one adapted to a sheet not.
    if configuration.style == .overCurrentContext, presenter.effectiveStyle == .popover,
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

extension SimulatedWindow {
  /// A window's horizontal size class.
  public enum Width: String, Hashable, Sendable {
    /// A phone, or a narrow iPad window: popovers and form sheets adapt to sheets.
    case compact
    /// An iPad window wide enough: popovers stay popovers, form sheets float.
    case regular
  }
}
