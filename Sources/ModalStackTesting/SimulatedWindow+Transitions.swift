import ModalStackCore

extension SimulatedWindow {

  func present(
    _ controller: SimulatedController, on requester: SimulatedController, animated: Bool,
    completion: @escaping @MainActor () -> Void
  ) {
    // A child (a tab) forwards the request up (see UIKit's Rules as the Simulator Enforces Them, 'Who really presents'): context styles to the nearest
    // controller that defines a presentation context, others to the container covering the screen.
    let presenter = Self.receiver(of: controller, requestedBy: requester)
    if presenter !== requester { record("\(requester) forwards the presentation to \(presenter)") }
    let call = "present(\(controller), on: \(presenter), animated: \(animated))"
    if let busy = transitionInFlight {
      return drop(
        .overlappingTransition,
        "Attempt to present \(controller) on \(presenter) (from \(presenter)) while a presentation is in progress. [\(busy)]"
      )
    }
    if let current = presenter.presented {
      return drop(
        .presenterAlreadyPresenting,
        "Attempt to present \(controller) on \(presenter) (from \(presenter)) which is already presenting \(current).")
    }
    guard let root else {
      return drop(.presenterNotInWindow, "Attempt to present \(controller) on \(presenter): the window closed.")
    }
    if presenter.isAlert {
      return drop(.alertPresentsNothing, "Attempt to present \(controller) on \(presenter), an alert: ignored.")
    }
    if controller === presenter || controller === root || controller.presenting != nil {
      return drop(
        .invalidPresentedController,
        "NSInvalidArgumentException: \(call): the controller is already presented or is the presenter")
    }
    var container = presenter
    while let parent = container.parent { container = parent }
    guard container === root || container.presenting != nil else {
      return drop(
        .presenterNotInWindow,
        "Attempt to present \(controller) on \(presenter) whose view is not in the window hierarchy.")
    }
    if presenter.isCurled {
      return drop(.partialCurl, "\(call): a controller shown with partialCurl cannot present")
    }
    if let violation = configurationViolation(of: controller, presenter: presenter) {
      return drop(violation.rule, "\(call): \(violation.message)")
    }
    presenter.presented = controller
    controller.presenting = presenter
    controller.isBeingPresented = true
    statistics.presents += 1
    controller.effectiveStyle = adaptedStyle(of: controller)
    let presenterOfRecord = effectivePresenter(for: controller, requestedBy: presenter)
    if [.currentContext, .overCurrentContext].contains(controller.configuration?.style) {
      controller.presentationContext = presenterOfRecord
    }
    let duration = transitionDuration(of: controller, animated: animated)
    begin("present \(controller) on \(presenter)", animated: animated && duration > .zero)
    let transition =
      controller.configuration.map { $0.customTransition != nil ? "custom" : $0.transitionStyle.rawValue } ?? "?"
    record(
      "\(call) — style \(controller.effectiveStyle?.rawValue ?? "?"), transition \(transition), presented by \(presenterOfRecord)"
    )
    // A popover at compact width is shown as a sheet: UIKit tells the presentation controller's
    // delegate before the transition (see UIKit's Rules as the Simulator Enforces Them, 'Styles
    // adapt to the size class').
    if controller.configuration?.style == .popover, let shown = controller.effectiveStyle, shown != .popover {
      record("presentationController(\(controller), willPresentWithAdaptiveStyle: \(shown.rawValue))")
    }
    let covered = controller.effectiveStyle.map(removesPresenterView) ?? false ? presenter : nil
    beginAppearance(of: controller, covering: covered)
    scheduleEnd(after: duration) { [self] in
      controller.isBeingPresented = false
      endAppearance(of: controller, covering: covered)
      finish(completion)
    }
  }

  /// The controller that really receives a presentation a child asks for.
  static func receiver(of controller: SimulatedController, requestedBy requester: SimulatedController)
    -> SimulatedController
  {
    guard requester.parent != nil else { return requester }
    let usesContext = [.currentContext, .overCurrentContext].contains(controller.configuration?.style)
    var candidate = requester
    while let parent = candidate.parent {
      if usesContext && candidate.definesPresentationContext { return candidate }
      candidate = parent
    }
    return candidate
  }

  func dismiss(from receiver: SimulatedController, animated: Bool, completion: @escaping @MainActor () -> Void) {
    if let busy = transitionInFlight {
      return drop(
        .overlappingTransition,
        "Attempt to dismiss from view controller \(receiver) while a presentation or dismiss is in progress! [\(busy)]")
    }
    // UIKit forwards a dismissal sent to a presented controller with nothing above it to its presenter.
    guard let presenter = receiver.presented != nil ? receiver : receiver.presenting, let first = presenter.presented
    else {
      record("dismiss(from: \(receiver)): nothing is presented")
      clock.schedule(after: configuration.tick) { completion() }
      return
    }
    var removed = [first]
    while let next = removed.last?.presented { removed.append(next) }
    let top = removed.last!
    for controller in removed { controller.isBeingDismissed = true }
    statistics.dismissals += 1
    let duration = transitionDuration(of: top, animated: animated)
    begin("dismiss from \(presenter)", animated: animated && duration > .zero)
    let others = removed.dropLast().map(\.name)
    record(
      "dismiss(from: \(presenter), animated: \(animated)) — removes \(top)"
        + (others.isEmpty ? "" : ", and without animation \(others.joined(separator: ", "))"))
    beginDisappearance(of: removed, revealing: presenter)
    scheduleEnd(after: duration) { [self] in
      unlink(removed, from: presenter)
      finish(completion)
    }
  }
}
