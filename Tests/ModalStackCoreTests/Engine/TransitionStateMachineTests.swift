import Testing

@testable import ModalStackCore

@Suite struct TransitionStateMachineTests {
  typealias Queue = TransitionStateMachine<Screen>
  private func cover(_ id: Int) -> Route<Screen> {
    Route(.learn(id), presentation: .fullScreenCover, id: RouteID("c\(id)"))
  }

  private func attached() -> Queue {
    var queue = Queue()
    #expect(queue.handle(.hostAttached(RouteStack())) == [.settled])
    return queue
  }

  private func ticket(_ effects: [Queue.Effect]) -> Queue.Ticket? {
    for effect in effects { if case .perform(let ticket) = effect { return ticket } }
    return nil
  }

  @Test func nothingStartsBeforeAHostIsAttached() throws {
    var queue = Queue()
    #expect(queue.handle(.targetChanged(try RouteStack([cover(1)]))).isEmpty)
    #expect(queue.phase == .detached)
    #expect(ticket(queue.handle(.hostAttached(RouteStack()))) != nil)
  }

  @Test func oneStepInFlightAndTheLatestTargetWins() throws {
    var queue = attached()
    let first = try #require(ticket(queue.handle(.targetChanged(try RouteStack([cover(1)])))))
    // Two more targets arrive mid-flight; the middle one is superseded and never planned.
    #expect(queue.handle(.targetChanged(try RouteStack([cover(1), cover(2)]))).isEmpty)
    #expect(queue.handle(.targetChanged(try RouteStack([cover(1), cover(3)]))).isEmpty)
    let second = try #require(ticket(queue.handle(.stepCompleted(ticket: first.id))))
    guard case .present(let layer, true) = second.step else {
      Issue.record("expected an animated presentation")
      return
    }
    #expect(layer.modal?.id == "c3")
    #expect(queue.handle(.stepCompleted(ticket: second.id)) == [.settled])
    #expect(queue.isSettled)
  }

  @Test func staleCompletionsAndAdmissionsAreIgnored() throws {
    var queue = attached()
    let first = try #require(ticket(queue.handle(.targetChanged(try RouteStack([cover(1)])))))
    #expect(queue.handle(.stepCompleted(ticket: first.id + 7)).isEmpty)
    #expect(queue.handle(.stepTimedOut(ticket: first.id + 7)).isEmpty)
    #expect(queue.handle(.stepNotAdmitted(ticket: first.id + 7, .refused("the window closed"))).isEmpty)
    #expect(queue.handle(.stepNotAdmitted(ticket: first.id + 7, .waiting(for: "alert"))).isEmpty)
    #expect(queue.phase == .inFlight(first))
  }

  /// The user removes the layer a presentation goes on (a toast laid over a sheet being swiped
  /// away): the layer being presented goes too, the step is forgotten, its completion is ignored.
  @Test func aUserRemovalUnderAPresentationInFlightTakesItAndVoidsTheStep() throws {
    var queue = attached()
    let sheet = Route<Screen>(.learn(1), presentation: .sheet, id: "s1")
    let first = try #require(ticket(queue.handle(.targetChanged(try RouteStack([sheet])))))
    #expect(queue.handle(.stepCompleted(ticket: first.id)) == [.settled])
    let toast = Route<Screen>(.learn(2), presentation: .popup(dimming: .none, dismissOnTapOutside: false), id: "t2")
    let second = try #require(ticket(queue.handle(.targetChanged(try RouteStack([sheet, toast])))))
    #expect(
      queue.handle(.userDismissed("s1", reason: .interactive)) == [
        .forgetStepInFlight, .userRemoved([toast, sheet]), .settled,
      ])
    #expect(queue.handle(.stepCompleted(ticket: second.id)).isEmpty)
    #expect(queue.confirmed.isEmpty && queue.target.isEmpty)
  }

  @Test func timeoutReportsAFaultAndResynchronises() throws {
    var queue = attached()
    let target = try RouteStack([cover(1)])
    let first = try #require(ticket(queue.handle(.targetChanged(target))))
    let effects = queue.handle(.stepTimedOut(ticket: first.id))
    #expect(effects == [.fault(.stepTimedOut(first.step.description)), .resynchronize(later: false)])
    #expect(queue.phase == .resynchronizing)
    #expect(queue.handle(.stepCompleted(ticket: first.id)).isEmpty)  // too late
    #expect(queue.handle(.resynchronized(RouteStack(), hostIsBusy: true)) == [.resynchronize(later: true)])
    #expect(queue.phase == .resynchronizing)  // a stuck host gets no request
    #expect(queue.handle(.resynchronized(target, hostIsBusy: false)) == [.settled])
  }

  @Test func exitActionsRunBeforeTheDismissalStep() throws {
    var queue = attached()
    let shown = try RouteStack([cover(1)])
    let first = try #require(ticket(queue.handle(.targetChanged(shown))))
    _ = queue.handle(.stepCompleted(ticket: first.id))
    let effects = queue.handle(.targetChanged(RouteStack())) { $0 == "c1" }
    guard case .runExitActions(let exit, let routes) = effects.first else {
      Issue.record("expected exit actions")
      return
    }
    #expect(routes.map(\.id) == ["c1"])
    #expect(queue.phase == .awaitingExit(exit))
    let next = try #require(ticket(queue.handle(.exitFinished(ticket: exit.id))))
    #expect(next.step == exit.step)  // the exit actions ran: the dismissal itself follows
  }

  /// Exit actions that finish for a plan the machine gave up (the host was replaced while they
  /// ran) do not release the dismissal that now waits for its own exit actions.
  @Test func aLateExitFinishForAnEarlierPlanReleasesNothing() throws {
    var queue = attached()
    let shown = try RouteStack([cover(1)])
    let first = try #require(ticket(queue.handle(.targetChanged(shown))))
    _ = queue.handle(.stepCompleted(ticket: first.id))
    guard
      case .runExitActions(let earlier, _) = queue.handle(.targetChanged(RouteStack()), hasExitAction: { $0 == "c1" })
        .first
    else {
      Issue.record("expected exit actions")
      return
    }
    _ = queue.handle(.hostDetached)
    guard case .runExitActions(let current, _) = queue.handle(.hostAttached(shown), hasExitAction: { $0 == "c1" }).first
    else {
      Issue.record("expected exit actions again")
      return
    }
    #expect(current.id != earlier.id)
    #expect(queue.handle(.exitFinished(ticket: earlier.id)).isEmpty)
    #expect(queue.phase == .awaitingExit(current))
    #expect(ticket(queue.handle(.exitFinished(ticket: current.id)))?.step == .dismiss(toLayer: 0, animated: true))
  }

  /// A push the host did not complete in time is given up only if the plan would send the same
  /// change again: a different path for the same layer, asked for meanwhile, is pushed.
  @Test func aNewPathForALayerWhosePathChangeTimedOutIsNotGivenUp() throws {
    var queue = attached()
    let shown = try RouteStack([cover(1)])
    var effects = queue.handle(.targetChanged(shown))
    while let next = ticket(effects) { effects = queue.handle(.stepCompleted(ticket: next.id)) }
    func pushing(_ name: String) throws -> RouteStack<Screen> {
      var stack = shown
      try stack.append(Route(.profile(name), presentation: .push, id: RouteID(name)))
      return stack
    }
    let stuck = try #require(ticket(queue.handle(.targetChanged(try pushing("x")))))
    #expect(queue.handle(.stepTimedOut(ticket: stuck.id)).contains(.resynchronize(later: false)))
    _ = queue.handle(.targetChanged(try pushing("y")))
    let next = try #require(ticket(queue.handle(.resynchronized(shown, hostIsBusy: false))))
    #expect(next.step == .setPath(layer: 1, path: [Route(.profile("y"), presentation: .push, id: "y")], animated: true))
    #expect(queue.target == (try pushing("y")))
  }

  /// The same for a layer whose content swap timed out: another swap of that layer, asked for
  /// meanwhile, is carried out.
  @Test func aNewSwapForALayerWhoseSwapTimedOutIsNotGivenUp() throws {
    var queue = attached()
    var effects = queue.handle(.targetChanged(try RouteStack([cover(1)])))
    while let next = ticket(effects) { effects = queue.handle(.stepCompleted(ticket: next.id)) }
    let stuck = try #require(ticket(queue.handle(.targetChanged(try RouteStack([cover(2)])))))
    guard case .swapContent(1, _) = stuck.step else {
      Issue.record("expected a swap, got \(stuck.step)")
      return
    }
    _ = queue.handle(.stepTimedOut(ticket: stuck.id))
    _ = queue.handle(.targetChanged(try RouteStack([cover(3)])))
    let next = try #require(ticket(queue.handle(.resynchronized(try RouteStack([cover(1)]), hostIsBusy: false))))
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
    var effects = queue.handle(.targetChanged(try RouteStack([buried, cover(1), top])))
    while let next = ticket(effects) { effects = queue.handle(.stepCompleted(ticket: next.id)) }
    let withExit: Set<RouteID> = ["buried", "top"]
    guard
      case .runExitActions(_, let routes) = queue.handle(.targetChanged(RouteStack()), hasExitAction: withExit.contains)
        .first
    else {
      Issue.record("expected exit actions")
      return
    }
    #expect(routes.map(\.id) == ["top", "buried"])
  }

  @Test func aSwipeDuringExitActionsWaitsAndReplans() throws {
    var queue = attached()
    var effects = queue.handle(.targetChanged(try RouteStack([cover(1), cover(2)])))
    while let next = ticket(effects) { effects = queue.handle(.stepCompleted(ticket: next.id)) }
    guard
      case .runExitActions(let exit, _) = queue.handle(.targetChanged(RouteStack()), hasExitAction: { $0 == "c2" })
        .first
    else {
      Issue.record("expected exit actions")
      return
    }
    _ = queue.handle(.userDismissBegan("c2"))
    #expect(queue.handle(.exitFinished(ticket: exit.id)).isEmpty)  // nothing while the finger is down
    effects = queue.handle(.userDismissed("c2", reason: .interactive))
    let next = try #require(ticket(effects))
    #expect(next.step == .dismiss(toLayer: 0, animated: true))  // planned from what the swipe left
  }

  @Test func userDismissalKeepsLayersNotShownYet() throws {
    var queue = attached()
    var effects = queue.handle(.targetChanged(try RouteStack([cover(1), cover(2)])))
    while let next = ticket(effects) { effects = queue.handle(.stepCompleted(ticket: next.id)) }
    #expect(queue.handle(.userDismissBegan("c2")).isEmpty)
    #expect(queue.handle(.targetChanged(try RouteStack([cover(1), cover(2), cover(3)]))).isEmpty)  // waits for the user
    effects = queue.handle(.userDismissed("c2", reason: .interactive))
    #expect(effects.first == .userRemoved([cover(2)]))
    #expect(queue.target.routes.map(\.id) == ["c1", "c3"])
    #expect(queue.confirmed.routes.map(\.id) == ["c1"])
    #expect(ticket(effects) != nil)
  }

  @Test func cancelledUserDismissalResumesPlanning() throws {
    var queue = attached()
    var effects = queue.handle(.targetChanged(try RouteStack([cover(1)])))
    while let next = ticket(effects) { effects = queue.handle(.stepCompleted(ticket: next.id)) }
    _ = queue.handle(.userDismissBegan("c1"))
    #expect(queue.handle(.targetChanged(try RouteStack([cover(1), cover(2)]))).isEmpty)
    #expect(ticket(queue.handle(.userDismissCancelled("c1"))) != nil)
  }

  @Test func aRefusedPresentationIsGivenUpNotRetried() throws {
    var queue = attached()
    let effects = queue.handle(.targetChanged(try RouteStack([cover(1), cover(2)])))
    let first = try #require(ticket(effects))
    let resolved = queue.handle(.stepNotAdmitted(ticket: first.id, .refused("the window closed")))
    #expect(resolved.contains { $0.isAbandonment })
    #expect(!resolved.contains { if case .perform = $0 { true } else { false } })  // the same step is not sent again
    #expect(queue.target == RouteStack())  // the refused layer left the target, with what was above it
    #expect(resolved.last == .settled)
  }

  /// Nothing is presented over the router's own alert: the step waits for the answer, told
  /// once, with nothing to poll; the answer or any new target plans again.
  @Test func aPresentOverAnAlertWaitsForTheAnswer() throws {
    var queue = attached()
    let alert = Route<Screen>(.settings, presentation: .alert(title: "Delete?"), id: "alert")
    let shown = try #require(ticket(queue.handle(.targetChanged(try RouteStack([alert])))))
    #expect(queue.handle(.stepCompleted(ticket: shown.id)) == [.settled])
    #expect(queue.handle(.targetChanged(try RouteStack([alert, cover(1)]))) == [.awaitingAnswer(alert)])
    #expect(queue.phase == .awaitingAnswer("alert"))
    #expect(!queue.isSettled)
    #expect(queue.handle(.recheck).isEmpty)  // not someone else's: nothing rechecks
    #expect(queue.handle(.targetChanged(try RouteStack([alert, cover(2)]))).isEmpty)  // still waiting, told once
    #expect(queue.phase == .awaitingAnswer("alert"))
    let effects = queue.handle(.userDismissed("alert", reason: .answered))
    #expect(effects.first == .userRemoved([alert]))
    guard case .present(let layer, _)? = ticket(effects)?.step else {
      Issue.record("expected the cover")
      return
    }
    #expect(layer.modal?.id == "c2")
  }

  @Test func aDismissalOfTheAlertIsNotKeptWaiting() throws {
    var queue = attached()
    let alert = Route<Screen>(.settings, presentation: .alert(title: "Delete?"), id: "alert")
    let shown = try #require(ticket(queue.handle(.targetChanged(try RouteStack([alert])))))
    _ = queue.handle(.stepCompleted(ticket: shown.id))
    _ = queue.handle(.targetChanged(try RouteStack([alert, cover(1)])))
    let dismissal = try #require(ticket(queue.handle(.targetChanged(RouteStack()))))
    #expect(dismissal.step == .dismiss(toLayer: 0, animated: true))
  }

  @Test func waitingIsReportedOnceAndRecheckedWithoutTimeouts() throws {
    var queue = attached()
    let first = try #require(ticket(queue.handle(.targetChanged(try RouteStack([cover(1)])))))
    let waiting = queue.handle(.stepNotAdmitted(ticket: first.id, .waiting(for: "alert")))
    #expect(waiting == [.waiting(for: "alert"), .recheckLater])
    let again = try #require(ticket(queue.handle(.recheck)))
    let stillWaiting = queue.handle(.stepNotAdmitted(ticket: again.id, .waiting(for: "alert")))
    #expect(stillWaiting == [.recheckLater])  // reported once
    let admitted = try #require(ticket(queue.handle(.recheck)))
    let resumed = queue.stepAdmitted()
    #expect(resumed)  // the router then reports that it resumed
    let done = queue.handle(.stepCompleted(ticket: admitted.id))
    #expect(done == [.settled])
  }
}
