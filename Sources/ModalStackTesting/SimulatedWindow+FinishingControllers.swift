import ModalStackCore

extension SimulatedWindow {
  /// A controller the app made for a route (``ModalPresentation/showsController``) finishes, as
  /// Safari's Done, a completed share, sent mail or a picker's choice does (see UIKit's Rules as
  /// the Simulator Enforces Them, 'Controllers that finish by themselves'). One that dismisses
  /// itself sends `dismiss(animated: true)` to itself, which UIKit takes as any dismissal: with
  /// nothing above it, its presenter removes it; presenting something, what it presents goes and
  /// it stays. Its completion handler or delegate runs once the transition has ended. One that
  /// waits for its delegate (mail, the photo picker) stays on screen and tells it at once.
  /// - Parameters:
  ///   - controller: A presented controller that shows a controller-made route.
  ///   - result: What it finished with, handed to the host as the adapter's wrapper hands it.
  ///   - dismissingItself: Whether it dismisses itself (Safari, a share sheet, a document picker).
  /// - Returns: `dismissed` when it dismissed itself or what it presents, `attempted` when it left
  ///   its dismissal to its delegate, `ignored` during a transition or for another controller.
  func controllerFinishes(
    _ controller: SimulatedController, with result: any Sendable, dismissingItself: Bool
  ) -> UserOutcome {
    guard transitionInFlight == nil, controller.presenting != nil, controller.configuration?.showsController == true
    else { return .ignored }
    guard dismissingItself else {
      record("\(controller) finishes: it stays on screen until its delegate dismisses it")
      delegate?.controllerFinished(controller, with: result)
      return .attempted
    }
    let covered = controller.presented != nil
    record("\(controller) finishes and sends dismiss(animated: true) to itself")
    dismiss(from: controller, animated: true) { [self] in
      // Layers of the router's that were above it left without the host's dismissal.
      if covered { delegate?.chainChangedByOthers() }
      record("\(controller)'s completion handler runs")
      delegate?.controllerFinished(controller, with: result)
    }
    return .dismissed
  }
}
