import Foundation
import ModalStackCore
import ModalStackTesting
import Observation
import Testing

@MainActor
@Suite struct RouterTests {
  @Test func presentShowsTheRouteOnTop() async throws {
    let harness = Harness()
    try harness.router.present(.settings, as: .sheet)
    await harness.host.settle()
    #expect(harness.router.isSettled)
    #expect(harness.router.presented == harness.router.stack)
    #expect(harness.router.presented.description == "root ▸ sheet(settings)")
  }

  /// Scenario (a): ten presentations from "anywhere" while others are in flight.
  @Test func tenPresentationsFromAnywhereAreAllShownInOrder() async throws {
    let harness = Harness()
    try harness.router.present(.learn(1), as: .fullScreenCover)
    harness.clock.advance(by: .milliseconds(100))  // the first one is mid-flight
    let router = harness.router
    await Task.detached {
      for index in 2...10 { router.send(.present(.learn(index), .fullScreenCover, id: RouteID("learn-\(index)"))) }
    }.value
    await harness.host.settle()
    #expect(router.presented.routes.map(\.destination) == (1...10).map { Screen.learn($0) })
    #expect(router.presented == router.stack)
    // The first one finishes its animation; then eight layers take a frame each and the last animates.
    let tick = SimulatedWindow.Configuration().tick
    #expect(router.settledAt == .milliseconds(350) + tick * 8 + .milliseconds(350))
    #expect(harness.host.statistics.droppedCalls == 0)
    #expect(harness.host.violations.isEmpty)
  }

  @Test func commandsInOneTurnMakeOnePlan() async throws {
    let harness = Harness()
    let time = try await harness.host.settleTime(of: harness.router) {
      for index in 1...5 { try harness.router.present(.learn(index), as: .fullScreenCover) }
    }
    #expect(harness.host.statistics.animatedTransitions == 1)
    #expect(harness.host.statistics.unanimatedTransitions == 4)
    #expect(time == SimulatedWindow.Configuration().tick * 4 + .milliseconds(350))
  }

  /// Scenario (b).
  @Test func dismissAllFromDepthTenIsOneTransition() async throws {
    let harness = Harness()
    try await harness.presentLayers(10)
    let callsBefore = harness.controllerCalls.count
    let time = try await harness.host.settleTime(of: harness.router) { harness.router.dismissAll() }
    let calls = harness.controllerCalls.dropFirst(callsBefore)
    #expect(calls.count == 1)
    #expect(calls.first?.hasPrefix("dismiss(from: root, animated: true)") == true)
    #expect(time == .milliseconds(350))
    #expect(harness.router.presented.description == "root")
  }

  /// Four covers on screen, then the top two replaced by three new routes shown as `presentation`.
  /// - Returns: The test, the settle time, and the presentations, dismissals and swaps it made.
  private func replaceTopTwoOfFourCovers(with presentation: Presentation) async throws -> (
    NavigationTest<Screen>, Duration?, [String]
  ) {
    let test = NavigationTest<Screen>()
    test.exhaustivity = .off  // about controller calls
    for index in 1...4 { try test.send(.present(.learn(index), .fullScreenCover)) }
    await test.settle()
    let base = Array(test.router.stack.routes.prefix(2))
    let calls = test.host.log.count
    try test.send(.replace(base + (5...7).map { Route(Screen.learn($0), presentation: presentation) }))
    let time = await test.settle()
    let made = test.host.log.dropFirst(calls).map(\.message)
      .filter { $0.hasPrefix("present(") || $0.hasPrefix("dismiss(") || $0.contains("rootView") }
      .map { String($0.prefix { $0 != "—" }) }
    return (test, time, made)
  }

  /// Scenario (c). The two layers replaced by covers are shown in place by the covers' controllers
  /// (no transition); the third is presented, animated: one animation in all.
  @Test func replacingTopTwoOfFourWithThreeSwapsTwoInPlaceAndPresentsOne() async throws {
    let (test, time, made) = try await replaceTopTwoOfFourCovers(with: .fullScreenCover)
    #expect(time == .milliseconds(350))
    #expect(
      made == [
        "fullScreenCover(learn 3).rootView = fullScreenCover(learn 5) [] ",
        "fullScreenCover(learn 4).rootView = fullScreenCover(learn 6) [] ",
        "present(fullScreenCover(learn 7), on: fullScreenCover(learn 6), animated: true) ",
      ])
    test.expectStack(
      "root ▸ fullScreenCover(learn 1) ▸ fullScreenCover(learn 2) ▸ fullScreenCover(learn 5) ▸ fullScreenCover(learn 6) ▸ fullScreenCover(learn 7)"
    )
    #expect(test.host.window.chain.map(\.routeID) == [nil] + test.router.stack.routes.map(\.id))
  }

  /// Replaced by routes presented another way, the layers go in one dismissal and the new ones
  /// come bottom-up, only the last animated.
  @Test func replacingTopTwoOfFourWithThreeSheetsIsOneDismissalAndThreePresentations() async throws {
    let (test, time, made) = try await replaceTopTwoOfFourCovers(with: .sheet)
    #expect(time == test.host.window.configuration.tick * 3 + .milliseconds(350))
    #expect(
      made == [
        "dismiss(from: fullScreenCover(learn 2), animated: false) ",
        "present(sheet(learn 5), on: fullScreenCover(learn 2), animated: false) ",
        "present(sheet(learn 6), on: sheet(learn 5), animated: false) ",
        "present(sheet(learn 7), on: sheet(learn 6), animated: true) ",
      ])
  }

  /// A route swapped out of its controller is dismissed as any other: its exit action is awaited
  /// first, and the events name both routes, with the reason.
  @Test func aRouteSwappedOutOfItsControllerPlaysItsExitAndIsReported() async throws {
    let harness = Harness()
    let old = try harness.router.present(.settings, as: .sheet)
    await harness.host.settle()
    let recorder = EventRecorder()
    try harness.router.setExitAction(for: old) { reason in
      recorder.events.append(.willDismiss(Route(.settings, presentation: .sheet, id: old), reason: reason))
      await harness.clock.sleep(for: .milliseconds(200))
    }
    let subscription = harness.router.observe { recorder.events.append($0) }
    defer { subscription.cancel() }
    let new = Route(Screen.learn(2), presentation: .sheet)
    let time = try await harness.host.settleTime(of: harness.router) { try harness.router.replace(with: [new]) }
    #expect(time == .milliseconds(200))
    #expect(harness.host.window.chain.map(\.name) == ["root", "sheet(learn 2)"])
    #expect(harness.host.statistics.contentSwaps == 1)
    let names = recorder.events.map(\.description)
    #expect(
      names.filter { $0.hasPrefix("will") || $0.hasPrefix("did") } == [
        "willDismiss sheet(settings) (replaced)", "willDismiss sheet(settings) (replaced)",
        "willPresent sheet(learn 2) (replaced)",
        "didDismiss sheet(settings) (replaced)", "didPresent sheet(learn 2) (replaced)",
      ])
  }

  /// The pop under the sheet happens while the sheet still covers it, in the turn its dismissal
  /// starts: the change costs the dismissal's animation and nothing more (see UIKit's Rules as the Simulator Enforces Them, 'Navigation under a modal').
  @Test func dismissingASheetAndPoppingItsPresenterCostsOneAnimation() async throws {
    let test = NavigationTest<Screen>()
    test.exhaustivity = .off  // about timing
    try test.send(.present(.profile("a"), .push))
    try test.send(.present(.profile("b"), .push))
    try test.send(.present(.settings, .sheet))
    await test.settle()
    let base = Array(test.router.stack.routes.prefix(1))
    let calls = test.host.log.count
    try test.send(.replace(base))
    #expect(await test.settle() == .milliseconds(350))
    #expect(
      test.host.log.dropFirst(calls).map(\.message).filter {
        $0.hasPrefix("setViewControllers(") || $0.hasPrefix("dismiss(")
      }.map { $0.prefix { $0 != "—" } } == [
        "setViewControllers(root: [push(profile a)], animated: false) under sheet(settings)",
        "dismiss(from: root, animated: true) ",
      ])
    test.expectStack("root ▸ push(profile a)")
    #expect(test.host.violations.isEmpty)
  }

  /// Scenario (d): the user swipes layer 3 away while the router wants to present layers 4 and 5.
  @Test func userSwipeDuringAPlanEndsConsistent() async throws {
    let harness = Harness()
    try await harness.presentLayers(3, as: .sheet)
    #expect(harness.host.swipeDown(progress: 0.3) == .dismissed)
    try harness.router.present(.learn(4), as: .sheet)
    try harness.router.present(.learn(5), as: .sheet)
    await harness.host.settle()
    #expect(harness.router.presented.routes.map(\.destination) == [.learn(1), .learn(2), .learn(4), .learn(5)])
    #expect(harness.router.presented == harness.router.stack)
    #expect(
      harness.events.contains {
        if case .didDismiss(let route, .interactive) = $0 { route.destination == .learn(3) } else { false }
      })
  }

  @Test func routesRemovedWithASwipedLayerFreeTheirIDs() async throws {
    let harness = Harness()
    try harness.router.present(.settings, as: .sheet, id: "sheet")
    await harness.host.settle()
    #expect(harness.host.swipeDown(progress: 0.5) == .dismissed)
    try harness.router.push(.profile("late"), id: "late")  // pushed on the sheet while it is being swiped away
    await harness.host.settle()
    #expect(harness.router.stack.isEmpty)
    try harness.router.push(.profile("again"), id: "late")  // the id is free again
    await harness.host.settle()
    #expect(harness.router.presented.description == "root ▸ push(profile again)")
  }

  @Test func cancelledSwipeKeepsEverything() async throws {
    let harness = Harness()
    try await harness.presentLayers(3, as: .sheet)
    #expect(harness.host.swipeDown(progress: 0.2, cancel: true) == .cancelled)
    try harness.router.present(.learn(4), as: .sheet)
    await harness.host.settle()
    #expect(harness.router.presented.routes.map(\.destination) == [.learn(1), .learn(2), .learn(3), .learn(4)])
  }

  @Test func swipeDuringATransitionIsIgnoredLikeUIKit() async throws {
    let harness = Harness()
    try await harness.presentLayers(1, as: .sheet)
    try harness.router.present(.learn(2), as: .sheet)
    harness.clock.advance(by: .milliseconds(100))
    #expect(harness.host.swipeDown() == .ignored)
    await harness.host.settle()
    #expect(harness.router.presented.count == 2)
  }

  /// Scenario (e).
  @Test func rotationChangesNothing() async throws {
    let harness = Harness()
    try harness.router.present(.settings, as: .sheet(detents: [.medium, .large]))
    try harness.router.present(.profile("a"), as: .modal(.popover(PopoverAnchor("avatar"))))
    try harness.router.present(.learn(1), as: .modal(.formSheet))
    await harness.host.settle()
    let before = harness.router.presented
    let callsBefore = harness.controllerCalls.count
    harness.host.rotate()
    harness.host.enterBackground()
    harness.host.enterForeground()
    harness.host.rotate()
    harness.host.resize(to: .regular)  // an iPad window made wide: the popover is one again
    harness.host.resize(to: .compact)
    await harness.host.settle()
    #expect(harness.router.presented == before)
    #expect(harness.router.stack == before)
    #expect(harness.controllerCalls.count == callsBefore)
    #expect(harness.host.log.contains { $0.message.contains("willPresentWithAdaptiveStyle: popover") })
  }

  /// Scenario (f), blocked.
  @Test func blockedRouteIgnoresSwipesAndReportsTheAttempt() async throws {
    let harness = Harness()
    try harness.router.present(.settings, as: .sheet(detents: [.large], dismissPolicy: .blocked))
    await harness.host.settle()
    #expect(harness.host.swipeDown() == .attempted)
    await harness.host.settle()
    #expect(harness.router.presented.count == 1)
    #expect(harness.events.contains { if case .dismissBlocked(_, .interactive) = $0 { true } else { false } })
    #expect(!harness.host.log.contains { $0.message.hasPrefix("presentationControllerWillDismiss") })
  }

  /// Scenario (f), confirm: the app says no, then yes.
  @Test func confirmRouteDismissesOnlyOnYes() async throws {
    let test = NavigationTest<Screen>()
    let id = try test.send(.present(.settings, .sheet(detents: [.large], dismissPolicy: .confirm)))[0]
    await test.settle()
    test.receive("didPresent sheet(settings) (programmatic)")
    let answer = Answer()
    try test.router.setDismissConfirmation(for: id) { _ in
      await test.clock.sleep(for: .milliseconds(500))  // the user reads an alert
      return answer.value
    }
    #expect(test.host.swipeDown() == .attempted)
    await test.settle()
    test.receive("dismissConfirmation sheet(settings) (interactive) refused")
    answer.value = true
    test.host.swipeDown()
    await test.settle()
    test.receive(
      "dismissConfirmation sheet(settings) (interactive) accepted", "didDismiss sheet(settings) (interactive)")
    test.expectStack("root")
    test.finish()
  }

  /// A `confirm` route without a handler of its own asks the router-wide `confirmDismissal`,
  /// with the route and the reason.
  @Test(arguments: [false, true])
  func theRouterWideConfirmationAnswersForRoutesWithoutTheirOwn(answer: Bool) async throws {
    let harness = Harness()
    let asked = AskedRoutes()
    harness.router.confirmDismissal = { route, reason in
      asked.routes.append("\(route.destination) \(reason)")
      return answer
    }
    #expect(harness.router.confirmDismissal != nil)
    try harness.router.present(.settings, as: .sheet(detents: [.large], dismissPolicy: .confirm))
    await harness.host.settle()
    harness.host.swipeDown()
    await harness.host.settle()
    #expect(asked.routes == ["settings \(RouteChangeReason.interactive)"])
    #expect(harness.router.presented.isEmpty == answer)
  }

  /// A yes that comes after the route left answers for that route only, not for a new one that
  /// took its id meanwhile.
  @Test func aLateYesDoesNotDismissANewRouteUnderTheSameID() async throws {
    let harness = Harness()
    harness.router.confirmDismissal = { _, _ in
      await harness.clock.sleep(for: .milliseconds(500))  // the user reads an alert
      return true
    }
    try harness.router.present(.settings, as: .sheet(detents: [.large], dismissPolicy: .confirm), id: "edit")
    await harness.host.settle()
    #expect(harness.host.swipeDown() == .attempted)
    try harness.router.dismiss("edit")  // meanwhile the app closes the editor and opens another
    try harness.router.present(.learn(1), as: .fullScreenCover, id: "edit")
    await harness.host.settle()
    #expect(harness.router.stack.routes.map(\.destination) == [.learn(1)])
    #expect(harness.router.presented == harness.router.stack)
  }

  @Test func confirmWithoutHandlerActsAsBlocked() async throws {
    let harness = Harness()
    try harness.router.present(.settings, as: .sheet(detents: [.large], dismissPolicy: .confirm))
    await harness.host.settle()
    harness.host.swipeDown()
    await harness.host.settle()
    #expect(harness.router.presented.count == 1)
    #expect(harness.events.contains { if case .dismissBlocked = $0 { true } else { false } })
  }

  /// Scenario (g): the exit action runs before the controller is removed.
  @Test func exitHandshakeIsAwaitedBeforeDismissal() async throws {
    let harness = Harness()
    let id = try harness.router.present(.popup("saved"), as: .popup())
    await harness.host.settle()
    var exitReason: RouteChangeReason?
    var exitFinishedAt: Duration?
    try harness.router.setExitAction(for: id) { reason in
      exitReason = reason
      await harness.clock.sleep(for: .milliseconds(250))
      exitFinishedAt = harness.clock.now
    }
    let start = harness.clock.now
    #expect(harness.host.tapOutside() == .attempted)
    await harness.host.settle()
    #expect(exitReason == .tapOutside)
    let dismissal = try #require(harness.host.log.first { $0.message.hasPrefix("dismiss(from: root") })
    #expect(dismissal.time - start == .milliseconds(250))
    #expect(exitFinishedAt.map { $0 <= dismissal.time } == true)
    #expect(dismissal.message.contains("animated: false"))  // the popup animated itself out
    #expect(harness.router.presented.isEmpty)
  }

  /// A double tap on a popup's dimming: the popup stays in the window while it goes (its exit
  /// animation), so the second tap reaches it again, not the popup under it, which stays.
  @Test func aSecondTapOnAPopupAlreadyTappedAwayLeavesThePopupUnderIt() async throws {
    let harness = Harness()
    let under = try harness.router.present(.popup("under"), as: .popup())
    let top = try harness.router.present(.popup("top"), as: .popup())
    await harness.host.settle()
    try harness.router.setExitAction(for: top) { _ in await harness.clock.sleep(for: .milliseconds(250)) }
    #expect(harness.host.tapOutside() == .attempted)
    #expect(harness.host.window.shownRouteIDs.last == top)
    #expect(harness.host.tapOutside() == .attempted)
    await harness.host.settle()
    #expect(harness.router.stack.routes.map(\.id) == [under])
    #expect(harness.router.presented == harness.router.stack)
  }

  /// A toast is laid over a sheet and its content is still coming in when the user swipes the
  /// sheet away: the toast goes with the sheet's controller, so the router removes it too, with
  /// the user's reason, and never reports it presented.
  @Test func aToastComingInGoesWithTheSheetTheUserSwipesAway() async throws {
    let harness = Harness()
    try harness.router.present(.settings, as: .sheet)
    await harness.host.settle()
    let recorder = EventRecorder()
    let subscription = harness.router.observe { recorder.events.append($0) }
    defer { subscription.cancel() }
    let toast = try harness.router.present(
      .popup("saved"), as: .popup(alignment: .bottom, dimming: .none, dismissOnTapOutside: false))
    harness.clock.advance(by: .milliseconds(50))  // laid over the sheet; its entrance takes 0.25 s
    #expect(harness.host.window.shownRouteIDs.last == toast)
    #expect(harness.host.swipeDown(progress: 0.5) == .dismissed)
    await harness.host.settle()
    #expect(harness.router.stack.routes.isEmpty)
    #expect(harness.router.presented == harness.router.stack)
    #expect(harness.host.window.shownRouteIDs.isEmpty)
    let aboutToast = recorder.events.map(\.description).filter { $0.contains("popup(") }
    #expect(
      aboutToast == [
        "willPresent popup(popup saved) (programmatic)", "willDismiss popup(popup saved) (interactive)",
        "didDismiss popup(popup saved) (interactive)",
      ])
  }

  @Test func addedExitActionsRunTogetherAndTheRouteWaitsForAll() async throws {
    let test = NavigationTest<Screen>()
    test.exhaustivity = .off
    let id = try test.send(.present(.popup("editor"), .popup()))[0]
    await test.settle()
    let heard = EventRecorder()
    // The popup's exit animation (0.25 s) and the content's own work (0.4 s): neither replaces the other.
    try test.router.addExitAction(for: id) { reason in
      await test.clock.sleep(for: .milliseconds(250))
      heard.events.append(.willDismiss(Route(.popup("animation"), presentation: .push), reason: reason))
    }
    try test.router.addExitAction(for: id) { reason in
      await test.clock.sleep(for: .milliseconds(400))
      heard.events.append(.willDismiss(Route(.popup("saved"), presentation: .push), reason: reason))
    }
    try test.send(.dismissAll)
    // together, not one after the other
    #expect(await test.settle() == .milliseconds(400) + test.host.window.configuration.tick)
    #expect(heard.events.count == 2)  // both ran
    test.expectStack("root")
    #expect(throws: RouteStackError.routeNotFound(id)) { try test.router.addExitAction(for: id) { _ in } }
  }

  @Test func aDismissActionAddsAnExitActionToItsRouteOnly() async throws {
    let harness = Harness()
    let id = try harness.router.present(.settings, as: .sheet)
    await harness.host.settle()
    let reasons = EventRecorder()
    ModalDismissAction(routeID: id, router: harness.router).addExitAction { reason in
      reasons.events.append(.hostDetached)
      #expect(reason == .dismissAll)
    }
    ModalDismissAction(routeID: nil, router: harness.router).addExitAction { _ in Issue.record("the root has no route")
    }
    harness.router.dismissAll()
    await harness.host.settle()
    #expect(reasons.events.count == 1)
    #expect(harness.router.presented.isEmpty)
  }

  @Test func aSwipeDuringAnExitAnimationIsRespected() async throws {
    let harness = Harness()
    try harness.router.present(.settings, as: .sheet)
    let editor = try harness.router.present(.profile("editor"), as: .sheet)
    await harness.host.settle()
    try harness.router.setExitAction(for: editor) { _ in await harness.clock.sleep(for: .milliseconds(300)) }
    harness.router.dismissAll()
    harness.clock.advance(by: .zero)  // the plan starts: the exit action runs
    for _ in 0..<8 { await Task.yield() }
    harness.clock.advance(by: .milliseconds(100))
    // No transition runs during the exit action, so UIKit lets the user swipe; the swipe
    // (0.35 s) outlasts the exit action (0.2 s left).
    #expect(harness.host.swipeDown(progress: 0) == .dismissed)
    let start = harness.clock.now
    await harness.host.settle()
    #expect(harness.router.presented.isEmpty)
    #expect(harness.router.settledAt - start < .seconds(1))
    #expect(harness.host.violations.isEmpty)
    #expect(harness.host.statistics.droppedCalls == 0)
    #expect(!harness.events.contains { if case .hostFault = $0 { true } else { false } })
  }

  /// An exit action that never ends holds its route for the router's exit time limit: the
  /// default, or the one the app set.
  @Test(arguments: [nil, Duration.milliseconds(500), .seconds(5)])
  func hungExitActionTimesOut(limit: Duration?) async throws {
    let harness = Harness()
    if let limit { harness.router.settings.exitTimeout = limit }
    #expect(harness.router.settings.exitTimeout == limit ?? .seconds(2))
    let id = try harness.router.present(.popup("stuck"), as: .popup())
    await harness.host.settle()
    try harness.router.setExitAction(for: id) { _ in await harness.clock.sleep(for: .seconds(3600)) }
    let time = try await harness.host.settleTime(of: harness.router) { try? harness.router.dismiss() }
    #expect(harness.router.presented.isEmpty)
    #expect(time >= harness.router.settings.exitTimeout)
    #expect(time < harness.router.settings.exitTimeout + .milliseconds(100))
    #expect(harness.events.contains(.hostFault(.exitActionTimedOut(id))))
  }

  /// A step the host never finishes is a fault once `stepTimeout` has passed: the default, or
  /// the one the app set.
  @Test(arguments: [nil, Duration.milliseconds(500), .seconds(5)])
  func aLostCompletionIsAFaultAfterTheStepTimeout(limit: Duration?) async throws {
    let harness = Harness()
    if let limit { harness.router.settings.stepTimeout = limit }
    #expect(harness.router.settings.stepTimeout == limit ?? .seconds(2))
    harness.host.loseNextCompletion()
    let start = harness.clock.now
    let fault = FaultTime()
    let subscription = harness.router.observe { [clock = harness.clock] event in
      if case .hostFault(.stepTimedOut) = event, fault.at == nil { fault.at = clock.now - start }
    }
    try harness.router.present(.settings, as: .sheet)
    await harness.host.settle()
    #expect(fault.at == harness.router.settings.stepTimeout)
    #expect(harness.router.presented == harness.router.stack)
    subscription.cancel()
  }

  /// While someone else's alert covers the window the router looks again every
  /// `foreignRecheckInterval`: after the alert goes, it carries on at its next look.
  @Test func aPlanBehindAForeignAlertCarriesOnAtTheNextLook() async throws {
    func resumeDelay(interval: Duration?) async throws -> Duration {
      let harness = Harness()
      if let interval { harness.router.settings.foreignRecheckInterval = interval }
      #expect(harness.router.settings.foreignRecheckInterval == interval ?? .milliseconds(100))
      let alert = try #require(harness.host.presentForeign(.alert))
      await harness.host.settle()
      try harness.router.present(.settings, as: .sheet)
      await harness.host.settle(within: .seconds(5))
      harness.host.dismissForeign(alert)
      let gone = harness.clock.now
      await harness.host.settle()
      #expect(harness.router.presented == harness.router.stack)
      return harness.router.settledAt - gone
    }
    let often = try await resumeDelay(interval: nil)
    let seldom = try await resumeDelay(interval: .seconds(3))
    #expect(often < .seconds(1))
    #expect(seldom > often + .seconds(1))
    #expect(seldom < often + .seconds(3))
  }

  /// The animation policy the app sets later governs the next change, as one given at init does.
  @Test(arguments: AnimationPolicy.allCases)
  func anAnimationPolicySetLaterGovernsTheNextChange(policy: AnimationPolicy) async throws {
    let harness = Harness(policy: policy == .all ? .none : .all)
    harness.router.settings.animationPolicy = policy
    #expect(harness.router.settings.animationPolicy == policy)
    try harness.router.replace(with: (1...3).map { Route(Screen.learn($0), presentation: .fullScreenCover) })
    await harness.host.settle()
    let animated = [AnimationPolicy.all: 3, .lastOnly: 1, AnimationPolicy.none: 0][policy]
    #expect(harness.host.statistics.animatedTransitions == animated)
  }

  /// A policy the app sets while a change runs without animation (a restore) is the one the
  /// changes after it follow: the command's `animated:` ends as the screen settles, the setting stays.
  @Test func anAnimationPolicySetDuringAnUnanimatedChangeOutlivesIt() async throws {
    let harness = Harness()
    try harness.router.present(.settings, as: .sheet, animated: false)
    harness.router.settings.animationPolicy = .all
    await harness.host.settle()
    #expect(harness.host.statistics.animatedTransitions == 0)
    try harness.router.replace(with: (1...3).map { Route(Screen.learn($0), presentation: .fullScreenCover) })
    await harness.host.settle()
    #expect(harness.router.settings.animationPolicy == .all)
    #expect(harness.host.statistics.animatedTransitions == 4)  // the sheet's dismissal and three covers
  }

  @Test func lostCompletionTimesOutAndResynchronises() async throws {
    let harness = Harness()
    harness.host.loseNextCompletion()
    try harness.router.present(.settings, as: .sheet)
    try harness.router.present(.learn(1), as: .sheet)
    await harness.host.settle()
    #expect(harness.events.contains { if case .hostFault(.stepTimedOut) = $0 { true } else { false } })
    #expect(harness.router.presented == harness.router.stack)
    #expect(harness.router.presented.count == 2)
    #expect(harness.host.violations.isEmpty)
  }

  @Test func aLongCustomTransitionIsNotReportedAsAFault() async throws {
    let harness = Harness()
    let slow = CustomTransition(effects: [.opacity, .move(.bottom)], duration: 3)
    let time = try await harness.host.settleTime(of: harness.router) {
      try harness.router.present(.settings, as: .modal(.overFullScreen, transition: .custom(slow)))
    }
    #expect(time == .seconds(3))
    #expect(!harness.events.contains { if case .hostFault = $0 { true } else { false } })
  }

  /// UIKit animates the dismissal of a layer with its modal route's transition, pushes or not.
  @Test func aLongCustomDismissalOfALayerWithPushesIsNotAFault() async throws {
    let harness = Harness()
    let slow = CustomTransition(effects: [.opacity, .move(.bottom)], duration: 3)
    let cover = Presentation.modal(.fullScreen, transition: .custom(slow))
    try harness.router.replace(with: [Route(.settings, presentation: cover), Route(.profile("a"), presentation: .push)])
    await harness.host.settle()
    let time = try await harness.host.settleTime(of: harness.router) { harness.router.dismissAll() }
    #expect(time == .seconds(3))
    #expect(!harness.events.contains { if case .hostFault = $0 { true } else { false } })
  }

  @Test func aTransitionThatNeverCompletesIsOneFaultAndNoDroppedCall() async throws {
    let harness = Harness()
    harness.host.hangNextTransition()
    try harness.router.present(.settings, as: .sheet)
    try harness.router.present(.learn(1), as: .sheet)
    await harness.host.settle(within: .seconds(10))
    #expect(harness.host.isTransitioning)
    #expect(harness.router.presented.count == 1)  // UIKit linked the hung one; nothing was sent on top
    harness.host.finishHungTransition()
    await harness.host.settle()
    #expect(harness.router.presented == harness.router.stack)
    #expect(harness.router.presented.count == 2)
    #expect(harness.events.filter { if case .hostFault = $0 { true } else { false } }.count == 1)
    #expect(harness.host.statistics.droppedCalls == 0)
    #expect(harness.host.violations.isEmpty)
  }

  @Test func eventsCarryReasons() async throws {
    let test = NavigationTest<Screen>()
    test.receivesWillEvents = true
    try test.send(.present(.settings, .sheet))
    await test.settle()
    test.receive("willPresent sheet(settings) (programmatic)", "didPresent sheet(settings) (programmatic)")
    try test.send(.dismissAll)
    await test.settle()
    test.receive("willDismiss sheet(settings) (dismissAll)", "didDismiss sheet(settings) (dismissAll)")
    test.finish()
  }

  @Test func supersededTargetsAreNeverShown() async throws {
    let harness = Harness()
    try harness.router.present(.learn(1), as: .fullScreenCover)
    try harness.router.present(.learn(2), as: .fullScreenCover)  // superseded below
    harness.router.dismissAll()
    try harness.router.present(.learn(3), as: .fullScreenCover)
    await harness.host.settle()
    #expect(!harness.host.log.contains { $0.message.contains("learn 2") })
    #expect(harness.router.presented.routes.map(\.destination) == [.learn(3)])
  }

  @Test func commandsBeforeAHostIsAttachedAreReplayedInOrder() async throws {
    let harness = Harness(attach: false)
    for index in 1...5 { try harness.router.present(.learn(index), as: .sheet) }
    try harness.router.attach(harness.host)
    await harness.host.settle()
    #expect(harness.router.presented.routes.map(\.destination) == (1...5).map { Screen.learn($0) })
  }

  @Test func badCommandsThrowTypedErrorsAndChangeNothing() async throws {
    let harness = Harness()
    let id = try harness.router.present(.settings, as: .sheet, id: "settings")
    #expect(id == "settings")
    let before = harness.router.stack
    #expect(throws: RouteStackError.duplicateRouteID("settings", screen: "learn 1")) {
      try harness.router.present(.learn(1), id: "settings")
    }
    #expect(throws: RouteStackError.routeNotFound("nope")) { try harness.router.dismiss("nope") }
    #expect(throws: RouteStackError.nothingToPop) { try harness.router.pop() }
    #expect(throws: RouteStackError.invalidCount(0)) { try harness.router.pop(0) }
    #expect(
      throws: RouteStackError.invalidPresentation("curl", .partialCurlRequiresFullScreen(.pageSheet), screen: "learn 2")
    ) {
      try harness.router.present(.learn(2), as: .modal(.pageSheet, transition: .partialCurl), id: "curl")
    }
    #expect(harness.router.stack == before)
    harness.router.dismissAll()
    #expect(throws: RouteStackError.nothingToDismiss) { try harness.router.dismiss() }
  }

  @Test func failedSendIsReportedAsAnEvent() async throws {
    let harness = Harness()
    harness.router.send(.dismiss("missing"))
    await harness.host.settle()
    #expect(harness.events.contains(.commandFailed(.routeNotFound("missing"))))
  }

  @Test func pushPopAndPopToRootChangeTheTopLayerPath() async throws {
    let harness = Harness()
    try harness.router.present(.settings, as: .sheet)
    try harness.router.push(.profile("a"))
    try harness.router.push(.profile("b"))
    await harness.host.settle()
    #expect(harness.router.presented.description == "root ▸ sheet(settings) ▸ push(profile a) ▸ push(profile b)")
    try harness.router.pop()
    await harness.host.settle()
    #expect(harness.router.presented.topLayer.path.map(\.destination) == [.profile("a")])
    harness.router.popToRoot()
    await harness.host.settle()
    #expect(harness.router.presented.description == "root ▸ sheet(settings)")
    #expect(harness.host.violations.isEmpty)
  }

  @Test func popToRootPopsEveryPushedRouteOfTheTopLayer() async throws {
    let harness = Harness()
    try harness.router.push(.profile("below"))
    try harness.router.present(.settings, as: .sheet)
    for name in ["a", "b", "c"] { try harness.router.push(.profile(name)) }
    await harness.host.settle()
    harness.router.popToRoot()
    await harness.host.settle()
    #expect(harness.router.presented.description == "root ▸ push(profile below) ▸ sheet(settings)")
    #expect(harness.router.presented == harness.router.stack)
    let popped = harness.events.compactMap { if case .didDismiss(let route, _) = $0 { route.destination } else { nil } }
    #expect(Set(popped) == [.profile("a"), .profile("b"), .profile("c")])
    #expect(harness.host.violations.isEmpty)
  }

  /// A second tap on a tab pops that tab's stack only: the other tab's pushes stay.
  @Test func popToRootInAStackLeavesTheOtherStacksPushes() async throws {
    let harness = Harness()
    try harness.router.push(.profile("f1"), in: "feed")
    try harness.router.push(.profile("f2"), in: "feed")
    try harness.router.push(.profile("i1"), in: "inbox")
    await harness.host.settle()
    harness.router.popToRoot(in: "feed")
    await harness.host.settle()
    #expect(harness.router.presented.routes.map(\.destination) == [.profile("i1")])
    #expect(harness.router.presented == harness.router.stack)
  }

  /// A SwiftUI view that reads the router's state is redrawn when that state changes: each
  /// observed property tells its observers.
  @Test func viewsReadingTheRoutersStateAreToldWhenItChanges() async throws {
    let harness = Harness()
    let router = harness.router
    let changed = ChangedProperties()
    func observe(_ name: String, _ read: @escaping @MainActor () -> Void) {
      withObservationTracking {
        read()
      } onChange: { [changed] in
        MainActor.assumeIsolated { _ = changed.names.insert(name) }
      }
    }
    observe("stack") { _ = router.stack }
    observe("presented") { _ = router.presented }
    observe("isSettled") { _ = router.isSettled }
    observe("settledAt") { _ = router.settledAt }
    try router.present(.settings, as: .sheet)
    #expect(changed.names == ["stack", "isSettled"])  // not settled any more, at the command
    await harness.host.settle()
    #expect(changed.names == ["stack", "presented", "isSettled", "settledAt"])
  }

  /// A stack value that repeats a route id (built with `append`, which leaves ids to its caller)
  /// is refused naming the id, and the stack stays as it was.
  @Test func aStackThatRepeatsAnIDIsRefusedNamingIt() async throws {
    let harness = Harness()
    try harness.router.present(.settings, as: .sheet, id: "a")
    await harness.host.settle()
    let before = harness.router.stack
    for repeated: [Route<Screen>] in [
      [Route(.learn(1), presentation: .sheet, id: "x"), Route(.learn(2), presentation: .push, id: "x")],
      [Route(.learn(1), presentation: .sheet, id: "x"), Route(.learn(2), presentation: .fullScreenCover, id: "x")],
      // Two ids repeated: the first repeat, reading from the bottom, is named.
      [
        Route(.learn(1), presentation: .sheet, id: "y"), Route(.learn(2), presentation: .sheet, id: "x"),
        Route(.learn(3), presentation: .sheet, id: "x"), Route(.learn(4), presentation: .sheet, id: "y"),
      ],
    ] {
      var stack = RouteStack<Screen>()
      for route in repeated { try stack.append(route) }
      harness.router.replace(with: stack)
      #expect(harness.router.stack == before)
      #expect(
        harness.events.last.map {
          if case .commandFailed(.duplicateRouteID("x", screen: _)) = $0 { true } else { false }
        } == true)
    }
    await harness.host.settle()
    #expect(harness.router.presented == before)
  }

  /// The links a router is made with are the ones it opens.
  @Test func aRouterOpensTheLinksItWasMadeWith() throws {
    var links = DeepLinkMap<Screen>()
    links.add("/learn/:id", presentation: .sheet) { .learn(try $0.value("id")) }
    let router = Router<Screen>(deepLinks: links, scheduler: SimulatedClock())
    #expect(router.deepLinks != nil)
    let opened = try router.open(URL(string: "myapp://learn/7")!)
    #expect(router.stack.routes.map(\.id) == opened)
    #expect(router.stack.routes.map(\.destination) == [.learn(7)])
  }

  @Test func backButtonShrinksTheTarget() async throws {
    let harness = Harness()
    try harness.router.push(.profile("a"))
    try harness.router.push(.profile("b"))
    await harness.host.settle()
    #expect(harness.host.tapBack(on: harness.router))
    await harness.host.settle()
    #expect(harness.router.stack.description == "root ▸ push(profile a)")
    #expect(harness.router.presented == harness.router.stack)
    #expect(
      harness.events.contains {
        if case .didDismiss(let route, .interactive) = $0 { route.destination == .profile("b") } else { false }
      })
  }

  /// The user going back in one tab's stack takes only what they popped: a push the app made into
  /// another tab's stack in the same turn, not shown yet, stays (a push belongs to its stack).
  @Test func aBackInOneTabKeepsThePushTheAppJustMadeInAnother() async throws {
    let harness = Harness()
    try harness.router.push(.settings, in: "feed", id: "f1")
    await harness.host.settle()
    try harness.router.push(.learn(1), in: "inbox", id: "i1")
    #expect(harness.host.tapBack(on: harness.router))  // the user pops f1, in the feed tab
    await harness.host.settle()
    #expect(harness.router.stack.routes.map(\.id) == ["i1"])
    #expect(harness.router.presented == harness.router.stack)
  }

  @Test func dismissingAPushedRoutePopsWhatIsAboveIt() async throws {
    let harness = Harness()
    let a = try harness.router.push(.profile("a"))
    try harness.router.push(.profile("b"))
    try harness.router.present(.settings, as: .sheet)
    await harness.host.settle()
    try harness.router.dismiss(a)
    await harness.host.settle()
    #expect(harness.router.presented.description == "root")
  }

  /// A thousand layers go up in one change and come down in one transition. (Each step's plan
  /// compares the layers the stacks share, so this costs the square of the depth; deeper stacks
  /// are the benchmarks' to measure, not a test's to wait for.)
  @Test func aThousandLayersGoUpAndComeDownWhole() async throws {
    let harness = Harness()
    let routes = (1...1000).map { Route(Screen.learn($0), presentation: .fullScreenCover) }
    try harness.router.replace(with: routes)
    await harness.host.settle()
    #expect(harness.router.presented.layerCount == 1001)
    harness.router.dismissAll()
    await harness.host.settle()
    #expect(harness.router.presented.isEmpty)
    #expect(harness.host.violations.isEmpty)
  }
}

@MainActor
private final class FaultTime {
  var at: Duration?
}

@MainActor
private final class AskedRoutes {
  var routes: [String] = []
}

@MainActor
private final class Answer {
  var value = false
}

@MainActor
final class ChangedProperties {
  var names: Set<String> = []
}

@MainActor
@Suite struct RouterPopTests {
  /// A pop counts the routes pushed on the top layer only (what `TargetChange.popping` stated
  /// before pops went through the stack the user is in).
  @Test func poppingCountsPushedRoutesOfTheTopLayerOnly() throws {
    let router = Router<String>()
    try router.replace(with: [
      Route("root-push", presentation: .push, id: "root-push"), Route("a", presentation: .fullScreenCover, id: "a"),
      Route("p1", presentation: .push, id: "p1"), Route("p2", presentation: .push, id: "p2"),
    ])
    #expect(throws: RouteStackError.nothingToPop) { try router.pop(3) }
    #expect(throws: RouteStackError.invalidCount(0)) { try router.pop(0) }
    try router.pop(2)
    #expect(router.stack.routes.map(\.id) == ["root-push", "a"])
  }
}
