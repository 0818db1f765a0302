/// The engine under a ``Router``, the only owner of its navigation state: it takes every command,
/// builds its ``TargetChange``, and carries out what the ``TransitionStateMachine`` decides. It
/// reads nothing of its router and reports what changed as ``EngineReport``s. The data flows one
/// way (`Documentation/HowACommandReachesTheScreen.md`): command → ``TargetChange`` →
/// ``RouteLedger`` → ``PendingInputs`` → ``TransitionStateMachine`` → ``Plan`` → host → events.
///
/// Each entry (a command, a host attached or detached, a host event, a timer) is one turn; what a
/// turn reports is delivered from one queue once it has finished, so no router code runs inside
/// a turn. A host that completes a step inside `perform` joins the running turn; any other entry
/// while a turn runs is re-entry, which ``reentered`` reports.
@MainActor
final class RouterEngine<Destination: Hashable & Sendable> {
  /// Asked when the user tries to dismiss a confirm-first route that has no handler of its own.
  var confirmDismissal: (@MainActor (Route<Destination>, RouteChangeReason) async -> Bool)?
  /// Where reports go, once the turn that made them has finished.
  var report: @MainActor (EngineReport<Destination>) -> Void = { _ in }
  /// Called with the name of an entry made while a turn runs: a failed assertion in debug builds.
  var reentered: @MainActor (_ entry: StaticString) -> Void = { entry in
    assertionFailure("RouterEngine entered (\(entry)) while a turn runs")
  }

  let scheduler: any Scheduler
  /// The popup queue: its state, the app's rules and the popups' lifetimes.
  let popups = PopupLane<Destination>()
  private(set) var ledger = RouteLedger<Destination>()
  private var machine: TransitionStateMachine<Destination>
  private var pending = PendingInputs<Destination>()
  /// The router the engine works for, which the window claims name.
  private weak var owner: AnyObject?
  /// The host of the window driven, if any: the window's claim (``WindowClaims``) holds it.
  private var host: (any PresentationHost<Destination>)? {
    owner.flatMap { (WindowClaims.claim(drivenBy: $0)?.host as? WindowClaims.TypedHost<Destination>)?.host }
  }
  /// The time limit of the step with the host, by ticket: a scheduler's handle, which the machine
  /// cannot hold as a value.
  private var timeLimit: (ticket: Int, action: ScheduledAction)?
  private var turnDepth = 0
  /// What the turns hand out, oldest first, until delivered.
  private var outgoing: [Outgoing] = []
  private var isDelivering = false
  /// The exit actions the next step waits for, until they finish or time out.
  private var exits: ExitHandshake?

  init(scheduler: any Scheduler, settings: RouterSettings) {
    self.scheduler = scheduler
    machine = TransitionStateMachine(settings: settings)
  }

  /// What the screen should show once settled: the latest command's target.
  var target: RouteStack<Destination> { machine.target }
  /// What the host has confirmed on screen.
  var presented: RouteStack<Destination> { machine.confirmed }
  /// Whether the screen shows the target and nothing is in flight.
  var isSettled: Bool { machine.isSettled }
  /// How the router animates and how long it waits: the machine plans with them.
  var settings: RouterSettings {
    get { machine.settings }
    set { machine.settings = newValue }
  }
  /// The step the host is performing now, if any.
  var stepInFlight: PresentationStep<Destination>? { machine.stepWithHost?.step }
  /// The name of someone else's controller the engine waits under, while it does.
  var waitingFor: String? { machine.waitingFor }
  /// The leaving routes whose exit actions a dismissal waits for, still running, top first.
  var exitActionsRunning: [RouteID] { exits?.running ?? [] }

  // MARK: Commands

  /// Makes checked changes that follow one another one change of the target: each recorded, the
  /// last reported, and the machine's plan made at the end of the run-loop turn (one plan a turn).
  func apply(_ changes: [TargetChange<Destination>], source: CommandSource) {
    guard let last = changes.last else { return }
    turn("a command") {
      var detentChanges: [RouterEvent<Destination>] = []
      var leftUnshown: [Route<Destination>] = []
      var steps: [PresentationStep<Destination>] = []
      for change in changes {
        let recorded = ledger.record(change, policy: machine.animationPolicy)
        if !recorded.leftUnshown.isEmpty { leftUnshown += recorded.leftUnshown }
        if !recorded.detentChanges.isEmpty { detentChanges += recorded.detentChanges }
        steps = recorded.steps
      }
      // The steps of a single change, which the ledger compared, are a plan from its old target.
      machine.retarget(to: last.new, from: last.old, by: changes.count == 1 ? steps : nil)
      if pending.targetChanged() { scheduler.schedule(after: .zero) { [weak self] in self?.enter("the turn's plan") } }
      post(.targetChanged(last.new, reason: last.reason, source: source))
      // Reported after the target, so observers hear of the change before the routes it took off.
      leftScreen(leftUnshown)
      emit(detentChanges)
    }
  }

  /// Runs a command; with `animated`, its change animates (or not) until the screen settles.
  func changing<Result>(animated: Bool?, _ command: () throws -> Result) rethrows -> Result {
    guard let animated else { return try command() }
    let before = target
    let result = try command()
    if target != before { machine.animateUntilSettled(animated) }
    return result
  }

  /// Registers a route's exit action, replacing (or, with `adding`, joining) an earlier one.
  func setExitAction(_ action: @escaping ExitAction, for id: RouteID, adding: Bool) throws {
    try ledger.setExitAction(action, for: id, adding: adding)
  }

  /// Registers the handler asked when the user tries to dismiss a confirm-first route.
  func setConfirmation(_ handler: @escaping RouteLedger<Destination>.Confirmation, for id: RouteID) throws {
    try ledger.setConfirmation(handler, for: id)
  }

  // MARK: The window

  /// Connects a host, claiming its window for `owner`; a second root of the window driven joins.
  /// - Throws: ``HostAttachError`` when the engine drives another window or the window has another
  ///   router; nothing changes.
  func attach(_ host: any PresentationHost<Destination>, owner: AnyObject, stacks: NavigationStacks?) throws {
    try turn("attach") {
      self.owner = owner
      if let current = self.host {
        // A second root of the same window with the same router: the first one drives.
        guard current.windowRoot === host.windowRoot else { throw HostAttachError.routerDrivesAnotherWindow }
        _ = try WindowClaims.claim(current, for: owner, stacks: stacks)
        return
      }
      _ = try WindowClaims.claim(host, for: owner, stacks: stacks)
      // A host keeps the handler after the router lets it go: what it reports then is ignored.
      let shown = host.attach { [weak self, weak host] event in
        guard let self, let host, self.host === host else { return }
        self.handle(event)
      }
      feed(.hostAttached(shown))
    }
  }

  /// Whether the engine drives a window now.
  var hasHost: Bool { host != nil }

  /// Whether the engine drives the window of this root controller now.
  func drives(windowRoot: AnyObject) -> Bool { host?.windowRoot === windowRoot }

  /// The navigation stacks the app marked in the window driven, if a session tells them.
  var navigationStacks: NavigationStacks? { owner.flatMap { WindowClaims.claim(drivenBy: $0)?.stacks } }

  /// Lets the window go: the step in flight is forgotten and the window released.
  func detach() { turn("detach") { detaching() } }

  private func detaching() {
    guard let owner, host != nil else { return }
    WindowClaims.release(drivenBy: owner)
    cancelTimeLimit()
    feed(.hostDetached)
    emit(.hostDetached)
  }

  // MARK: The turn

  /// Runs one entry as a turn, then delivers what it reported (unless a delivery runs already).
  private func turn<Result>(_ entry: StaticString, _ body: () throws -> Result) rethrows -> Result {
    if turnDepth > 0 { reentered(entry) }
    turnDepth += 1
    defer {
      turnDepth -= 1
      if turnDepth == 0 { deliver() }
    }
    return try body()
  }

  /// Runs a completion in the running turn (a host completing inside `perform`), or as its own.
  private func joiningTurn(_ entry: StaticString, _ body: () -> Void) {
    if turnDepth > 0 { body() } else { turn(entry, body) }
  }

  /// Feeds an input as an entry of its own: the turn's plan, a timer.
  private func enter(_ entry: StaticString, feeding input: TransitionStateMachine<Destination>.Input? = nil) {
    turn(entry) { feed(input) }
  }

  /// What a turn hands out once it has finished, in order.
  private enum Outgoing {
    case report(EngineReport<Destination>)
    /// A step for the host, after the reports that tell of its start.
    case step(TransitionStateMachine<Destination>.Ticket)
  }

  /// Queues a report; one made outside any turn (an event from a task) is delivered at once.
  private func post(_ report: EngineReport<Destination>) {
    outgoing.append(.report(report))
    if turnDepth == 0 { deliver() }
  }

  private func deliver() {
    guard !isDelivering else { return }
    isDelivering = true
    var next = 0
    while next < outgoing.count {
      switch outgoing[next] {
      case .report(let report): self.report(report)
      case .step(let ticket): turn("a step") { perform(ticket) }
      }
      next += 1
    }
    outgoing = []
    isDelivering = false
  }

  // MARK: The loop

  /// Feeds an input to the state machine (after the target, if it changed) and carries out what it
  /// decides; an input that arrives while the loop runs joins the queue.
  private func feed(_ input: TransitionStateMachine<Destination>.Input? = nil) {
    let isRunning = !pending.isEmpty
    pending.add(input)
    guard !isRunning else { return }
    while let next = pending.first {
      // Only a route that leaves the target runs its exit action; one whose layer moves stays.
      let effects = machine.handle(next) { self.ledger.hasExitAction($0) && !self.ledger.contains($0) }
      for effect in effects { run(effect) }
      pending.removeFirst()
    }
  }

  private func run(_ effect: TransitionStateMachine<Destination>.Effect) {
    switch effect {
    case .targetChanged(let change):
      // The user's own detent move is reported by the machine's event.
      leftScreen(ledger.record(change).leftUnshown)
      post(.targetChanged(change.new, reason: change.reason, source: nil))
    case .shown(let hostReportedAll):
      if hostReportedAll { emit(ledger.hostShows(machine.confirmed)) }
      post(.presented)
    case .answered(let route, let answer):
      emit(.alertAnswered(route, answer))
      feed(.answerHeard)
    case .perform(let ticket):
      guard let host else { return }
      let admission = host.admission(of: ticket.step)
      guard case .ready = admission else { return feed(.stepNotAdmitted(ticket: ticket.id, admission)) }
      if machine.hostReady() { emit(.resumedAfterForeignPresentation) }
      let (events, routes) = ledger.stepStarting(ticket)
      emit(events)
      machine.hostTook(ticket.id, routes: routes)
      cancelTimeLimit()
      // Handed over after the turn, once its `willPresent` and `willDismiss` are sent.
      outgoing.append(.step(ticket))
    case .runExitActions(let ticket, let routes):
      runExitActions(routes, ticket: ticket.id)
    case .resynchronize(let later):
      cancelTimeLimit()
      if later {
        scheduler.schedule(after: settings.stepTimeout) { [weak self] in
          self?.turn("a resynchronisation") { self?.resynchronize() }
        }
      } else {
        resynchronize()
      }
    case .recheckLater:
      scheduler.schedule(after: settings.foreignRecheckInterval) { [weak self] in
        self?.enter("a recheck", feeding: .recheck)
      }
    case .settled:
      // Settled means the routes that left the target are off screen too.
      ledger.forgetRoutesThatLeft()
      post(.settled(at: scheduler.now))
    case .stepCompleted(let routes):
      emit(ledger.stepCompleted(routes))
    case .stepGivenUp(let routes):
      ledger.stepGivenUp(routes)
    case .userRemoved(let routes):
      leftScreen(routes)
    case .event(let event):
      emit(event)
    }
  }

  /// Hands a step to the host, unless the engine let it go meanwhile.
  private func perform(_ ticket: TransitionStateMachine<Destination>.Ticket) {
    guard let host, machine.stepWithHost?.id == ticket.id else { return }
    host.perform(ticket.step) { [weak self] in self?.hostPerformed(ticket) }
    guard machine.stepWithHost?.id == ticket.id else { return }
    let action = scheduler.schedule(after: ticket.timeLimit(base: settings.stepTimeout)) { [weak self] in
      self?.enter("a step's time limit", feeding: .stepTimedOut(ticket: ticket.id))
    }
    timeLimit = (ticket.id, action)
  }

  /// The host has made the step; a popup's step ends when its content is in.
  private func hostPerformed(_ ticket: TransitionStateMachine<Destination>.Ticket) {
    let entrance = ticket.step.entranceDuration
    guard entrance > .zero else { return joiningTurn("a step's completion") { stepCompleted(ticket.id) } }
    scheduler.schedule(after: entrance) { [weak self] in
      self?.turn("a popup's entrance") { self?.stepCompleted(ticket.id) }
    }
  }

  private func stepCompleted(_ ticket: Int) {
    if timeLimit?.ticket == ticket { cancelTimeLimit() }
    feed(.stepCompleted(ticket: ticket))
  }

  private func resynchronize() {
    guard let host else { return }
    feed(.resynchronized(host.shownStack(expected: machine.confirmed), hostIsBusy: host.isTransitioning))
  }

  private func cancelTimeLimit() {
    timeLimit?.action.cancel()
    timeLimit = nil
  }

  /// Tells each leaving route, awaits the exit actions together, bounded by the exit timeout.
  private func runExitActions(_ routes: [Route<Destination>], ticket: Int) {
    let (events, actions) = ledger.exits(of: routes, leftScreen: false)
    emit(events)
    // Actions that finish at once (none to run) join the running turn: that handshake is not kept.
    let handshake = ExitHandshake(actions: actions, limit: settings.exitTimeout, scheduler: scheduler) {
      [weak self] late in
      self?.joiningTurn("exit actions finished") {
        self?.exits = nil
        self?.post(.exitActions)
        for id in late.sorted(by: { $0.rawValue < $1.rawValue }) { self?.emit(.hostFault(.exitActionTimedOut(id))) }
        self?.feed(.exitFinished(ticket: ticket))
      }
    }
    exits = handshake.running.isEmpty ? nil : handshake
    post(.exitActions)
  }

  /// Reports routes that left the screen with no step to wait for and runs their exit actions,
  /// which nothing waits for.
  private func leftScreen(_ routes: [Route<Destination>]) {
    guard !routes.isEmpty else { return }
    let (events, actions) = ledger.exits(of: routes, leftScreen: true)
    emit(events)
    for case (_, let reason, let action?) in actions { Task { @MainActor in await action(reason) } }
  }

  // MARK: Host events

  /// Takes what the controller of a route finished with, once.
  func takeFinishedResult(of id: RouteID) -> ControllerResult? { ledger.takeFinishedResult(of: id) }

  private func handle(_ event: HostEvent<Destination>) {
    post(.hostInput(event))
    // A dismiss attempt follows the route's dismiss policy; what it allows is a command of its
    // own turn. Other interactions go to the state machine; a closed window detaches.
    if case .dismissAttempted(let id, let reason) = event { return attemptDismissal(of: id, reason: reason) }
    if case .controllerFinished(let id, let removed, let result) = event {
      // Kept until its route is forgotten, for whoever awaits it when the route leaves.
      ledger.keepFinishedResult(result, of: id)
      if !removed { return attemptDismissal(of: id, reason: .finished) }
    }
    turn("a host event") { if case .windowClosed = event { detaching() } else { feed(.host(event)) } }
  }

  /// Applies a route's dismiss policy to the user's attempt to dismiss it.
  private func attemptDismissal(of id: RouteID, reason: RouteChangeReason) {
    // Work that opens no turn, so checked here. Registering an exit action or a confirmation
    // starts nothing and is not checked: a view may do it as it appears, inside a step.
    if turnDepth > 0 { reentered("a dismiss attempt") }
    guard let route = target.route(id), route.modal != nil else { return }
    switch DismissAttempt(route, reason: reason, ownHandler: ledger.confirmation(of: id), routerWide: confirmDismissal)
    {
    // A route the user was allowed to dismiss goes if it is still on the target.
    case .dismiss: try? dismiss(id, reason: reason, source: .userAttempt)
    case .blocked: emit(.dismissBlocked(route, reason: reason))
    case .ask(let handler):
      let attempt = ledger.openAttempt(on: id)
      Task { @MainActor [weak self] in
        let accepted = await handler(reason)
        guard let self else { return }
        self.emit(.dismissConfirmation(route, reason: reason, accepted: accepted))
        // The route the user tried to dismiss goes, if it has stayed on the target since.
        guard self.ledger.closeAttempt(attempt, on: id) else { return }
        if accepted { try? self.dismiss(id, reason: reason, source: .userAttempt) }
      }
    }
  }

  func emit(_ event: RouterEvent<Destination>) { emit([event]) }

  private func emit(_ events: [RouterEvent<Destination>]) {
    if !events.isEmpty { post(.events(events)) }
  }
}
