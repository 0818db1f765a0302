import Testing

@testable import ModalStackCore

@Suite struct TransitionStateMachineTests {
  typealias Machine = TransitionStateMachine<Screen>
  private func cover(_ id: Int) -> Route<Screen> {
    Route(.learn(id), presentation: .fullScreenCover, id: RouteID("c\(id)"))
  }

  private func attached() -> Machine {
    var machine = Machine()
    #expect(machine.decide(.hostAttached(RouteStack())) == [.settled])
    return machine
  }

  private func ticket(_ effects: [Machine.Effect]) -> Machine.Ticket? {
    for effect in effects { if case .perform(let ticket) = effect { return ticket } }
    return nil
  }

  @Test func nothingStartsBeforeAHostIsAttached() throws {
    var machine = Machine()
    #expect(machine.decide(target: try RouteStack([cover(1)])).isEmpty)
    #expect(machine.phase == .detached)
    #expect(ticket(machine.decide(.hostAttached(RouteStack()))) != nil)
  }

  @Test func oneStepInFlightAndTheLatestTargetWins() throws {
    var machine = attached()
    let first = try #require(ticket(machine.decide(target: try RouteStack([cover(1)]))))
    // Two more targets arrive mid-flight; the middle one is superseded and never planned.
    #expect(machine.decide(target: try RouteStack([cover(1), cover(2)])).isEmpty)
    #expect(machine.decide(target: try RouteStack([cover(1), cover(3)])).isEmpty)
    let second = try #require(ticket(machine.decide(.stepCompleted(ticket: first.id))))
    guard case .present(let layer, true) = second.step else {
      Issue.record("expected an animated presentation")
      return
    }
    #expect(layer.modal?.id == "c3")
    #expect(machine.decide(.stepCompleted(ticket: second.id)) == [.settled])
    #expect(machine.isSettled)
  }

  /// The steps handed with a new target are the plan only while the screen shows the stack they
  /// were made from; from any other stack the machine plans from what is confirmed.
  @Test func aHandedPlanIsTheMachinesOnlyFromTheStackOnScreen() throws {
    var machine = attached()
    let one = try RouteStack([cover(1)])
    let first = try #require(ticket(machine.decide(target: one)))
    #expect(machine.decide(.stepCompleted(ticket: first.id)) == [.settled])
    // Made from the root, not from `one` on screen: presenting cover 1 again would be wrong.
    let two = try RouteStack([cover(1), cover(2)])
    machine.retarget(to: two, from: RouteStack(), by: Plan.steps(from: RouteStack(), to: two))
    let second = try #require(ticket(machine.decide(.targetChanged)))
    #expect(second.step == .present(two.topLayer, animated: true))
    #expect(machine.decide(.stepCompleted(ticket: second.id)) == [.settled])
    // Made from `two`, on screen, without animation: the machine's own plan would animate it.
    let three = try RouteStack([cover(1), cover(2), cover(3)])
    machine.retarget(to: three, from: two, by: Plan.steps(from: two, to: three, policy: .none))
    let third = try #require(ticket(machine.decide(.targetChanged)))
    #expect(third.step == .present(three.topLayer, animated: false))
  }

  @Test func staleCompletionsAndAdmissionsAreIgnored() throws {
    var machine = attached()
    let first = try #require(ticket(machine.decide(target: try RouteStack([cover(1)]))))
    #expect(machine.decide(.stepCompleted(ticket: first.id + 7)).isEmpty)
    #expect(machine.decide(.stepTimedOut(ticket: first.id + 7)).isEmpty)
    #expect(machine.decide(.stepNotAdmitted(ticket: first.id + 7, .refused("the window closed"))).isEmpty)
    #expect(machine.decide(.stepNotAdmitted(ticket: first.id + 7, .waiting(for: "alert"))).isEmpty)
    #expect(machine.phase == .inFlight(first))
  }

  /// The user removes the layer a presentation goes on (a toast laid over a sheet being swiped
  /// away): the layer being presented goes too, the step is void, its completion is ignored.
  @Test func aUserRemovalUnderAPresentationInFlightTakesItAndVoidsTheStep() throws {
    var machine = attached()
    let sheet = Route<Screen>(.learn(1), presentation: .sheet, id: "s1")
    let first = try #require(ticket(machine.decide(target: try RouteStack([sheet]))))
    #expect(machine.decide(.stepCompleted(ticket: first.id)) == [.settled])
    let toast = Route<Screen>(.learn(2), presentation: .popup(dimming: .none, dismissOnTapOutside: false), id: "t2")
    let second = try #require(ticket(machine.decide(target: try RouteStack([sheet, toast]))))
    #expect(
      machine.decide(.host(.userDismissed("s1", reason: .interactive))) == [
        .targetChanged(
          TargetChange(
            old: try RouteStack([sheet, toast]), new: RouteStack(), reason: .interactive, alsoLeaving: [toast, sheet])),
        .userRemoved([toast, sheet]), .settled,
      ])
    #expect(machine.decide(.stepCompleted(ticket: second.id)).isEmpty)
    #expect(machine.confirmed.isEmpty && machine.target.isEmpty)
  }

  @Test func timeoutReportsAFaultAndResynchronises() throws {
    var machine = attached()
    let target = try RouteStack([cover(1)])
    let first = try #require(ticket(machine.decide(target: target)))
    let effects = machine.decide(.stepTimedOut(ticket: first.id))
    #expect(effects == [.event(.hostFault(.stepTimedOut(first.step.description))), .resynchronize(later: false)])
    #expect(machine.phase == .resynchronizing(givenUp: first))
    #expect(machine.decide(.stepCompleted(ticket: first.id)).isEmpty)  // too late
    #expect(machine.decide(.resynchronized(RouteStack(), hostIsBusy: true)) == [.resynchronize(later: true)])
    #expect(machine.phase == .resynchronizing(givenUp: nil))  // a stuck host gets no request
    #expect(machine.decide(.resynchronized(target, hostIsBusy: false)) == [.settled])
  }

  /// A step that timed out and that UIKit still does not show once asked is given up, not sent
  /// again unchanged: the presentation leaves the target, and the fault says why.
  @Test func aTimedOutStepStillNotShownIsGivenUpNotSentAgain() throws {
    var machine = attached()
    let first = try #require(ticket(machine.decide(target: try RouteStack([cover(1)]))))
    _ = machine.decide(.stepTimedOut(ticket: first.id))
    let effects = machine.decide(.resynchronized(RouteStack(), hostIsBusy: false))
    #expect(
      effects.contains(
        .event(.hostFault(.stepAbandoned(first.step.description, reason: "the host did not complete it in time")))))
    #expect(ticket(effects) == nil)
    #expect(machine.target.isEmpty && effects.last == .settled)
  }

  @Test func exitActionsRunBeforeTheDismissalStep() throws {
    var machine = attached()
    let shown = try RouteStack([cover(1)])
    let first = try #require(ticket(machine.decide(target: shown)))
    _ = machine.decide(.stepCompleted(ticket: first.id))
    let effects = machine.decide(target: RouteStack()) { $0 == "c1" }
    guard case .runExitActions(let exit, let routes) = effects.first else {
      Issue.record("expected exit actions")
      return
    }
    #expect(routes.map(\.id) == ["c1"])
    #expect(machine.phase == .awaitingExit(exit))
    let next = try #require(ticket(machine.decide(.exitFinished(ticket: exit.id))))
    #expect(next.step == exit.step)  // the exit actions ran: the dismissal itself follows
  }

  /// Exit actions that finish for a plan the machine gave up (the host was replaced while they
  /// ran) do not release the dismissal that now waits for its own exit actions.
  @Test func aLateExitFinishForAnEarlierPlanReleasesNothing() throws {
    var machine = attached()
    let shown = try RouteStack([cover(1)])
    let first = try #require(ticket(machine.decide(target: shown)))
    _ = machine.decide(.stepCompleted(ticket: first.id))
    guard
      case .runExitActions(let earlier, _) = machine.decide(target: RouteStack(), hasExitAction: { $0 == "c1" })
        .first
    else {
      Issue.record("expected exit actions")
      return
    }
    _ = machine.decide(.hostDetached)
    guard
      case .runExitActions(let current, _) = machine.decide(.hostAttached(shown), hasExitAction: { $0 == "c1" }).first
    else {
      Issue.record("expected exit actions again")
      return
    }
    #expect(current.id != earlier.id)
    #expect(machine.decide(.exitFinished(ticket: earlier.id)).isEmpty)
    #expect(machine.phase == .awaitingExit(current))
    #expect(ticket(machine.decide(.exitFinished(ticket: current.id)))?.step == .dismiss(toLayer: 0, animated: true))
  }

  /// A push the host did not complete in time is given up only if the plan would send the same
  /// change again: a different path for the same layer, asked for meanwhile, is pushed.
  @Test func aNewPathForALayerWhosePathChangeTimedOutIsNotGivenUp() throws {
    var machine = attached()
    let shown = try RouteStack([cover(1)])
    var effects = machine.decide(target: shown)
    while let next = ticket(effects) { effects = machine.decide(.stepCompleted(ticket: next.id)) }
    func pushing(_ name: String) throws -> RouteStack<Screen> {
      var stack = shown
      try stack.append(Route(.profile(name), presentation: .push, id: RouteID(name)))
      return stack
    }
    let stuck = try #require(ticket(machine.decide(target: try pushing("x"))))
    #expect(machine.decide(.stepTimedOut(ticket: stuck.id)).contains(.resynchronize(later: false)))
    _ = machine.decide(target: try pushing("y"))
    let next = try #require(ticket(machine.decide(.resynchronized(shown, hostIsBusy: false))))
    #expect(next.step == .setPath(layer: 1, path: [Route(.profile("y"), presentation: .push, id: "y")], animated: true))
    #expect(machine.target == (try pushing("y")))
  }

  /// The same for a layer whose content swap timed out: another swap of that layer, asked for
  /// meanwhile, is carried out.
  @Test func aNewSwapForALayerWhoseSwapTimedOutIsNotGivenUp() throws {
    var machine = attached()
    var effects = machine.decide(target: try RouteStack([cover(1)]))
    while let next = ticket(effects) { effects = machine.decide(.stepCompleted(ticket: next.id)) }
    let stuck = try #require(ticket(machine.decide(target: try RouteStack([cover(2)]))))
    guard case .swapContent(1, _) = stuck.step else {
      Issue.record("expected a swap, got \(stuck.step)")
      return
    }
    _ = machine.decide(.stepTimedOut(ticket: stuck.id))
    _ = machine.decide(target: try RouteStack([cover(3)]))
    let next = try #require(ticket(machine.decide(.resynchronized(try RouteStack([cover(1)]), hostIsBusy: false))))
    guard case .swapContent(1, let layer) = next.step else {
      Issue.record("expected a swap, got \(next.step)")
      return
    }
    #expect(layer.modal?.id == "c3")
    #expect(machine.target == (try RouteStack([cover(3)])))
  }

  /// A popup under a full-screen cover is not seen leaving, but its exit action (a draft to
  /// save) runs all the same, after the one above it.
  @Test func dismissAllRunsTheExitActionsOfEveryRemovedRouteTopFirst() throws {
    var machine = attached()
    let buried = Route<Screen>(.popup("buried"), presentation: .popup(), id: "buried")
    let top = Route<Screen>(.popup("top"), presentation: .popup(), id: "top")
    var effects = machine.decide(target: try RouteStack([buried, cover(1), top]))
    while let next = ticket(effects) { effects = machine.decide(.stepCompleted(ticket: next.id)) }
    let withExit: Set<RouteID> = ["buried", "top"]
    guard
      case .runExitActions(_, let routes) = machine.decide(
        target: RouteStack(), hasExitAction: withExit.contains
      )
      .first
    else {
      Issue.record("expected exit actions")
      return
    }
    #expect(routes.map(\.id) == ["top", "buried"])
  }

  @Test func aSwipeDuringExitActionsWaitsAndReplans() throws {
    var machine = attached()
    var effects = machine.decide(target: try RouteStack([cover(1), cover(2)]))
    while let next = ticket(effects) { effects = machine.decide(.stepCompleted(ticket: next.id)) }
    guard
      case .runExitActions(let exit, _) = machine.decide(target: RouteStack(), hasExitAction: { $0 == "c2" })
        .first
    else {
      Issue.record("expected exit actions")
      return
    }
    _ = machine.decide(.host(.userDismissBegan("c2")))
    #expect(machine.decide(.exitFinished(ticket: exit.id)).isEmpty)  // nothing while the finger is down
    effects = machine.decide(.host(.userDismissed("c2", reason: .interactive)))
    let next = try #require(ticket(effects))
    #expect(next.step == .dismiss(toLayer: 0, animated: true))  // planned from what the swipe left
  }

  /// A user's swipe on a modal route takes that route's layer and every layer above it: the
  /// routes that leave, top first, include the swiped route itself and what it pushed.
  @Test func aSwipeTakesTheSwipedLayerAndEverythingAboveIt() throws {
    let a = Route<Screen>(.settings, presentation: .sheet, id: "a")
    let b = Route<Screen>(.learn(1), presentation: .sheet, id: "b")
    let pushed = Route<Screen>(.profile("p"), presentation: .push, id: "p")
    let c = Route<Screen>(.learn(2), presentation: .fullScreenCover, id: "c")
    func swiping(_ id: RouteID) throws -> [Machine.Effect] {
      var machine = attached()
      var effects = machine.decide(target: try RouteStack([a, b, pushed, c]))
      while let next = ticket(effects) { effects = machine.decide(.stepCompleted(ticket: next.id)) }
      return machine.decide(.host(.userDismissed(id, reason: .interactive)))
    }
    #expect(try swiping("b").contains(.userRemoved([c, pushed, b])))
    #expect(try swiping("c").contains(.userRemoved([c])))
    #expect(try swiping("p") == [.settled])  // a pushed route is popped, not swiped: nothing leaves
  }

  @Test func userDismissalKeepsLayersNotShownYet() throws {
    var machine = attached()
    var effects = machine.decide(target: try RouteStack([cover(1), cover(2)]))
    while let next = ticket(effects) { effects = machine.decide(.stepCompleted(ticket: next.id)) }
    #expect(machine.decide(.host(.userDismissBegan("c2"))).isEmpty)
    // Waits for the user.
    #expect(machine.decide(target: try RouteStack([cover(1), cover(2), cover(3)])).isEmpty)
    effects = machine.decide(.host(.userDismissed("c2", reason: .interactive)))
    #expect(effects.contains(.userRemoved([cover(2)])))
    #expect(machine.target.routes.map(\.id) == ["c1", "c3"])
    #expect(machine.confirmed.routes.map(\.id) == ["c1"])
    #expect(ticket(effects) != nil)
  }

  @Test func cancelledUserDismissalResumesPlanning() throws {
    var machine = attached()
    var effects = machine.decide(target: try RouteStack([cover(1)]))
    while let next = ticket(effects) { effects = machine.decide(.stepCompleted(ticket: next.id)) }
    _ = machine.decide(.host(.userDismissBegan("c1")))
    #expect(machine.decide(target: try RouteStack([cover(1), cover(2)])).isEmpty)
    #expect(ticket(machine.decide(.host(.userDismissCancelled("c1")))) != nil)
  }

  @Test func aRefusedPresentationIsGivenUpNotRetried() throws {
    var machine = attached()
    let effects = machine.decide(target: try RouteStack([cover(1), cover(2)]))
    let first = try #require(ticket(effects))
    let resolved = machine.decide(.stepNotAdmitted(ticket: first.id, .refused("the window closed")))
    #expect(resolved.contains { if case .event(.hostFault(.stepAbandoned)) = $0 { true } else { false } })
    #expect(!resolved.contains { if case .perform = $0 { true } else { false } })  // the same step is not sent again
    #expect(machine.target == RouteStack())  // the refused layer left the target, with what was above it
    #expect(resolved.last == .settled)
    // The machine says so itself, with the reason: the shell compares nothing.
    #expect(
      resolved.first
        == .targetChanged(
          TargetChange(old: try RouteStack([cover(1), cover(2)]), new: RouteStack(), reason: .hostRefused)))
  }

  /// The answer to an alert is told once the alert is off the screen and the target, and no step
  /// starts until the app has heard it: a presentation made from the answer is planned without
  /// the alert, and nothing waits for an alert that was answered.
  @Test func anAnswerIsToldAfterTheAlertLeftAndPlansWaitUntilItIsHeard() throws {
    var machine = attached()
    let alert = Route<Screen>(.settings, presentation: .alert(title: "Delete?"), id: "alert")
    let shown = try #require(ticket(machine.decide(target: try RouteStack([alert]))))
    #expect(machine.decide(.stepCompleted(ticket: shown.id)) == [.settled])
    let answer = AlertResponse(button: .cancel(), texts: [])
    #expect(
      machine.decide(.host(.alertAnswered("alert", answer))) == [
        .targetChanged(
          TargetChange(old: try RouteStack([alert]), new: RouteStack(), reason: .answered, alsoLeaving: [alert])),
        .answered(alert, answer), .userRemoved([alert]),
      ])
    #expect(!machine.isSettled)
    #expect(machine.decide(target: try RouteStack([cover(1)])).isEmpty)  // the app presents as it hears
    let effects = machine.decide(.answerHeard)
    #expect(!effects.contains { if case .event(.waitingForAnswer) = $0 { true } else { false } })
    #expect(ticket(effects)?.step == .present(Layer(modal: cover(1)), animated: true))
  }

  /// A window let go forgets an answer the app had not heard yet: the next window is driven to
  /// the target at once, and nothing waits for an alert that is gone with the old window.
  @Test func aWindowLetGoForgetsAnAnswerNotYetHeard() throws {
    var machine = attached()
    let alert = Route<Screen>(.settings, presentation: .alert(title: "Delete?"), id: "alert")
    let shown = try #require(ticket(machine.decide(target: try RouteStack([alert]))))
    _ = machine.decide(.stepCompleted(ticket: shown.id))
    _ = machine.decide(.host(.alertAnswered("alert", AlertResponse(button: .cancel(), texts: []))))
    #expect(machine.decide(target: try RouteStack([cover(1)])).isEmpty)  // waits for the answer to be heard
    _ = machine.decide(.hostDetached)
    let effects = machine.decide(.hostAttached(RouteStack()))
    #expect(ticket(effects)?.step == .present(Layer(modal: cover(1)), animated: true))
  }

  /// Nothing is presented over the router's own alert: the step waits for the answer, told
  /// once, with nothing to poll; the answer or any new target plans again.
  @Test func aPresentOverAnAlertWaitsForTheAnswer() throws {
    var machine = attached()
    let alert = Route<Screen>(.settings, presentation: .alert(title: "Delete?"), id: "alert")
    let shown = try #require(ticket(machine.decide(target: try RouteStack([alert]))))
    #expect(machine.decide(.stepCompleted(ticket: shown.id)) == [.settled])
    #expect(machine.decide(target: try RouteStack([alert, cover(1)])) == [.event(.waitingForAnswer(alert))])
    #expect(machine.phase == .awaitingAnswer && machine.awaitedAnswer == "alert")
    #expect(!machine.isSettled)
    #expect(machine.decide(.recheck).isEmpty)  // not someone else's: nothing rechecks
    #expect(machine.decide(target: try RouteStack([alert, cover(2)])).isEmpty)  // still waiting, told once
    #expect(machine.phase == .awaitingAnswer && machine.awaitedAnswer == "alert")
    let effects = machine.decide(.host(.userDismissed("alert", reason: .answered)))
    #expect(effects.contains(.userRemoved([alert])))
    guard case .present(let layer, _)? = ticket(effects)?.step else {
      Issue.record("expected the cover")
      return
    }
    #expect(layer.modal?.id == "c2")
  }

  @Test func aDismissalOfTheAlertIsNotKeptWaiting() throws {
    var machine = attached()
    let alert = Route<Screen>(.settings, presentation: .alert(title: "Delete?"), id: "alert")
    let shown = try #require(ticket(machine.decide(target: try RouteStack([alert]))))
    _ = machine.decide(.stepCompleted(ticket: shown.id))
    _ = machine.decide(target: try RouteStack([alert, cover(1)]))
    let dismissal = try #require(ticket(machine.decide(target: RouteStack())))
    #expect(dismissal.step == .dismiss(toLayer: 0, animated: true))
  }

  @Test func waitingIsReportedOnceAndRecheckedWithoutTimeouts() throws {
    var machine = attached()
    let first = try #require(ticket(machine.decide(target: try RouteStack([cover(1)]))))
    let waiting = machine.decide(.stepNotAdmitted(ticket: first.id, .waiting(for: "alert")))
    #expect(waiting == [.event(.waitingForForeignPresentation("alert")), .recheckLater])
    let again = try #require(ticket(machine.decide(.recheck)))
    let stillWaiting = machine.decide(.stepNotAdmitted(ticket: again.id, .waiting(for: "alert")))
    #expect(stillWaiting == [.recheckLater])  // reported once
    let admitted = try #require(ticket(machine.decide(.recheck)))
    let resumed = machine.hostReady()
    #expect(resumed)  // the router then reports that it resumed
    let done = machine.decide(.stepCompleted(ticket: admitted.id))
    #expect(done == [.settled])
  }
}

extension TransitionStateMachine {
  /// Handles an input and returns what the shell must decide on: the effects without the
  /// reports of what shows now (``Effect/shown(hostReportedAll:)``), which the suites below do not state.
  mutating func decide(_ input: Input, hasExitAction: (RouteID) -> Bool = { _ in false }) -> [Effect] {
    handle(input, hasExitAction: hasExitAction).filter { if case .shown = $0 { false } else { true } }
  }

  /// Sets the target, as the engine does when a command changes it, and lets the machine hear it.
  mutating func decide(target: RouteStack<Destination>, hasExitAction: (RouteID) -> Bool = { _ in false }) -> [Effect] {
    self.target = target
    return decide(.targetChanged, hasExitAction: hasExitAction)
  }
}
