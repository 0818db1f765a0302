/// The router's asynchronous shell around ``TransitionQueue``: it feeds inputs in, carries out
/// effects, turns steps into events and host events into inputs.
extension Router {
  /// Feeds an input to the queue, after the target if it changed since the queue last heard of
  /// it. Re-entrant calls (a host that completes synchronously) are queued and handled in order.
  func feed(_ input: TransitionQueue<Destination>.Input? = nil) {
    pending.add(input, target: stack)
    guard !isProcessing else { return }
    isProcessing = true
    defer { isProcessing = false }
    while let next = pending.next() {
      let effects = queue.handle(next) { [ledger] in ledger.hasExitAction($0) }
      if presented != queue.confirmed { presented = queue.confirmed }
      if stack != queue.target {
        let old = stack
        stack = queue.target
        if ledger.recordQueueChange(from: old, to: stack, effects: effects) { notifyTargetObservers() }
      }
      for effect in effects { run(effect) }
    }
  }

  private func run(_ effect: TransitionQueue<Destination>.Effect) {
    switch effect {
    case .perform(let ticket):
      guard let host else { return }
      let admission = host.admission(of: ticket.step)
      guard admission == .ready else { return feed(.stepNotAdmitted(ticket: ticket.id, admission)) }
      if queue.stepAdmitted() { emit(.resumedAfterForeignPresentation) }
      emit(ledger.stepStarting(ticket))
      let timeout = scheduler.schedule(after: ticket.timeLimit(base: stepTimeout)) { [weak self] in
        self?.feed(.stepTimedOut(ticket: ticket.id))
      }
      inFlight.start(ticket, timeout: timeout)
      host.perform(ticket.step) { [weak self] in self?.stepCompleted(ticket.id) }
    case .runExitActions(let ticket, let routes):
      runExitActions(routes, ticket: ticket.id)
    case .resynchronize(let later):
      inFlight.cancel()
      let resynchronize: @MainActor () -> Void = { [weak self] in
        guard let self, let host = self.host else { return }
        self.feed(.resynchronized(host.shownStack(expected: self.queue.confirmed), hostIsBusy: host.isTransitioning))
      }
      if later { scheduler.schedule(after: stepTimeout, resynchronize) } else { resynchronize() }
    case .recheckLater:
      scheduler.schedule(after: foreignRecheckInterval) { [weak self] in self?.feed(.recheck) }
    case .settled:
      settle()
    case .fault, .waiting, .userRemoved:
      emit(ledger.events(reporting: effect))
    }
  }

  private func stepCompleted(_ ticket: Int) {
    guard let completed = inFlight.complete(ticket) else { return }
    emit(ledger.stepCompleted(completed))
    feed(.stepCompleted(ticket: ticket))
  }

  /// Tells each leaving route, awaits the exit actions together, bounded by ``exitTimeout``.
  private func runExitActions(_ routes: [Route<Destination>], ticket: Int) {
    let (events, actions) = ledger.startingExits(of: routes)
    emit(events)
    _ = ExitHandshake(actions: actions, limit: exitTimeout, scheduler: scheduler) { [weak self] late in
      for id in late.sorted(by: { $0.rawValue < $1.rawValue }) { self?.emit(.hostFault(.exitActionTimedOut(id))) }
      self?.feed(.exitFinished(ticket: ticket))
    }
  }

  private func settle() {
    isSettled = true
    settledAt = scheduler.now
    // Settled means the routes that left the target are off screen too.
    ledger.forgetRoutesThatLeft()
  }

  // MARK: Host events

  func handle(_ event: HostEvent<Destination>) {
    switch event {
    case .userDismissBegan, .userDismissCancelled, .userDismissed, .userChangedPath:
      let before = stack
      let reason = ledger.markLeaving(for: event, shown: presented)
      feed(event.queueInput)
      // A removal by the user changes the target too; slots hear of it.
      guard let reason else { return }
      ledger.recordChange(from: before, to: stack, reason: reason)
      notifyTargetObservers()
    case .dismissAttempted(let id, let reason):
      attemptDismissal(of: id, reason: reason)
    case .windowClosed:
      detach()
    }
  }

  /// Applies a route's dismiss policy to the user's attempt to dismiss it.
  private func attemptDismissal(of id: RouteID, reason: RouteChangeReason) {
    guard let route = stack.route(id), route.modal != nil else { return }
    switch DismissAttempt(route, ownHandler: ledger.confirmation(of: id), routerWide: confirmDismissal) {
    case .dismiss: try? dismiss(id, reason: reason)
    case .blocked: emit(.dismissBlocked(route, reason: reason))
    case .ask(let handler):
      Task { @MainActor [weak self] in
        let accepted = await handler(reason)
        self?.emit(.dismissConfirmation(route, reason: reason, accepted: accepted))
        if accepted, self?.ledger.contains(id) == true { try? self?.dismiss(id, reason: reason) }
      }
    }
  }

  // MARK: Events

  func emit(_ event: RouterEvent<Destination>) { observers.send(event) }

  func emit(_ events: [RouterEvent<Destination>]) {
    for event in events { observers.send(event) }
  }
}
