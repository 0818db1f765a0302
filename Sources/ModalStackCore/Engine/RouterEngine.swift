/// The engine under a ``Router``, and the only owner of its navigation state: it takes every
/// command (`RouterEngine+Commands.swift`), builds and checks its ``TargetChange``, and owns the
/// target, the route ledger, the inputs waiting for the state machine, the state machine, the
/// host and the step in flight. It carries out what the state machine decides (steps handed to
/// the host with their time limits, exit handshakes, resynchronisation, rechecks while someone
/// else's alert is up, the changes the machine makes itself with their reasons); it never works
/// out by comparison what the machine did.
///
/// It reads nothing of its router: it reports what changed as ``EngineReport``s and the router
/// publishes them. The data flows one way, in the order of the article "How a Command Reaches
/// the Screen": command → ``TargetChange`` → ``RouteLedger`` → ``PendingInputs`` →
/// ``TransitionStateMachine`` → ``Plan`` → ``PresentationStep`` → host → events.
@MainActor
final class RouterEngine<Destination: Hashable & Sendable> {
  /// How long a step may take before it is reported as a ``HostFault``.
  var stepTimeout: Duration = .seconds(2)
  /// How often the engine looks again while someone else's alert covers the window.
  var foreignRecheckInterval: Duration = .milliseconds(100)
  /// How long an exit action may take before the route is removed anyway.
  var exitTimeout: Duration = .seconds(2)
  /// Asked when the user tries to dismiss a confirm-first route that has no handler of its own.
  var confirmDismissal: (@MainActor (Route<Destination>, RouteChangeReason) async -> Bool)?
  /// Where reports go: the router sets it once, weakly capturing itself.
  var report: @MainActor (EngineReport<Destination>) -> Void = { _ in }
  /// Runs the commands that wait for the target to change (those a protected flow held, once it
  /// has ended; the queue's screens whose turn has come): the router sets it once. The engine
  /// calls it as its loop starts (so they join the turn's target and its one plan) and when the
  /// loop has handled its inputs, never from inside a report.
  var runWaitingCommands: @MainActor () -> Void = {}

  /// The clock for time limits and turns.
  let scheduler: any Scheduler
  /// What is known about each route: ids, reasons, exit actions, confirmations.
  private(set) var ledger = RouteLedger<Destination>()
  /// The decisions: which step next, what is confirmed on screen, the target.
  private var machine: TransitionStateMachine<Destination>
  /// Inputs the state machine has not heard yet.
  private var pending = PendingInputs<Destination>()
  /// The host of the window driven, if any.
  private var host: (any PresentationHost<Destination>)?
  /// The step with the host and its time limit.
  private var inFlight = InFlightStep<Destination>()
  /// The user's attempts to dismiss confirm-first routes whose answer is awaited, by route: an
  /// attempt ends when its route leaves the target, so a late yes never takes a route that came
  /// later under the same id.
  private var openAttempts: [RouteID: Set<Int>] = [:]
  private var nextAttempt = 0
  /// What controllers the app made finished with, by route, until their routes are forgotten or
  /// the result is taken (``takeFinishedResult(of:)``).
  private var finishedResults: [RouteID: ControllerResult] = [:]

  /// Creates an engine showing the root only.
  init(scheduler: any Scheduler, animationPolicy: AnimationPolicy) {
    self.scheduler = scheduler
    machine = TransitionStateMachine(animationPolicy: animationPolicy)
  }

  /// What the screen should show once settled: the latest command's target.
  var target: RouteStack<Destination> { machine.target }
  /// What the host has confirmed on screen.
  var presented: RouteStack<Destination> { machine.confirmed }
  /// Whether the screen shows the target and nothing is in flight.
  var isSettled: Bool { machine.isSettled }
  /// Which steps of a multi-step change animate.
  var animationPolicy: AnimationPolicy {
    get { machine.animationPolicy }
    set { machine.animationPolicy = newValue }
  }
  /// The step the host is performing now, if any.
  var stepInFlight: PresentationStep<Destination>? { inFlight.ticket?.step }

  // MARK: Commands

  /// Makes changes that follow one another, checked already, as one change of the target: the
  /// ledger records each (with its reason), the target is reported once, as the last one leaves
  /// it, and the state machine hears of it at the end of the run-loop turn (so a turn's commands
  /// make one plan).
  func apply(_ changes: [TargetChange<Destination>], source: CommandSource) {
    guard let last = changes.last else { return }
    // Each sheet a change moves to another detent, whatever made it (a command, a binding, a
    // replay), is told of after the target (`detentChanged` with the change's reason).
    var detentChanges: [RouterEvent<Destination>] = []
    for change in changes { detentChanges += ledger.record(change) }
    endAttemptsOfRoutesThatLeft()
    machine.target = last.new
    if pending.targetChanged() { scheduler.schedule(after: .zero) { [weak self] in self?.feed() } }
    report(.targetChanged(last.new, reason: last.reason, source: source))
    // Told once the target is the new one: an observer's command builds on it, not on the old one.
    leftScreen(ledger.takeOrphans())
    emit(detentChanges)
  }

  /// Runs a command; with `animated`, the change it makes animates (or not) until the screen
  /// settles, whatever the animation policy says. A command that changes nothing leaves the policy.
  func changing<Result>(animated: Bool?, _ command: () throws -> Result) rethrows -> Result {
    guard let animated else { return try command() }
    let before = target
    let result = try command()
    if target != before { machine.animateUntilSettled(animated) }
    return result
  }

  /// Registers a route's exit action, replacing (or, with `adding`, joining) an earlier one.
  func setExitAction(_ action: @escaping RouteLedger<Destination>.ExitAction, for id: RouteID, adding: Bool) throws {
    try ledger.setExitAction(action, for: id, adding: adding)
  }

  /// Registers the handler asked when the user tries to dismiss a confirm-first route.
  func setConfirmation(_ handler: @escaping RouteLedger<Destination>.Confirmation, for id: RouteID) throws {
    try ledger.setConfirmation(handler, for: id)
  }

  // MARK: The window

  /// Connects a host, claiming its window; a second root of the window already driven joins.
  /// - Parameter owner: The router, which the window's claim names.
  /// - Throws: ``HostAttachError`` when the engine drives another open window or the host's
  ///   window has another router; nothing changes.
  func attach(_ host: any PresentationHost<Destination>, owner: AnyObject) throws {
    if let current = self.host {
      // A second root of the same window with the same router: the first one drives.
      guard current.windowRoot !== host.windowRoot else { return }
      throw HostAttachError.routerDrivesAnotherWindow
    }
    _ = try WindowClaims.claim(root: host.windowRoot, for: owner)
    self.host = host
    // A host keeps the handler after the router lets it go: what it reports then (its window
    // closing) is about a window the router no longer drives, maybe while it drives another.
    let shown = host.attach { [weak self, weak host] event in
      guard let self, let host, self.host === host else { return }
      self.handle(event)
    }
    feed(.hostAttached(shown))
  }

  /// Whether the engine drives the window of this root controller now.
  func drives(windowRoot: AnyObject) -> Bool { host?.windowRoot === windowRoot }

  /// Lets the window go: the step in flight is forgotten and the window released.
  func detach() {
    guard let host else { return }
    self.host = nil
    WindowClaims.release(root: host.windowRoot)
    inFlight.cancel()
    feed(.hostDetached)
    emit(.hostDetached)
  }

  // MARK: The loop

  /// Feeds an input to the state machine, after the target if it changed since it last heard,
  /// and carries out what it decides. An input that arrives while the loop runs (a host that
  /// completes at once, a command from an event's observer) joins the queue and is handled in order.
  private func feed(_ input: TransitionStateMachine<Destination>.Input? = nil) {
    let isRunning = !pending.isEmpty
    if !isRunning { runWaitingCommands() }
    pending.add(input)
    guard !isRunning else { return }
    while let next = pending.first {
      // Only a route that leaves the target runs its exit action; one whose layer moves stays.
      let effects = machine.handle(next) { self.ledger.hasExitAction($0) && !self.ledger.contains($0) }
      for effect in effects { run(effect) }
      pending.removeFirst()
    }
    runWaitingCommands()
  }

  private func run(_ effect: TransitionStateMachine<Destination>.Effect) {
    switch effect {
    case .targetChanged(let change):
      // The user's own detent move is told by `userMovedDetent`.
      ledger.record(change)
      endAttemptsOfRoutesThatLeft()
      leftScreen(ledger.takeOrphans())
      report(.targetChanged(change.new, reason: change.reason, source: nil))
    case .shown(let anew):
      if anew { emit(ledger.hostShows(machine.confirmed)) }
      report(.presented)
    case .answered(let route, let answer, let leaving):
      // The ledger is done with the routes the answer took off before the app hears it.
      let (events, actions) = ledger.leftScreen(leaving)
      emit(.alertAnswered(route, answer))
      emit(events)
      runExitActionsWithoutWaiting(actions)
      feed(.answerHeard)
    case .perform(let ticket):
      guard let host else { return }
      let admission = host.admission(of: ticket.step)
      guard case .ready = admission else { return feed(.stepNotAdmitted(ticket: ticket.id, admission)) }
      if machine.stepAdmitted() { emit(.resumedAfterForeignPresentation) }
      emit(ledger.stepStarting(ticket))
      inFlight.start(ticket)
      host.perform(ticket.step) { [weak self] in self?.hostPerformed(ticket) }
      // A step the host completed at once needs no time limit: none is scheduled and cancelled.
      if inFlight.needsTimeLimit(ticket.id) {
        let timeout = scheduler.schedule(after: ticket.timeLimit(base: stepTimeout)) { [weak self] in
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
        self.feed(.resynchronized(host.shownStack(expected: self.machine.confirmed), hostIsBusy: host.isTransitioning))
      }
      if later { scheduler.schedule(after: stepTimeout, resynchronize) } else { resynchronize() }
    case .recheckLater:
      scheduler.schedule(after: foreignRecheckInterval) { [weak self] in self?.feed(.recheck) }
    case .settled:
      // Settled means the routes that left the target are off screen too.
      ledger.forgetRoutesThatLeft()
      report(.settled(at: scheduler.now))
    case .forgetStepInFlight:
      inFlight.cancel()
    case .userRemoved(let routes):
      leftScreen(routes)
    case .userMovedDetent(let route, let detent):
      emit(.detentChanged(route, to: detent, reason: .interactive))
    case .awaitingAnswer(let route):
      emit(.waitingForAnswer(route))
    case .fault(let fault):
      emit(.hostFault(fault))
    case .waiting(let foreign):
      emit(foreign.map { .waitingForForeignPresentation($0) } ?? .resumedAfterForeignPresentation)
    }
  }

  /// The host has made the step; a popup's step ends when its content is in.
  private func hostPerformed(_ ticket: TransitionStateMachine<Destination>.Ticket) {
    let entrance = ticket.step.entranceDuration
    guard entrance > .zero else { return stepCompleted(ticket.id) }
    scheduler.schedule(after: entrance) { [weak self] in self?.stepCompleted(ticket.id) }
  }

  private func stepCompleted(_ ticket: Int) {
    guard let completed = inFlight.complete(ticket) else { return }
    emit(ledger.stepCompleted(completed))
    feed(.stepCompleted(ticket: ticket))
  }

  /// Tells each leaving route, awaits the exit actions together, bounded by the exit timeout.
  private func runExitActions(_ routes: [Route<Destination>], ticket: Int) {
    let (events, actions) = ledger.startingExits(of: routes)
    emit(events)
    _ = ExitHandshake(actions: actions, limit: exitTimeout, scheduler: scheduler) { [weak self] late in
      for id in late.sorted(by: { $0.rawValue < $1.rawValue }) { self?.emit(.hostFault(.exitActionTimedOut(id))) }
      self?.feed(.exitFinished(ticket: ticket))
    }
  }

  /// Reports routes that left the screen with no step to wait for (the user removed them, or
  /// they left the target while no controller showed them), and runs their exit actions, top
  /// first; nothing waits for them.
  private func leftScreen(_ routes: [Route<Destination>]) {
    let (events, actions) = ledger.leftScreen(routes)
    emit(events)
    runExitActionsWithoutWaiting(actions)
  }

  /// Runs exit actions that nothing waits for.
  private func runExitActionsWithoutWaiting(
    _ actions: [(RouteID, RouteChangeReason, RouteLedger<Destination>.ExitAction?)]
  ) {
    for case (_, let reason, let action?) in actions { Task { @MainActor in await action(reason) } }
  }

  // MARK: Host events

  /// Takes what the controller of a route finished with, if it did.
  /// - Parameter id: The route.
  /// - Returns: The result, once: a second call returns `nil`.
  func takeFinishedResult(of id: RouteID) -> ControllerResult? { finishedResults.removeValue(forKey: id) }

  private func handle(_ event: HostEvent<Destination>) {
    report(.hostInput(event))
    // The user's interactions and removals go to the state machine; an attempt to dismiss is
    // decided by the route's dismiss policy first, and a closed window detaches.
    switch event {
    case .userDismissBegan(let id): feed(.userDismissBegan(id))
    case .userDismissCancelled(let id): feed(.userDismissCancelled(id))
    case .userDismissed(let id, let reason): feed(.userDismissed(id, reason: reason))
    case .alertAnswered(let id, let answer): feed(.alertAnswered(id, answer))
    case .userChangedPath(let layer, let path): feed(.userChangedPath(layer: layer, path: path))
    case .userSelectedDetent(let id, let detent): feed(.userSelectedDetent(id, detent))
    case .dismissAttempted(let id, let reason): attemptDismissal(of: id, reason: reason)
    case .controllerFinished(let id, let removed, let result):
      // Kept until its route is forgotten, for whoever awaits it when the route leaves.
      finishedResults = finishedResults.filter { ledger.contains($0.key) || ledger.leftTarget.contains($0.key) }
      if ledger.contains(id) { finishedResults[id] = result }
      if removed { feed(.userDismissed(id, reason: .finished)) } else { attemptDismissal(of: id, reason: .finished) }
    case .windowClosed: detach()
    }
  }

  /// Applies a route's dismiss policy to the user's attempt to dismiss it.
  private func attemptDismissal(of id: RouteID, reason: RouteChangeReason) {
    guard let route = target.route(id), route.modal != nil else { return }
    switch DismissAttempt(route, reason: reason, ownHandler: ledger.confirmation(of: id), routerWide: confirmDismissal)
    {
    // A route the user was allowed to dismiss goes if it is still on the target.
    case .dismiss: try? dismiss(id, reason: reason, source: .userAttempt)
    case .blocked: emit(.dismissBlocked(route, reason: reason))
    case .ask(let handler):
      let attempt = nextAttempt
      nextAttempt += 1
      openAttempts[id, default: []].insert(attempt)
      Task { @MainActor [weak self] in
        let accepted = await handler(reason)
        guard let self else { return }
        self.emit(.dismissConfirmation(route, reason: reason, accepted: accepted))
        // The route the user tried to dismiss goes, if it has stayed on the target since.
        guard self.openAttempts[id]?.remove(attempt) != nil else { return }
        if self.openAttempts[id]?.isEmpty == true { self.openAttempts[id] = nil }
        if accepted { try? self.dismiss(id, reason: reason, source: .userAttempt) }
      }
    }
  }

  /// Ends the attempts whose routes left the target.
  private func endAttemptsOfRoutesThatLeft() {
    guard !openAttempts.isEmpty else { return }
    openAttempts = openAttempts.filter { ledger.contains($0.key) }
  }

  private func emit(_ event: RouterEvent<Destination>) { emit([event]) }

  private func emit(_ events: [RouterEvent<Destination>]) {
    if !events.isEmpty { report(.events(events)) }
  }
}
