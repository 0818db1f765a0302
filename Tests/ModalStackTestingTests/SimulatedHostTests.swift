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
    try router.enqueuePopup("saved", as: .toast, lifetime: .seconds(2))
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
    }
    #expect(await host.settle(within: .seconds(1)) == false)  // the router still rechecks the alert
  }
}
