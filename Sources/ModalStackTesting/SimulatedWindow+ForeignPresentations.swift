import ModalStackCore

extension SimulatedWindow {

  /// Kinds of controllers that others present in the window (see UIKit's Rules as the Simulator Enforces Them, 'Presentations by other code').
  public enum ForeignKind: String, Hashable, Sendable {
    /// A SwiftUI `.alert` or `.confirmationDialog` (`UIAlertController`): the presenter stays visible.
    case alert
    /// A sheet from other code: a SwiftUI `.sheet`, a share sheet, `PhotosPicker`.
    case sheet
    /// A full-screen cover from other code: `SFSafariViewController`, an SDK's login screen.
    case cover
    /// A popover from other code: a SwiftUI `.popover`, a share sheet on an iPad; a sheet at
    /// compact width, as UIKit adapts it.
    case popover
  }

  /// Someone else's code presents a controller, as UIKit would take it: on `presenter` (the top
  /// of the chain by default), dropped with UIKit's warning when that controller already
  /// presents or a transition is in flight. A dropped call is a rule violation by other code:
  /// the app's screen would be wrong, so a test fails unless it expects it.
  /// - Parameters:
  ///   - kind: What is presented.
  ///   - presenter: Who presents it; the top of the chain by default.
  ///   - animated: Whether it animates.
  /// - Returns: The presented controller, or `nil` when UIKit dropped the request.
  @discardableResult
  public func presentForeign(_ kind: ForeignKind, on presenter: SimulatedController? = nil, animated: Bool = true)
    -> SimulatedController?
  {
    foreignCount += 1
    guard let presenter = presenter ?? chain.last else { return nil }
    let controller = SimulatedController(
      name: "\(kind.rawValue)#\(foreignCount)", routeID: nil, configuration: nil, window: self, isViewInWindow: true,
      foreignKind: kind)
    if let busy = transitionInFlight {
      drop(
        .overlappingTransition,
        "other code's present of \(controller) on \(presenter) dropped: a presentation is in progress [\(busy)]",
        by: .otherCode)
      return nil
    }
    if let current = presenter.presented {
      drop(
        .presenterAlreadyPresenting,
        "other code's present of \(controller) on \(presenter) dropped: already presenting \(current)", by: .otherCode)
      // The adapter's layer controller sees the request it cannot take, and tells the host.
      delegate?.presentationDropped(on: presenter, presented: controller.name)
      return nil
    }
    presenter.presented = controller
    controller.presenting = presenter
    controller.effectiveStyle = adaptedStyle(of: controller)
    begin("foreign present \(controller)", animated: animated)
    record("others present(\(controller), on: \(presenter), animated: \(animated))")
    beginAppearance(of: controller, covering: kind == .cover ? presenter : nil)
    scheduleEnd(after: animated ? configuration.animationDuration : configuration.tick) { [self] in
      endAppearance(of: controller, covering: kind == .cover ? presenter : nil)
      transitionInFlight = nil
    }
    return controller
  }

  /// Someone else's code dismisses a controller it presented: UIKit removes it and everything
  /// above it, the router's layers too; the host is told, as the adapter tells it when a layer's
  /// controller leaves the window without the host's dismissal.
  /// - Parameters:
  ///   - controller: The controller, as ``presentForeign(_:on:animated:)`` returned it.
  ///   - animated: Whether it animates.
  /// - Returns: `false` when UIKit dropped the request (a transition in flight) or it is not shown.
  @discardableResult
  public func dismissForeign(_ controller: SimulatedController, animated: Bool = true) -> Bool {
    guard let presenter = controller.presenting else { return false }
    if let busy = transitionInFlight {
      drop(
        .overlappingTransition, "other code's dismiss of \(controller) dropped: a transition is in progress [\(busy)]",
        by: .otherCode)
      return false
    }
    var removed = [controller]
    while let next = removed.last?.presented { removed.append(next) }
    begin("foreign dismiss \(controller)", animated: animated)
    record(
      "others dismiss(\(controller), animated: \(animated))"
        + (removed.count > 1 ? " — removes \(removed.dropFirst().map(\.name).joined(separator: ", ")) too" : ""))
    beginDisappearance(of: removed, revealing: presenter)
    scheduleEnd(after: animated ? configuration.animationDuration : configuration.tick) { [self] in
      unlink(removed, from: presenter)
      transitionInFlight = nil
      delegate?.chainChangedByOthers()
    }
    return true
  }
}
