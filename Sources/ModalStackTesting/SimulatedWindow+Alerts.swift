import ModalStackCore

// The router's own alerts and confirmation dialogs (`UIAlertController`): answered with a button,
// never swiped away, and nothing is presented on them (UIKit ignores it; see `present`).
extension SimulatedWindow {
  /// The user taps the button `id` of the alert or dialog on top: UIKit dismisses it (animated),
  /// then calls the button's handler, which reports the answer.
  func tapAlertButton(_ id: String, typing texts: [String]?) -> UserOutcome {
    guard transitionInFlight == nil, let top = chain.last, let alert = top.configuration?.alert,
      let index = alert.buttons.firstIndex(where: { $0.id == id })
    else { return .ignored }
    answer(top, buttonIndex: index, texts: texts, action: "user taps \"\(alert.buttons[index].title)\" on \(top)")
    return .dismissed
  }

  /// The user presses Return on a hardware keyboard: an alert with a preferred action
  /// (`UIAlertController.preferredAction`) answers with it; without one, or in a dialog, nothing happens.
  func pressReturn() -> UserOutcome {
    guard transitionInFlight == nil, let top = chain.last, let alert = top.configuration?.alert,
      top.configuration?.isConfirmationDialog == false, let index = alert.preferredButtonIndex
    else { return .ignored }
    answer(top, buttonIndex: index, texts: nil, action: "user presses Return on \(top)")
    return .dismissed
  }

  /// A tap outside a dialog (the popover's outside at regular width, the dimmed area at compact
  /// width) chooses its cancel button; an alert ignores it.
  func tapOutside(alert controller: SimulatedController) -> UserOutcome {
    guard let configuration = controller.configuration, configuration.isConfirmationDialog,
      let cancel = configuration.alert?.cancelButtonIndex
    else { return .ignored }
    answer(controller, buttonIndex: cancel, texts: nil, action: "tap outside \(controller) chooses its cancel button")
    return .dismissed
  }

  private func answer(_ controller: SimulatedController, buttonIndex: Int, texts: [String]?, action: String) {
    guard let presenter = controller.presenting else { return }
    record(action)
    begin("alert \(controller) answered", animated: true)
    controller.isBeingDismissed = true
    beginDisappearance(of: [controller], revealing: presenter)
    scheduleEnd(after: configuration.animationDuration) { [self] in
      transitionInFlight = nil
      unlink([controller], from: presenter)
      statistics.userDismissals += 1
      record("\(controller): action handler of button \(buttonIndex)")
      delegate?.userAnsweredAlert(controller, buttonIndex: buttonIndex, texts: texts)
    }
  }
}
