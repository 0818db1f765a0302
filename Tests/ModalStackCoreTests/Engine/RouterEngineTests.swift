import Testing

@testable import ModalStackCore
@testable import ModalStackTesting

/// The engine and the windows it drives.
@MainActor
@Suite struct RouterEngineTests {
  let clock = SimulatedClock()

  @Test func aWindowTheRouterLetGoOfDoesNotDetachItFromTheOneItDrivesNow() async throws {
    let router = Router<String>(scheduler: clock)
    let first = SimulatedHost<String>(clock: clock)
    let second = SimulatedHost<String>(clock: clock)
    try router.attach(first)
    router.detach()
    try router.attach(second)
    // The first window's scene disconnects: it reports to the handler the router left with it.
    first.closeWindow()
    try router.present("settings", as: .sheet)
    await second.settle()
    #expect(second.window.shownRouteIDs == router.stack.layers.compactMap(\.modal?.id))
    #expect(router.presented == router.stack)
    // Still driving the second window, it cannot drive the first one's successor too.
    #expect(throws: HostAttachError.routerDrivesAnotherWindow) {
      try router.attach(SimulatedHost<String>(clock: clock))
    }
  }

  @Test func aSwipeEndingInAWindowTheRouterLetGoOfLeavesItsStackAlone() async throws {
    let router = Router<String>(scheduler: clock)
    let first = SimulatedHost<String>(clock: clock)
    try router.attach(first)
    try router.present("settings", as: .sheet)
    await first.settle()
    first.swipeDown()
    // The window's root controller is replaced while the swipe still animates.
    router.detach()
    try router.present("more", as: .sheet)
    let second = SimulatedHost<String>(clock: clock)
    try router.attach(second)
    await second.settle()
    #expect(router.stack.layerCount == 3)
    #expect(router.presented == router.stack)
    #expect(second.window.shownRouteIDs == router.stack.layers.compactMap(\.modal?.id))
  }

  @Test func aWindowLetGoMidTransitionReportsNothingMoreFromIt() async throws {
    let harness = Harness()
    try harness.router.present(.settings, as: .sheet)
    harness.clock.advance(by: .milliseconds(10))
    #expect(harness.router.stepInFlight != nil)
    // The window's root controller is replaced while the sheet comes in.
    harness.router.detach()
    #expect(harness.router.stepInFlight == nil)
    let detachedAt = harness.events.count
    // The old window's transition ends: it is about a window the router no longer drives.
    await harness.host.settle()
    #expect(harness.events.dropFirst(detachedAt).isEmpty, "\(harness.events.dropFirst(detachedAt))")
    // Attached to a new window, the route comes in there and is said presented once, not said coming again.
    let second = SimulatedHost<Screen>(clock: harness.clock)
    try harness.router.attach(second)
    await second.settle()
    #expect(second.window.shownRouteIDs == harness.router.stack.layers.compactMap(\.modal?.id))
    #expect(
      harness.events.map(\.description) == [
        "willPresent sheet(settings) (programmatic)", "hostDetached", "didPresent sheet(settings) (programmatic)",
      ])
  }

  /// A route whose layer moves goes down with its old layer and is to be shown again; when UIKit
  /// then refuses to show it (here a page curl over other code's sheet, which needs a full-screen
  /// presenter), no step will take it off the screen: it leaves the target and is said dismissed
  /// at once, with the host's reason, once.
  @Test func aMovingRouteTheHostRefusesToShowAgainIsSaidDismissedAtOnce() async throws {
    let harness = Harness()
    let (router, host) = (harness.router, harness.host)
    try router.present(.learn(1), as: .fullScreenCover, id: "a")
    await host.settle()
    let foreign = try #require(host.presentForeign(.sheet))
    await host.settle()
    try router.present(.learn(2), as: .fullScreenCover, id: "b")
    try router.present(.learn(3), as: .modal(.fullScreen, transition: .partialCurl), id: "c")
    await host.settle()
    let curl = try #require(router.stack.routes.last)
    harness.recorder.events.removeAll()
    try router.replace(with: router.stack.routes.filter { $0.id != "b" })
    await host.settle()
    #expect(router.stack.routes.map(\.id) == ["a"] && router.presented == router.stack)
    #expect(host.window.chain.last === foreign)
    let curlEvents = harness.events.filter {
      switch $0 {
      case .willPresent(let route, _), .didPresent(let route, _), .willDismiss(let route, _), .didDismiss(let route, _):
        route.id == curl.id
      default: false
      }
    }
    #expect(curlEvents == [.willDismiss(curl, reason: .hostRefused), .didDismiss(curl, reason: .hostRefused)])
  }
}
