import ModalStackCore
import ModalStackTesting
import Testing

@MainActor
@Suite struct SimulatedHostTests {
  let clock = SimulatedClock()
  let host: SimulatedHost<String>
  let router: Router<String>

  init() throws {
    host = SimulatedHost(clock: clock)
    router = Router(scheduler: clock)
    try router.attach(host)
  }

  /// Stands in for a broken engine: work scheduled again at the same instant, for ever.
  private func spinForever() {
    clock.schedule(after: .zero) { [self] in spinForever() }
  }

  @Test func aRouterThatKeepsSchedulingWorkFailsFastNamingWhatItIsStuckOn() async throws {
    host.hangNextTransition()
    try router.present("a", as: .sheet)
    spinForever()
    var settled = true
    await withKnownIssue {
      settled = await host.settle(steps: 1_000)
    } matching: { issue in
      issue.comments.contains {
        "\($0)".contains(
          "settle ran 1000 scheduled actions in 0.000s of virtual time and the router kept scheduling more: "
            + "target root ▸ sheet(a), on screen root; the host has not completed present sheet(a)")
      }
    }
    #expect(!settled)
  }

  /// Work already under way (an exit action that takes a few turns to start its animation) runs
  /// before a time limit a second or more away fires, however many turns it needs, as it would
  /// on an idle machine.
  @Test func workUnderWayRunsBeforeALongTimeLimitFires() async {
    var order: [String] = []
    clock.schedule(after: .seconds(2)) { order.append("time limit") }
    Task { @MainActor [clock] in
      for _ in 0..<12 { await Task.yield() }  // more turns than settle's own eight
      await clock.sleep(for: .milliseconds(250))
      order.append("animation ended")
    }
    await host.settle()
    #expect(order == ["animation ended", "time limit"])
  }

  @Test func settleTimeIsMeasuredOnTheVirtualClock() async throws {
    let animated = try await host.settleTime(of: router) { try router.present("a", as: .sheet) }
    #expect(animated == .milliseconds(350))
    let unanimated = try await host.settleTime(of: router) {
      try router.present("b", as: .modal(.fullScreen, transition: .none))
    }
    #expect(unanimated == SimulatedWindow.Configuration().tick)
    #expect(host.statistics.animatedTransitions == 1)
    #expect(host.statistics.unanimatedTransitions == 1)
    #expect(host.statistics.droppedCalls == 0)
  }

  @Test func theLogNamesEveryControllerCallWithItsTime() async throws {
    try router.present("a", as: .fullScreenCover)
    await host.settle()
    #expect(
      host.log.map(\.description) == [
        "0.000s root.viewWillAppear",
        "0.000s root.viewDidAppear",
        "0.000s present(fullScreenCover(a), on: root, animated: true) — style fullScreen, transition coverVertical, presented by root",
        "0.000s root.viewWillDisappear",
        "0.000s fullScreenCover(a).viewWillAppear",
        "0.350s fullScreenCover(a).viewDidAppear",
        "0.350s root.viewDidDisappear",
      ])
  }

  @Test func userActionsWithNothingToActOnAreIgnored() async throws {
    #expect(host.swipeDown() == .ignored)
    #expect(host.tapOutside() == .ignored)
    #expect(!host.tapBack(on: router))
    try router.present("cover", as: .fullScreenCover)
    await host.settle()
    #expect(host.swipeDown() == .ignored)  // a full-screen cover cannot be swiped away
  }

  @Test func anUndimmedSheetLetsTapsThrough() async throws {
    let sheet = SheetConfiguration(detents: [.medium, .large], largestUndimmedDetent: .medium)
    try router.present("map", as: .modal(.sheet(sheet)))
    await host.settle()
    #expect(host.tapOutside() == .passedThrough)
    #expect(host.log.last?.message == "tap outside sheet(map) passes through to root (undimmed detent)")
    #expect(router.presented.count == 1)
  }

  /// A window the router left (it closed in the background) neither stops nor keeps stopped the
  /// time of the window the router drives now.
  @Test func aRouterCountsTheTimeOfTheWindowItDrivesNotOfOneItLeft() async throws {
    host.enterBackground()
    host.closeWindow()  // a scene disconnects from the background
    let other = SimulatedHost<String>(clock: clock)
    try router.attach(other)
    #expect(!router.isSceneInBackground)
    try router.enqueue("saved", as: .toast, lifetime: .seconds(2))
    clock.advance(by: .seconds(5))
    await other.settle()
    #expect(router.stack.layerCount == 1)
    let third = SimulatedHost<String>(clock: clock)
    router.detach()
    try router.attach(third)
    other.enterBackground()  // the router left it
    #expect(!router.isSceneInBackground)
  }

  @Test func aPopoverClosesOnATapOutside() async throws {
    try router.present("menu", as: .modal(.popover(PopoverAnchor("button"))))
    await host.settle()
    #expect(host.tapOutside() == .dismissed)
    await host.settle()
    #expect(router.presented.isEmpty)
  }
}

@MainActor
@Suite struct SimulatedHostSettleTests {
  @Test func settleTimeThrowsWhenTheRouterDoesNotSettle() async throws {
    let clock = SimulatedClock()
    let host = SimulatedHost<String>(clock: clock)
    let router = Router<String>(scheduler: clock)
    try router.attach(host)
    _ = host.presentForeign(.alert)
    await host.settle()
    do {
      _ = try await host.settleTime(of: router, within: .seconds(2)) { try router.present("a", as: .sheet) }
      Issue.record("settleTime returned for a router that waits for an alert")
    } catch let error as NotSettledError {
      #expect(error.target == "root ▸ sheet(a)")
      #expect(error.shown == "root")
      #expect(error.description.hasPrefix("the router did not settle within 2.000s"))
      #expect(error.localizedDescription == error.description)
    }
    #expect(await host.settle(within: .seconds(1)) == false)  // the router still rechecks the alert
  }

  // MARK: SwiftUI's dismiss() in a layer

  /// A confirm-first editor closed by its own Cancel button asks before it goes, as a swipe
  /// would; the route leaves with the view's reason, not as one the window refused.
  @Test func swiftUIsDismissInAConfirmFirstSheetAsksFirst() async throws {
    let test = NavigationTest<Screen>()
    let id = try test.send(.present(.settings, .sheet(detents: [.large], dismissPolicy: .confirm)))[0]
    await test.settle()
    test.receive("didPresent sheet(settings) (programmatic)")
    let answers = Answers()
    try test.router.setDismissConfirmation(for: id) { reason in
      answers.reasons.append(reason)
      return answers.reasons.count > 1  // the user keeps it the first time
    }
    #expect(test.host.viewCallsDismiss() == .attempted)
    await test.settle()
    test.receive("dismissConfirmation sheet(settings) (dismissAction) refused")
    test.expectStack("root ▸ sheet(settings)")
    #expect(test.host.viewCallsDismiss() == .attempted)
    await test.settle()
    test.receive(
      "dismissConfirmation sheet(settings) (dismissAction) accepted", "didDismiss sheet(settings) (dismissAction)")
    #expect(answers.reasons == [.dismissAction, .dismissAction])
    test.expectStack("root")
    test.finish()
  }

  /// The route's exit actions (a popup's exit animation is one: the adapter's popup registers it)
  /// run before its controller goes, with the view's reason.
  @Test func swiftUIsDismissInAPopupPlaysItsExitAnimation() async throws {
    let test = NavigationTest<Screen>()
    test.exhaustivity = .off
    let id = try test.send(.present(.saved("Done"), .popup(alignment: .bottom)))[0]
    await test.settle()
    let answers = Answers()
    try test.router.addExitAction(for: id) { reason in
      await test.clock.sleep(for: .milliseconds(250))  // the popup's exit animation
      answers.reasons.append(reason)
    }
    #expect(test.host.viewCallsDismiss() == .attempted)
    let elapsed = try #require(await test.settle())
    #expect(answers.reasons == [.dismissAction])
    #expect(elapsed >= .milliseconds(250))
    test.expectStack("root")
    #expect(!test.pendingEvents.contains { "\($0)".contains("hostRefused") })
  }

  /// A route that blocks the user's swipes still goes when its own view calls `dismiss()`, as
  /// SwiftUI's `interactiveDismissDisabled` does not stop it.
  @Test func swiftUIsDismissClosesARouteThatBlocksSwipes() async throws {
    let test = NavigationTest<Screen>()
    try test.send(.present(.settings, .sheet(detents: [.large], dismissPolicy: .blocked)))
    await test.settle()
    test.receive("didPresent sheet(settings) (programmatic)")
    #expect(test.host.viewCallsDismiss() == .attempted)
    await test.settle()
    test.receive("didDismiss sheet(settings) (dismissAction)")
    test.finish()
  }

  /// A covered layer whose view calls `dismiss()` keeps UIKit's meaning: the call dismisses what
  /// the layer presents (here other code's alert), and the router's layers stay.
  @Test func swiftUIsDismissInALayerThatPresentsDismissesWhatItPresents() async throws {
    let test = NavigationTest<Screen>()
    test.exhaustivity = .off
    let id = try test.send(.present(.settings, .sheet))[0]
    await test.settle()
    let alert = try #require(test.host.presentForeign(.alert))
    await test.settle()
    #expect(test.host.viewCallsDismiss(inLayerOf: id) == .dismissed)
    await test.settle()
    #expect(alert.presenting == nil)
    test.expectStack("root ▸ sheet(settings)")
  }
}

@MainActor
private final class Answers {
  var reasons: [RouteChangeReason] = []
}
