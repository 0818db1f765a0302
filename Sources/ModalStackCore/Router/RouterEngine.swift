/// The imperative shell between a ``Router`` and the one window it drives: it feeds the pure
/// ``TransitionQueue`` (the target, the host's events), carries out its effects (steps handed to
/// the host with their time limits, exit handshakes, resynchronisation, rechecks while someone
/// else's alert is up) and reports each as router events.
///
/// The router keeps the API, the target and the ``RouteLedger``; the engine keeps what only
/// exists while it runs: the queue, the inputs not handled yet, the host and the step in
/// flight. The layering follows swift-async-algorithms: a public type, a storage class doing the
/// I/O, and pure state machines under it (``TransitionQueue``, ``RouteLedger``, ``InFlightStep``).
@MainActor
final class RouterEngine<Destination: Hashable & Sendable> {
  /// The router it works for; the router owns the engine.
  unowned let router: Router<Destination>
  let scheduler: any Scheduler
  // Most of the mutable state below is not checked for overlapping accesses at run time
  // (`@exclusivity(unchecked)`): the checks cost a tenth of a command. The engine touches it
  // only on the main actor and calls nothing outside the core while it changes it: the queue and
  // the inputs are pure values, a re-entrant input waits in `pending`, and the host is only read.
  // The step in flight stays checked: changing it cancels a time limit, which runs the
  // scheduler's code (an app may bring its own `Scheduler`).

  /// The transition queue's decisions: which step next, what is confirmed on screen.
  var queue = TransitionQueue<Destination>()
  var pending = PendingInputs<Destination>()
  /// The host of the window the router drives, if any.
  var host: (any PresentationHost<Destination>)?
  /// The step with the host and its timeout, for diagnostics too.
  var inFlight = InFlightStep<Destination>()
  var isProcessing = false

  init(router: Router<Destination>, scheduler: any Scheduler) {
    self.router = router
    self.scheduler = scheduler
  }

  // MARK: The window

  /// Connects a host, claiming its window; a second root of the window already driven joins.
  /// - Throws: ``HostAttachError`` when the router drives another open window or the host's
  ///   window has another router; nothing changes.
  func attach(_ host: any PresentationHost<Destination>) throws {
    if let current = self.host {
      // A second root of the same window with the same router: the first one drives.
      guard current !== host, current.windowRoot !== host.windowRoot else { return }
      throw HostAttachError.routerDrivesAnotherWindow
    }
    _ = try WindowClaims.claim(root: host.windowRoot, for: router)
    self.host = host
    let shown = host.attach { [weak self] event in self?.handle(event) }
    feed(.hostAttached(shown))
  }

  /// Lets the window go: the step in flight is forgotten and the window released.
  func detach() {
    guard let host else { return }
    self.host = nil
    WindowClaims.release(root: host.windowRoot)
    inFlight.cancel()
    feed(.hostDetached)
    router.emit(.hostDetached)
  }

  /// The target changed: the queue hears of it at the end of the turn.
  func targetChanged() {
    if pending.targetChanged() { scheduler.schedule(after: .zero) { [weak self] in self?.feed() } }
  }

  // MARK: The loop

  /// Feeds an input to the queue, after the target if it changed since the queue last heard of
  /// it. Re-entrant calls (a host that completes synchronously) are queued and handled in order.
  func feed(_ input: TransitionQueue<Destination>.Input? = nil) {
    // One strong reference for the whole loop: each use of an unowned one checks and retains.
    let router = self.router
    pending.add(input, target: router._stack)
    guard !isProcessing else { return }
    isProcessing = true
    defer { isProcessing = false }
    while let next = pending.next() {
      let effects = queue.handle(next) { router.ledger.hasExitAction($0) }
      router.showsOnScreen(queue.confirmed)
      if router._stack != queue.target {
        let old = router._stack
        router.stack = queue.target
        if router.ledger.recordQueueChange(from: old, to: router._stack, effects: effects) { router.notifyTargetObservers() }
      }
      for effect in effects { run(effect) }
    }
  }

  func run(_ effect: TransitionQueue<Destination>.Effect) {
    let router = self.router
    switch effect {
    case .perform(let ticket):
      guard let host else { return }
      let admission = host.admission(of: ticket.step)
      guard admission == .ready else { return feed(.stepNotAdmitted(ticket: ticket.id, admission)) }
      if queue.stepAdmitted() { router.emit(.resumedAfterForeignPresentation) }
      router.emit(router.ledger.stepStarting(ticket, reporting: router.hasListeners))
      inFlight.start(ticket)
      host.perform(ticket.step) { [weak self] in self?.hostPerformed(ticket) }
      // A step the host completed at once needs no time limit: none is scheduled and cancelled.
      if inFlight.needsTimeLimit(ticket.id) {
        let timeout = scheduler.schedule(after: ticket.timeLimit(base: router.stepTimeout)) { [weak self] in
          self?.feed(.stepTimedOut(ticket: ticket.id))
        }
        inFlight.setTimeLimit(timeout, for: ticket.id)
      }
    case .runExitActions(let ticket, let routes):
      runExitActions(routes, ticket: ticket.id)
    case .resynchronize(let later):
      inFlight.cancel()
      let resynchronize: @MainActor () -> Void = { [weak self] in
        guard let self, let host = self.host else { return }
        self.feed(.resynchronized(host.shownStack(expected: self.queue.confirmed), hostIsBusy: host.isTransitioning))
      }
      if later { scheduler.schedule(after: router.stepTimeout, resynchronize) } else { resynchronize() }
    case .recheckLater:
      scheduler.schedule(after: router.foreignRecheckInterval) { [weak self] in self?.feed(.recheck) }
    case .settled:
      router.settled(at: scheduler.now)
    case .forgetStepInFlight:
      inFlight.cancel()
    case .fault, .waiting, .userRemoved:
      router.emit(router.ledger.events(reporting: effect))
    }
  }

  /// The host has made the step; a popup's step ends when its content is in.
  func hostPerformed(_ ticket: TransitionQueue<Destination>.Ticket) {
    let entrance = ticket.step.entranceDuration
    guard entrance > .zero else { return stepCompleted(ticket.id) }
    scheduler.schedule(after: entrance) { [weak self] in self?.stepCompleted(ticket.id) }
  }

  func stepCompleted(_ ticket: Int) {
    guard let completed = inFlight.complete(ticket) else { return }
    let router = self.router
    router.emit(router.ledger.stepCompleted(completed, reporting: router.hasListeners))
    feed(.stepCompleted(ticket: ticket))
  }

  /// Tells each leaving route, awaits the exit actions together, bounded by the router's exit timeout.
  func runExitActions(_ routes: [Route<Destination>], ticket: Int) {
    let (events, actions) = router.ledger.startingExits(of: routes)
    router.emit(events)
    _ = ExitHandshake(actions: actions, limit: router.exitTimeout, scheduler: scheduler) { [weak self] late in
      for id in late.sorted(by: { $0.rawValue < $1.rawValue }) { self?.router.emit(.hostFault(.exitActionTimedOut(id))) }
      self?.feed(.exitFinished(ticket: ticket))
    }
  }

  // MARK: Host events

  private func handle(_ event: HostEvent<Destination>) {
    router.flightRecorder?.record(.host(HostInput(event)), at: scheduler.now)
    switch event {
    case .userDismissBegan, .userDismissCancelled, .userDismissed, .userChangedPath:
      let before = router._stack
      // What shows includes a layer being presented: a user's removal under it takes it too.
      let shown = inFlight.current.map { $0.step.applied(to: router._presented) } ?? router._presented
      let reason = router.ledger.markLeaving(for: event, shown: shown)
      feed(event.queueInput)
      // A removal by the user changes the target too; slots hear of it.
      guard let reason else { return }
      router.ledger.recordChange(from: before, to: router._stack, reason: reason)
      router.notifyTargetObservers()
    case .dismissAttempted(let id, let reason):
      attemptDismissal(of: id, reason: reason)
    case .windowClosed:
      detach()
    }
  }

  /// Applies a route's dismiss policy to the user's attempt to dismiss it.
  private func attemptDismissal(of id: RouteID, reason: RouteChangeReason) {
    guard let route = router._stack.route(id), route.modal != nil else { return }
    switch DismissAttempt(route, ownHandler: router.ledger.confirmation(of: id), routerWide: router.confirmDismissal) {
    case .dismiss: router.applying(from: .userAttempt) { try? router.dismiss(id, reason: reason) }
    case .blocked: router.emit(.dismissBlocked(route, reason: reason))
    case .ask(let handler):
      Task { @MainActor [weak router] in
        let accepted = await handler(reason)
        router?.emit(.dismissConfirmation(route, reason: reason, accepted: accepted))
        if accepted, let router, router.ledger.contains(id) {
          router.applying(from: .userAttempt) { try? router.dismiss(id, reason: reason) }
        }
      }
    }
  }
}
