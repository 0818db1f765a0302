extension Router {
  /// What the router waits on, and since when; `nil` once it is settled with nothing held. Observed.
  public var waitingOn: RouterWait? {
    if isSettled {
      return heldCommands.isEmpty ? nil : RouterWait(cause: .heldCommands(heldCommands.count), since: nil)
    }
    let since = unsettledSince ?? scheduler.now
    if !engine.hasHost { return RouterWait(cause: .noWindow, since: since) }
    if let step = engine.stepInFlight { return RouterWait(cause: .transition(step.description), since: since) }
    let exiting = exitActionsRunning
    if !exiting.isEmpty { return RouterWait(cause: .exitActions(exiting), since: since) }
    if let name = engine.waitingFor { return RouterWait(cause: .otherPresentation(name), since: since) }
    if let alert = presented.topLayer.modal, alert.modal?.style.isAlert == true, stack != presented {
      return RouterWait(cause: .answer(to: alert.id), since: since)
    }
    return RouterWait(cause: .nextStep, since: since)
  }
}

extension Router {
  /// Tells ``waitLog`` of a wait that is not the router's own work, the first time it meets it.
  func logWaitIfNew() {
    guard let waitLog else { return }
    let wait = waitingOn
    switch wait?.cause {
    case nil:
      loggedWait = nil
    case .transition?, .nextStep?:
      break
    case let cause?:
      guard cause != loggedWait, let wait else { return }
      loggedWait = cause
      waitLog("ModalStack: \(wait)")
    }
  }
}
