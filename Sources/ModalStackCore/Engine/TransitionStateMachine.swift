/// The decisions of the presentation engine, as a pure state machine: one step in flight, never
/// a cancelled UIKit transition, the latest target planned from what the host confirmed. A step
/// that never completes times out and the queue resynchronises from the host's real state.
/// ``RouterEngine`` feeds ``Input``s in and carries out the ``Effect``s, which carry every change
/// the machine makes to the target and to what is on screen, with its reason.
struct TransitionStateMachine<Destination: Hashable & Sendable>: Sendable {
  /// A step handed to the host, numbered for its completion or timeout; the step in flight is
  /// the phase's ticket and nothing else.
  struct Ticket: Hashable, Sendable {
    let id: Int
    let step: PresentationStep<Destination>
    /// The routes the step shows and removes (top first), for the router's events.
    let presented: [Route<Destination>]
    let dismissed: [Route<Destination>]
    /// Set once the host took the step: handed back as it completes or is given up.
    var routes: StepRoutes<Destination>?

    /// The router's timeout, plus the custom transition's duration of the layer that animates.
    func timeLimit(base: Duration) -> Duration {
      guard step.isAnimated else { return base }
      let animating = presented.first ?? dismissed.first { $0.modal != nil }
      return base + (animating?.modal.flatMap(\.customDuration) ?? .zero)
    }
  }

  /// What the queue is doing.
  enum Phase: Hashable, Sendable {
    /// No host is attached yet: changes wait.
    case detached
    /// Nothing in flight.
    case idle
    /// Waiting for the exit actions of the routes a dismissal removes.
    case awaitingExit(Ticket)
    /// A step is with the host.
    case inFlight(Ticket)
    /// Waiting for the host's real state after a fault, with the step given up.
    case resynchronizing(givenUp: Ticket?)
    /// Someone else's controller (an alert, ``waitingFor``) is on top of the chain: the step
    /// waits for a recheck.
    case waiting
    /// The router's own alert (``awaitedAnswer``) is on top and the next step presents over it:
    /// UIKit presents nothing on an alert, so it waits for the answer or a new target.
    case awaitingAnswer
  }

  /// Something that happened.
  enum Input: Sendable {
    /// A host was attached, showing this stack.
    case hostAttached(RouteStack<Destination>)
    /// The app changed ``target``: plan for it when nothing is in flight.
    case targetChanged
    /// The exit actions of a ticket finished (or timed out).
    case exitFinished(ticket: Int)
    /// The host completed a step.
    case stepCompleted(ticket: Int)
    /// A step did not complete in time.
    case stepTimedOut(ticket: Int)
    /// The host reported what it really shows, and whether a transition is still stuck on it.
    case resynchronized(RouteStack<Destination>, hostIsBusy: Bool)
    /// The host did not admit a step: it must wait (``StepAdmission/waiting(for:)``) or refused it.
    case stepNotAdmitted(ticket: Int, StepAdmission)
    /// Time to look again whether what the queue waits for is gone.
    case recheck
    /// The host went away (its window closed); nothing of the stack is on screen any more.
    case hostDetached
    /// What the user did, as the host reported it. After an answered alert no step starts until
    /// the app heard the answer, so what it presents from the answer is planned without the alert.
    case host(HostEvent<Destination>)
    /// The app has heard the answer ``Effect/answered(_:_:)`` reported.
    case answerHeard
  }

  /// Something the shell must do.
  enum Effect: Hashable, Sendable {
    /// The machine changed the target itself (a user's removal, a step given up).
    case targetChanged(TargetChange<Destination>)
    /// ``confirmed`` changed; `hostReportedAll` when a host reported all of it (attached, resynchronised, gone).
    case shown(hostReportedAll: Bool)
    /// Tell the answer (before ``userRemoved(_:)`` tells the routes it took off the screen), then
    /// send ``Input/answerHeard``.
    case answered(Route<Destination>, AlertResponse)
    /// Run the exit actions of these routes, then send ``Input/exitFinished(ticket:)``.
    case runExitActions(Ticket, routes: [Route<Destination>])
    /// Hand this step to the host and start its timeout.
    case perform(Ticket)
    /// The step the host took completed: its routes are said presented, dismissed or rebuilt.
    /// Sent before ``shown(hostReportedAll:)``.
    case stepCompleted(StepRoutes<Destination>)
    /// Ask the host what it shows and send ``Input/resynchronized(_:hostIsBusy:)``, `later` after a delay.
    case resynchronize(later: Bool)
    /// Send ``Input/recheck`` a little later: the queue waits for someone else's controller.
    case recheckLater
    /// The user removed these routes (top first), for the reason ``targetChanged(_:)`` gave.
    case userRemoved([Route<Destination>])
    /// Tell the app: a fault, a wait for someone else's controller or for an alert's answer, the
    /// user's drag of a sheet to another detent.
    case event(RouterEvent<Destination>)
    /// A step the host took never completed: its routes, said coming or leaving, are said
    /// presented or dismissed once a host shows them or not. Sent just before ``shown(hostReportedAll:)``.
    case stepGivenUp(StepRoutes<Destination>)
    /// The screen shows the target.
    case settled
  }

  /// What the host has confirmed on screen.
  var confirmed = RouteStack<Destination>() { didSet { planned = nil } }
  /// What should be on screen.
  var target = RouteStack<Destination>() { didSet { planned = nil } }
  /// The steps from ``confirmed`` to ``target``, carried out in order: empty when the screen shows
  /// the target, `nil` once a stack or the policy changes other than by a planned step.
  private var planned: [PresentationStep<Destination>]?
  /// What the queue is doing.
  var phase: Phase = .detached
  /// The route the user is dismissing interactively, if any; no step starts meanwhile.
  var userInteraction: RouteID?
  /// The alert the user answered while the app has not heard the answer yet; no step starts meanwhile.
  var answerUnheard: RouteID?
  /// The router's settings; the machine plans with their animation policy.
  var settings: RouterSettings { didSet { planned = nil } }
  /// A command's `animated:`, which overrides the settings' policy until the screen next settles.
  var animationOverride: AnimationPolicy? { didSet { planned = nil } }
  /// Which steps animate now.
  var animationPolicy: AnimationPolicy { animationOverride ?? settings.animationPolicy }
  /// The step that last timed out: planned again unchanged, it is resolved, not retried.
  var timedOutStep: PresentationStep<Destination>?
  var nextTicket = 1

  init(settings: RouterSettings = RouterSettings()) {
    self.settings = settings
  }

  /// The step the host is performing: taken and not yet completed.
  var stepWithHost: Ticket? {
    guard case .inFlight(let ticket) = phase, ticket.routes != nil else { return nil }
    return ticket
  }

  /// The host took the step in flight; its routes by identity, decided as it starts.
  mutating func hostTook(_ id: Int, routes: StepRoutes<Destination>) {
    guard case .inFlight(var ticket) = phase, ticket.id == id else { return }
    ticket.routes = routes
    phase = .inFlight(ticket)
  }

  /// The effect handing over a step's routes, when the host had taken it.
  private func givingUp(_ ticket: Ticket?) -> [Effect] { ticket?.routes.map { [.stepGivenUp($0)] } ?? [] }

  /// Whether the confirmed stack is the target and nothing is in flight (with or without a host).
  var isSettled: Bool {
    let isResting = if case .idle = phase { true } else if case .detached = phase { true } else { false }
    return isResting && userInteraction == nil && answerUnheard == nil && confirmed == target
  }

  /// A command's `animated:`, until the screen next settles.
  mutating func animateUntilSettled(_ animated: Bool) {
    let policy = settings.animationPolicy
    animationOverride = animated ? (policy == .none ? .lastOnly : policy) : .none
  }

  /// Handles one input: what the shell must do, in order. `hasExitAction` says whether a route's
  /// exit action must run before it is removed.
  mutating func handle(_ input: Input, hasExitAction: (RouteID) -> Bool = { _ in false }) -> [Effect] {
    func next() -> [Effect] { advance(hasExitAction: hasExitAction) }
    switch input {
    case .hostAttached(let shown):
      confirmed = shown
      phase = .idle
      return [.shown(hostReportedAll: true)] + next()
    case .targetChanged:
      stopAwaitingAnswer()
      return next()
    case .exitFinished(let id):
      guard case .awaitingExit(let ticket) = phase, ticket.id == id else { return [] }
      // The user may have swiped meanwhile (UIKit lets them while no transition runs): plan
      // again from what is on screen now, and not at all while their finger is down.
      phase = .idle
      return next()
    case .stepCompleted(let id):
      guard case .inFlight(let ticket) = phase, ticket.id == id else { return [] }
      // The rest of the plan still leads from the new confirmed stack to the target.
      let rest = planned.map { Array($0.dropFirst()) }
      ticket.step.apply(to: &confirmed)
      planned = rest
      phase = .idle
      return (ticket.routes.map { [.stepCompleted($0)] } ?? []) + [.shown(hostReportedAll: false)] + next()
    case .stepTimedOut(let id):
      guard case .inFlight(let ticket) = phase, ticket.id == id else { return [] }
      phase = .resynchronizing(givenUp: ticket)
      timedOutStep = ticket.step
      return [.event(.hostFault(.stepTimedOut(ticket.step.description))), .resynchronize(later: false)]
    case .stepNotAdmitted(let id, let outcome):
      guard case .inFlight(let ticket) = phase, ticket.id == id else { return [] }
      switch outcome {
      case .ready:
        return []
      case .waiting(let foreign):
        let isNew = waitingFor != foreign
        waitingFor = foreign
        phase = .waiting
        return (isNew ? [.event(.waitingForForeignPresentation(foreign))] : []) + [.recheckLater]
      case .refused(let reason):
        phase = .idle
        return resolve(ticket.step, because: reason) + next()
      }
    case .recheck:
      guard case .waiting = phase else { return [] }
      phase = .idle
      return next()
    case .hostDetached:
      let givenUp: Ticket? =
        switch phase {
        case .inFlight(let ticket), .resynchronizing(let ticket?): ticket
        default: nil
        }
      phase = .detached
      confirmed = RouteStack()
      userInteraction = nil
      waitingFor = nil
      awaitedAnswer = nil
      answerUnheard = nil
      return givingUp(givenUp) + [.shown(hostReportedAll: true)]
    case .resynchronized(let shown, let hostIsBusy):
      guard case .resynchronizing(let givenUp) = phase else { return [] }
      confirmed = shown
      // A host stuck in a transition drops every request: wait, do not pile up.
      if hostIsBusy {
        phase = .resynchronizing(givenUp: nil)
        return givingUp(givenUp) + [.shown(hostReportedAll: true), .resynchronize(later: true)]
      }
      phase = .idle
      return givingUp(givenUp) + [.shown(hostReportedAll: true)] + next()
    case .host(.userDismissBegan(let id)):
      userInteraction = id
      return []
    case .host(.userDismissCancelled(let id)):
      guard userInteraction == id else { return [] }
      userInteraction = nil
      return next()
    case .host(.userDismissed(let id, let reason)):
      return userRemoved(id, reason: reason) + next()
    case .host(.controllerFinished(let id, removed: true, _)):
      return userRemoved(id, reason: .finished) + next()
    case .host(.alertAnswered(let id, let answer)):
      let alert = shown.route(id)
      var effects = userRemoved(id, reason: .answered)
      guard let alert else { return effects + next() }
      answerUnheard = id
      // The answer is reported once the alert is off the target, and before the alert's `didDismiss`,
      // which the removal tells in the same turn: the router is done with the alert before the app
      // hears the answer, so a route the app presents from it, even under the alert's id, is a new one.
      let removal = effects.firstIndex { if case .userRemoved = $0 { true } else { false } }
      effects.insert(.answered(alert, answer), at: removal ?? effects.endIndex)
      return effects
    case .answerHeard:
      answerUnheard = nil
      return next()
    case .host(.userChangedPath(let index, let path)):
      guard let layer = confirmed.layer(at: index), layer.path != path else { return [] }
      let before = target
      confirmed.setPath(path, ofLayer: index)
      let removed = Array(layer.path.filter { !path.contains($0) }.reversed())
      if let targetIndex = layer.modal.map({ target.layerIndex(ofModal: $0.id) }) ?? 0,
        var targetPath = target.layer(at: targetIndex)?.path
      {
        // Only what the user popped leaves the target, with what follows it in its own stack:
        // the app's pushes not shown yet, in other stacks, stay.
        for route in removed.reversed() {
          guard let position = targetPath.firstIndex(where: { $0.id == route.id }) else { continue }
          let stack = targetPath[position].shownInStack
          targetPath = Array(targetPath[..<position]) + targetPath[position...].filter { $0.shownInStack != stack }
        }
        target.setPath(targetPath, ofLayer: targetIndex)
      }
      return userChanged(from: before, removing: removed, reason: .interactive) + next()
    case .host(.userSelectedDetent(let id, let detent)):
      return userSelectedDetent(detent, of: id) + next()
    case .host(.dismissAttempted), .host(.controllerFinished), .host(.windowClosed):
      return []
    }
  }

  /// What shows, including a layer being presented: a user's removal under it takes it too.
  var shown: RouteStack<Destination> {
    if case .inFlight(let ticket) = phase { ticket.step.applied(to: confirmed) } else { confirmed }
  }

  /// Takes a route the user dismissed and the layers above it off the screen and the target,
  /// keeping the target's layers not shown yet. A layer being presented goes too (UIKit removes
  /// what lies over the controller it dismisses), and its step is void.
  mutating func userRemoved(_ id: RouteID, reason: RouteChangeReason) -> [Effect] {
    if userInteraction == id { userInteraction = nil }
    stopAwaitingAnswer()
    guard let index = confirmed.layerIndex(ofModal: id) else { return [] }
    let before = target
    var shown = confirmed
    if case .inFlight(let ticket) = phase, case .present(let layer, _) = ticket.step {
      shown.append(layer: layer)
      phase = .idle
    }
    let removed = PresentationStep<Destination>.dismiss(toLayer: index - 1, animated: true).change(from: shown)
      .dismissed
    let removedModals = Set(shown.layers.dropFirst(index).compactMap { $0.modal?.id })
    confirmed.removeLayers(above: index - 1)
    for (index, layer) in target.layers.enumerated().reversed()
    where layer.modal.map({ removedModals.contains($0.id) }) ?? false {
      target.replaceLayer(at: index, with: nil)
    }
    return userChanged(from: before, removing: removed, reason: reason)
  }

  /// The effects of a change the user made on screen: the target's change, what shows, what left.
  private func userChanged(
    from before: RouteStack<Destination>, removing removed: [Route<Destination>], reason: RouteChangeReason
  ) -> [Effect] {
    let changed = target != before || !removed.isEmpty
    return
      (changed ? [.targetChanged(TargetChange(old: before, new: target, reason: reason, alsoLeaving: removed))] : [])
      + [.shown(hostReportedAll: false)] + (removed.isEmpty ? [] : [.userRemoved(removed)])
  }

  /// Records the detent the user dragged a sheet to, on screen and on the target: the user's
  /// choice wins over one the app asked for meanwhile.
  mutating func userSelectedDetent(_ detent: SheetDetent, of id: RouteID) -> [Effect] {
    let onScreen: [Effect] = confirmed.selectDetent(detent, of: id) == nil ? [] : [.shown(hostReportedAll: false)]
    let before = target
    guard let route = target.selectDetent(detent, of: id) else { return onScreen }
    return [.targetChanged(TargetChange(old: before, new: target, reason: .interactive))] + onScreen + [
      .event(.detentChanged(route, to: detent, reason: .interactive))
    ]
  }

  /// Starts the next step, or reports that the screen settled.
  mutating func advance(hasExitAction: (RouteID) -> Bool) -> [Effect] {
    guard case .idle = phase, userInteraction == nil, answerUnheard == nil else { return [] }
    // Planned again as the same change, animated or not, the step that timed out is resolved.
    let stuck = timedOutStep
    timedOutStep = nil
    guard let stuck, steps().first?.unanimated == stuck.unanimated else { return plan(hasExitAction: hasExitAction) }
    return resolve(stuck, because: "the host did not complete it in time") + plan(hasExitAction: hasExitAction)
  }

  /// The host is ready for the step in flight: the queue waits for no one else's controller any
  /// more. Returns whether it had waited.
  mutating func hostReady() -> Bool {
    defer { waitingFor = nil }
    return waitingFor != nil
  }

  /// The foreign controller the queue waits for, while it does.
  var waitingFor: String?
  /// The alert route whose answer a presentation waits for, once reported (reported once).
  var awaitedAnswer: RouteID?

  /// A wait for an answer ends on any change; the next plan waits again, unreported, if need be.
  mutating func stopAwaitingAnswer() {
    if case .awaitingAnswer = phase { phase = .idle }
  }

  /// Gives up a step the host cannot carry out: a presentation's routes leave the target; a
  /// dismissal or path change it could not make is accepted as what the screen shows.
  mutating func resolve(_ step: PresentationStep<Destination>, because reason: String) -> [Effect] {
    let fault = Effect.event(.hostFault(.stepAbandoned(step.description, reason: reason)))
    let before = target
    switch step {
    case .present(let layer, _):
      guard let id = layer.modal?.id, target.contains(id) else { return [fault] }
      target.remove(from: id)
    case .dismiss, .setPath, .swapContent, .selectDetent, .removeOverlay:
      target = confirmed
    }
    guard target != before else { return [fault] }
    return [.targetChanged(TargetChange(old: before, new: target, reason: .hostRefused)), fault]
  }

  /// Sets the target to `new`, which the steps `plan` (made with ``animationPolicy``) make of
  /// `old`: when nothing is left to plan because the screen shows `old`, they are the plan.
  mutating func retarget(
    to new: RouteStack<Destination>, from old: RouteStack<Destination>, by plan: [PresentationStep<Destination>]?
  ) {
    let showsOld = planned?.isEmpty == true && target == old
    target = new
    if showsOld, let plan { planned = plan }
  }

  /// The steps from ``confirmed`` to ``target``: the plan being carried out, or a new one.
  private mutating func steps() -> [PresentationStep<Destination>] {
    if let planned { return planned }
    let steps = Plan.steps(from: confirmed, to: target, policy: animationPolicy)
    planned = steps
    return steps
  }

  mutating func plan(hasExitAction: (RouteID) -> Bool) -> [Effect] {
    guard let step = steps().first else {
      // Every step of the plan done, the screen shows the target: one copy of the two.
      confirmed = target
      awaitedAnswer = nil
      animationOverride = nil
      planned = []
      // A wait for someone else's controller ends with nothing left to do.
      defer { waitingFor = nil }
      return waitingFor == nil ? [.settled] : [.event(.resumedAfterForeignPresentation), .settled]
    }
    // Nothing is presented over an alert (UIKit ignores the request): wait for the user's answer.
    if case .present = step, let alert = confirmed.topLayer.modal, alert.modal?.style.isAlert == true {
      phase = .awaitingAnswer
      defer { awaitedAnswer = alert.id }
      return awaitedAnswer == alert.id ? [] : [.event(.waitingForAnswer(alert))]
    }
    awaitedAnswer = nil
    let (presented, dismissed) = step.change(from: confirmed)
    let ticket = Ticket(id: nextTicket, step: step, presented: presented, dismissed: dismissed)
    nextTicket += 1
    // Exit actions run before the step that removes their routes, with those of every other
    // route this change removes: together, top first, so the first dismissal waits for the
    // longest, not the sum.
    guard dismissed.contains(where: { hasExitAction($0.id) }) else {
      phase = .inFlight(ticket)
      return [.perform(ticket)]
    }
    let leaving = confirmed.routes.reversed().filter { hasExitAction($0.id) }
    phase = .awaitingExit(ticket)
    return [.runExitActions(ticket, routes: leaving)]
  }
}
