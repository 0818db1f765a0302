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
}
