import ModalStackCore

/// The presentation controller delegate calls the simulated window makes for user actions.
@MainActor
protocol SimulatedPresentationDelegate: AnyObject {
  func userWillDismiss(_ controller: SimulatedController)
  func userCancelledDismissal(of controller: SimulatedController)
  func userDidDismiss(_ controller: SimulatedController)
  func userAttemptedDismissal(of controller: SimulatedController, reason: RouteChangeReason)
  func userTappedOutside(_ overlay: SimulatedController)
  func userSelectedDetent(of controller: SimulatedController, identifier: String)
  func userAnsweredAlert(_ controller: SimulatedController, buttonIndex: Int, texts: [String]?)
  func chainChangedByOthers()
  func controllerAskedToDismiss(_ controller: SimulatedController) -> Bool
  func controllerFinished(_ controller: SimulatedController, with result: any Sendable)
  func presentationDropped(on controller: SimulatedController, presented: String)
  func windowClosed()
}
