import Testing

@testable import ModalStackCore

@Suite struct TransitionStateMachineTests {
  typealias Queue = TransitionStateMachine<Screen>
  private func cover(_ id: Int) -> Route<Screen> {
    Route(.learn(id), presentation: .fullScreenCover, id: RouteID("c\(id)"))
  }

  private func attached() -> Queue {
    var queue = Queue()
    #expect(queue.decide(.hostAttached(RouteStack())) == [.settled])
    return queue
  }

  private func ticket(_ effects: [Queue.Effect]) -> Queue.Ticket? {
    for effect in effects { if case .perform(let ticket) = effect { return ticket } }
    return nil
  }

  @Test func nothingStartsBeforeAHostIsAttached() throws {
    var queue = Queue()
    #expect(queue.decide(.targetChanged(try RouteStack([cover(1)]))).isEmpty)
    #expect(queue.phase == .detached)
    #expect(ticket(queue.decide(.hostAttached(RouteStack()))) != nil)
  }

  @Test func oneStepInFlightAndTheLatestTargetWins() throws {
    var queue = attached()
    let first = try #require(ticket(queue.decide(.targetChanged(try RouteStack([cover(1)])))))
    // Two more targets arrive mid-flight; the middle one is superseded and never planned.
    #expect(queue.decide(.targetChanged(try RouteStack([cover(1), cover(2)]))).isEmpty)
    #expect(queue.decide(.targetChanged(try RouteStack([cover(1), cover(3)]))).isEmpty)
    let second = try #require(ticket(queue.decide(.stepCompleted(ticket: first.id))))
    guard case .present(let layer, true) = second.step else {
      Issue.record("expected an animated presentation")
      return
    }
    #expect(layer.modal?.id == "c3")
    #expect(queue.decide(.stepCompleted(ticket: second.id)) == [.settled])
    #expect(queue.isSettled)
  }

  @Test func staleCompletionsAndAdmissionsAreIgnored() throws {
    var queue = attached()
    let first = try #require(ticket(queue.decide(.targetChanged(try RouteStack([cover(1)])))))
    #expect(queue.decide(.stepCompleted(ticket: first.id + 7)).isEmpty)
    #expect(queue.decide(.stepTimedOut(ticket: first.id + 7)).isEmpty)
    #expect(queue.decide(.stepNotAdmitted(ticket: first.id + 7, .refused("the window closed"))).isEmpty)
    #expect(queue.decide(.stepNotAdmitted(ticket: first.id + 7, .waiting(for: "alert"))).isEmpty)
    #expect(queue.phase == .inFlight(first))
  }

  /// The user removes the layer a presentation goes on (a toast laid over a sheet being swiped
  /// away): the layer being presented goes too, the step is forgotten, its completion is ignored.
  @Test func aUserRemovalUnderAPresentationInFlightTakesItAndVoidsTheStep() throws {
    var queue = attached()
    let sheet = Route<Screen>(.learn(1), presentation: .sheet, id: "s1")
    let first = try #require(ticket(queue.decide(.targetChanged(try RouteStack([sheet])))))
    #expect(queue.decide(.stepCompleted(ticket: first.id)) == [.settled])
    let toast = Route<Screen>(.learn(2), presentation: .popup(dimming: .none, dismissOnTapOutside: false), id: "t2")
    let second = try #require(ticket(queue.decide(.targetChanged(try RouteStack([sheet, toast])))))
    #expect(
      queue.decide(.userDismissed("s1", reason: .interactive)) == [
        .targetChanged(
          from: try RouteStack([sheet, toast]), to: RouteStack(), reason: .interactive, alsoLeaving: [toast, sheet]),
        .forgetStepInFlight, .userRemoved([toast, sheet], reason: .interactive), .settled,
      ])
    #expect(queue.decide(.stepCompleted(ticket: second.id)).isEmpty)
    #expect(queue.confirmed.isEmpty && queue.target.isEmpty)
  }

  @Test func timeoutReportsAFaultAndResynchronises() throws {
    var queue = attached()
    let target = try RouteStack([cover(1)])
    let first = try #require(ticket(queue.decide(.targetChanged(target))))
    let effects = queue.decide(.stepTimedOut(ticket: first.id))
    #expect(effects == [.fault(.stepTimedOut(first.step.description)), .resynchronize(later: false)])
    #expect(queue.phase == .resynchronizing)
    #expect(queue.decide(.stepCompleted(ticket: first.id)).isEmpty)  // too late
    #expect(queue.decide(.resynchronized(RouteStack(), hostIsBusy: true)) == [.resynchronize(later: true)])
    #expect(queue.phase == .resynchronizing)  // a stuck host gets no request
    #expect(queue.decide(.resynchronized(target, hostIsBusy: false)) == [.settled])
  }

  @Test func exitActionsRunBeforeTheDismissalStep() throws {
    var queue = attached()
    let shown = try RouteStack([cover(1)])
    let first = try #require(ticket(queue.decide(.targetChanged(shown))))
    _ = queue.decide(.stepCompleted(ticket: first.id))
    let effects = queue.decide(.targetChanged(RouteStack())) { $0 == "c1" }
    guard case .runExitActions(let exit, let routes) = effects.first else {
      Issue.record("expected exit actions")
      return
    }
    #expect(routes.map(\.id) == ["c1"])
    #expect(queue.phase == .awaitingExit(exit))
    let next = try #require(ticket(queue.decide(.exitFinished(ticket: exit.id))))
    #expect(next.step == exit.step)  // the exit actions ran: the dismissal itself follows
  }

  /// Exit actions that finish for a plan the machine gave up (the host was replaced while they
  /// ran) do not release the dismissal that now waits for its own exit actions.
  @Test func aLateExitFinishForAnEarlierPlanReleasesNothing() throws {
    var queue = attached()
    let shown = try RouteStack([cover(1)])
    let first = try #require(ticket(queue.decide(.targetChanged(shown))))
    _ = queue.decide(.stepCompleted(ticket: first.id))
    guard
      case .runExitActions(let earlier, _) = queue.decide(.targetChanged(RouteStack()), hasExitAction: { $0 == "c1" })
        .first
    else {
      Issue.record("expected exit actions")
      return
    }
    _ = queue.decide(.hostDetached)
    guard case .runExitActions(let current, _) = queue.decide(.hostAttached(shown), hasExitAction: { $0 == "c1" }).first
    else {
      Issue.record("expected exit actions again")
      return
    }
    #expect(current.id != earlier.id)
    #expect(queue.decide(.exitFinished(ticket: earlier.id)).isEmpty)
    #expect(queue.phase == .awaitingExit(current))
    #expect(ticket(queue.decide(.exitFinished(ticket: current.id)))?.step == .dismiss(toLayer: 0, animated: true))
  }

  /// A push the host did not complete in time is given up only if the plan would send the same
  /// change again: a different path for the same layer, asked for meanwhile, is pushed.
  @Test func aNewPathForALayerWhosePathChangeTimedOutIsNotGivenUp() throws {
    var queue = attached()
    let shown = try RouteStack([cover(1)])
    var effects = queue.decide(.targetChanged(shown))
    while let next = ticket(effects) { effects = queue.decide(.stepCompleted(ticket: next.id)) }
    func pushing(_ name: String) throws -> RouteStack<Screen> {
      var stack = shown
      try stack.append(Route(.profile(name), presentation: .push, id: RouteID(name)))
      return stack
    }
    let stuck = try #require(ticket(queue.decide(.targetChanged(try pushing("x")))))
    #expect(queue.decide(.stepTimedOut(ticket: stuck.id)).contains(.resynchronize(later: false)))
    _ = queue.decide(.targetChanged(try pushing("y")))
    let next = try #require(ticket(queue.decide(.resynchronized(shown, hostIsBusy: false))))
    #expect(next.step == .setPath(layer: 1, path: [Route(.profile("y"), presentation: .push, id: "y")], animated: true))
    #expect(queue.target == (try pushing("y")))
  }

  /// The same for a layer whose content swap timed out: another swap of that layer, asked for
  /// meanwhile, is carried out.
  @Test func aNewSwapForALayerWhoseSwapTimedOutIsNotGivenUp() throws {
    var queue = attached()
    var effects = queue.decide(.targetChanged(try RouteStack([cover(1)])))
    while let next = ticket(effects) { effects = queue.decide(.stepCompleted(ticket: next.id)) }
    let stuck = try #require(ticket(queue.decide(.targetChanged(try RouteStack([cover(2)])))))
    guard case .swapContent(1, _) = stuck.step else {
      Issue.record("expected a swap, got \(stuck.step)")
      return
    }
    _ = queue.decide(.stepTimedOut(ticket: stuck.id))
    _ = queue.decide(.targetChanged(try RouteStack([cover(3)])))
    let next = try #require(ticket(queue.decide(.resynchronized(try RouteStack([cover(1)]), hostIsBusy: false))))
    guard case .swapContent(1, let layer) = next.step else {
      Issue.record("expected a swap, got \(next.step)")
      return
    }
    #expect(layer.modal?.id == "c3")
    #expect(queue.target == (try RouteStack([cover(3)])))
  }

  /// A popup under a full-screen cover is not seen leaving, but its exit action (a draft to
  /// save) runs all the same, after the one above it.
  @Test func dismissAllRunsTheExitActionsOfEveryRemovedRouteTopFirst() throws {
    var queue = attached()
    let buried = Route<Screen>(.popup("buried"), presentation: .popup(), id: "buried")
    let top = Route<Screen>(.popup("top"), presentation: .popup(), id: "top")
    var effects = queue.decide(.targetChanged(try RouteStack([buried, cover(1), top])))
    while let next = ticket(effects) { effects = queue.decide(.stepCompleted(ticket: next.id)) }
    let withExit: Set<RouteID> = ["buried", "top"]
    guard
      case .runExitActions(_, let routes) = queue.decide(.targetChanged(RouteStack()), hasExitAction: withExit.contains)
        .first
    else {
      Issue.record("expected exit actions")
      return
    }
    #expect(routes.map(\.id) == ["top", "buried"])
  }

  @Test func aSwipeDuringExitActionsWaitsAndReplans() throws {
    var queue = attached()
    var effects = queue.decide(.targetChanged(try RouteStack([cover(1), cover(2)])))
    while let next = ticket(effects) { effects = queue.decide(.stepCompleted(ticket: next.id)) }
    guard
      case .runExitActions(let exit, _) = queue.decide(.targetChanged(RouteStack()), hasExitAction: { $0 == "c2" })
        .first
    else {
      Issue.record("expected exit actions")
      return
    }
    _ = queue.decide(.userDismissBegan("c2"))
    #expect(queue.decide(.exitFinished(ticket: exit.id)).isEmpty)  // nothing while the finger is down
    effects = queue.decide(.userDismissed("c2", reason: .interactive))
    let next = try #require(ticket(effects))
    #expect(next.step == .dismiss(toLayer: 0, animated: true))  // planned from what the swipe left
  }

  @Test func userDismissalKeepsLayersNotShownYet() throws {
    var queue = attached()
    var effects = queue.decide(.targetChanged(try RouteStack([cover(1), cover(2)])))
    while let next = ticket(effects) { effects = queue.decide(.stepCompleted(ticket: next.id)) }
    #expect(queue.decide(.userDismissBegan("c2")).isEmpty)
    #expect(queue.decide(.targetChanged(try RouteStack([cover(1), cover(2), cover(3)]))).isEmpty)  // waits for the user
    effects = queue.decide(.userDismissed("c2", reason: .interactive))
    #expect(effects.contains(.userRemoved([cover(2)], reason: .interactive)))
    #expect(queue.target.routes.map(\.id) == ["c1", "c3"])
    #expect(queue.confirmed.routes.map(\.id) == ["c1"])
    #expect(ticket(effects) != nil)
  }

  @Test func cancelledUserDismissalResumesPlanning() throws {
    var queue = attached()
    var effects = queue.decide(.targetChanged(try RouteStack([cover(1)])))
    while let next = ticket(effects) { effects = queue.decide(.stepCompleted(ticket: next.id)) }
    _ = queue.decide(.userDismissBegan("c1"))
    #expect(queue.decide(.targetChanged(try RouteStack([cover(1), cover(2)]))).isEmpty)
    #expect(ticket(queue.decide(.userDismissCancelled("c1"))) != nil)
  }

  @Test func aRefusedPresentationIsGivenUpNotRetried() throws {
    var queue = attached()
    let effects = queue.decide(.targetChanged(try RouteStack([cover(1), cover(2)])))
    let first = try #require(ticket(effects))
    let resolved = queue.decide(.stepNotAdmitted(ticket: first.id, .refused("the window closed")))
    #expect(resolved.contains { $0.isAbandonment })
    #expect(!resolved.contains { if case .perform = $0 { true } else { false } })  // the same step is not sent again
    #expect(queue.target == RouteStack())  // the refused layer left the target, with what was above it
    #expect(resolved.last == .settled)
    // The machine says so itself, with the reason: the shell compares nothing.
    #expect(
      resolved.first
        == .targetChanged(
          from: try RouteStack([cover(1), cover(2)]), to: RouteStack(), reason: .hostRefused, alsoLeaving: []))
  }

  /// The answer to an alert is told once the alert is off the screen and the target, and no step
  /// starts until the app has heard it: a presentation made from the answer is planned without
  /// the alert, and nothing waits for an alert that was answered.
  @Test func anAnswerIsToldAfterTheAlertLeftAndPlansWaitUntilItIsHeard() throws {
    var queue = attached()
    let alert = Route<Screen>(.settings, presentation: .alert(title: "Delete?"), id: "alert")
    let shown = try #require(ticket(queue.decide(.targetChanged(try RouteStack([alert])))))
    #expect(queue.decide(.stepCompleted(ticket: shown.id)) == [.settled])
    let answer = AlertResponse(button: .cancel(), texts: [])
    #expect(
      queue.decide(.alertAnswered("alert", answer)) == [
        .targetChanged(from: try RouteStack([alert]), to: RouteStack(), reason: .answered, alsoLeaving: [alert]),
        .answered(alert, answer), .userRemoved([alert], reason: .answered),
      ])
    #expect(!queue.isSettled)
    #expect(queue.decide(.targetChanged(try RouteStack([cover(1)]))).isEmpty)  // the app presents as it hears
    let effects = queue.decide(.answerHeard)
    #expect(!effects.contains { if case .awaitingAnswer = $0 { true } else { false } })
    #expect(ticket(effects)?.step == .present(Layer(modal: cover(1)), animated: true))
  }

  /// Nothing is presented over the router's own alert: the step waits for the answer, told
  /// once, with nothing to poll; the answer or any new target plans again.
  @Test func aPresentOverAnAlertWaitsForTheAnswer() throws {
    var queue = attached()
    let alert = Route<Screen>(.settings, presentation: .alert(title: "Delete?"), id: "alert")
    let shown = try #require(ticket(queue.decide(.targetChanged(try RouteStack([alert])))))
    #expect(queue.decide(.stepCompleted(ticket: shown.id)) == [.settled])
    #expect(queue.decide(.targetChanged(try RouteStack([alert, cover(1)]))) == [.awaitingAnswer(alert)])
    #expect(queue.phase == .awaitingAnswer("alert"))
    #expect(!queue.isSettled)
    #expect(queue.decide(.recheck).isEmpty)  // not someone else's: nothing rechecks
    #expect(queue.decide(.targetChanged(try RouteStack([alert, cover(2)]))).isEmpty)  // still waiting, told once
    #expect(queue.phase == .awaitingAnswer("alert"))
    let effects = queue.decide(.userDismissed("alert", reason: .answered))
    #expect(effects.contains(.userRemoved([alert], reason: .answered)))
    guard case .present(let layer, _)? = ticket(effects)?.step else {
      Issue.record("expected the cover")
      return
    }
    #expect(layer.modal?.id == "c2")
  }

  @Test func aDismissalOfTheAlertIsNotKeptWaiting() throws {
    var queue = attached()
    let alert = Route<Screen>(.settings, presentation: .alert(title: "Delete?"), id: "alert")
    let shown = try #require(ticket(queue.decide(.targetChanged(try RouteStack([alert])))))
    _ = queue.decide(.stepCompleted(ticket: shown.id))
    _ = queue.decide(.targetChanged(try RouteStack([alert, cover(1)])))
    let dismissal = try #require(ticket(queue.decide(.targetChanged(RouteStack()))))
    #expect(dismissal.step == .dismiss(toLayer: 0, animated: true))
  }

  @Test func waitingIsReportedOnceAndRecheckedWithoutTimeouts() throws {
    var queue = attached()
    let first = try #require(ticket(queue.decide(.targetChanged(try RouteStack([cover(1)])))))
    let waiting = queue.decide(.stepNotAdmitted(ticket: first.id, .waiting(for: "alert")))
    #expect(waiting == [.waiting(for: "alert"), .recheckLater])
    let again = try #require(ticket(queue.decide(.recheck)))
    let stillWaiting = queue.decide(.stepNotAdmitted(ticket: again.id, .waiting(for: "alert")))
    #expect(stillWaiting == [.recheckLater])  // reported once
    let admitted = try #require(ticket(queue.decide(.recheck)))
    let resumed = queue.stepAdmitted()
    #expect(resumed)  // the router then reports that it resumed
    let done = queue.decide(.stepCompleted(ticket: admitted.id))
    #expect(done == [.settled])
  }
}

extension TransitionStateMachine {
  /// Handles an input and returns what the shell must decide on: the effects without the
  /// reports of what shows now (``Effect/shown(anew:)``), which the suites below do not state.
  mutating func decide(_ input: Input, hasExitAction: (RouteID) -> Bool = { _ in false }) -> [Effect] {
    handle(input, hasExitAction: hasExitAction).filter { if case .shown = $0 { false } else { true } }
  }
}
