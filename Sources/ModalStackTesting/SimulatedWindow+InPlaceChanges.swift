import ModalStackCore

extension SimulatedWindow {
  /// Sets a controller's navigation path in one transition. Under a controller it presents, an
  /// unanimated change is the navigation stack's own, apart from the modal chain (see UIKit's Rules as the Simulator Enforces Them, 'Navigation under a modal'):
  /// it takes effect at once and leaves the window free for a presentation or dismissal in the
  /// same run-loop turn; its completion still comes on the next one.
  func setPath(
    _ names: [String], of controller: SimulatedController, animated: Bool, completion: @escaping @MainActor () -> Void
  ) {
    if !animated, let cover = controller.presented {
      statistics.unanimatedTransitions += 1
      statistics.pathChanges += 1
      record("setViewControllers(\(controller): [\(names.joined(separator: ", "))], animated: false) under \(cover)")
      controller.path = names
      return afterTick(noting: "\(controller) shows its new path", completion)
    }
    if let busy = transitionInFlight {
      return drop(
        .overlappingTransition, "setViewControllers on \(controller) while a transition is in progress [\(busy)]")
    }
    let duration = animated ? configuration.animationDuration : configuration.tick
    begin("setPath of \(controller)", animated: animated)
    statistics.pathChanges += 1
    record("setViewControllers(\(controller): [\(names.joined(separator: ", "))], animated: \(animated))")
    scheduleEnd(after: duration) { [self] in
      controller.path = names
      finish(completion)
    }
  }

  /// Gives a controller another route to show (a new root view), with its path: no transition,
  /// so it takes effect at once, covered or not, with a transition in flight or not.
  func swapContent(of controller: SimulatedController, name: String, routeID: RouteID, path: [String]) {
    // On the chain, or laid over a controller on it (a toast is a child, not a presentation).
    let shown = controller.overlaid ?? controller
    guard chain.contains(where: { $0 === shown }), !controller.isBeingDismissed else {
      return drop(.swapOffScreen, "rootView of \(controller) set while it is not on screen or leaves it")
    }
    statistics.contentSwaps += 1
    record("\(controller).rootView = \(name) [\(path.joined(separator: ", "))] — swapped in place")
    controller.rename(to: name)
    controller.routeID = routeID
    controller.path = path
  }

  /// Moves a sheet to a detent in place, as `animateChanges { selectedDetentIdentifier = … }`
  /// does: no presentation transition, so it takes effect at once. A controller that is not a
  /// sheet on screen, or a detent it does not have, is a violation.
  func selectDetent(_ detent: SheetDetent, of controller: SimulatedController) {
    guard chain.contains(where: { $0 === controller }), !controller.isBeingDismissed,
      let sheet = controller.configuration?.sheet,
      sheet.detents.contains(detent)
    else {
      return drop(
        .detents,
        "selectedDetentIdentifier = \(detent.identifier) on \(controller), which is not a sheet on screen with that detent"
      )
    }
    statistics.detentChanges += 1
    controller.selectedDetent = detent
    record("\(controller).sheetPresentationController.selectedDetentIdentifier = \(detent.identifier) (animateChanges)")
  }
}
