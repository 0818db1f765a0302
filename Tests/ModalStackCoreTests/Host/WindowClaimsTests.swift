import Testing

@testable import ModalStackCore
@testable import ModalStackTesting

/// Which router drives which window: one router a window, until it gives the window up or the
/// app lets it go; the host a router steps through, its window's session and its navigation
/// stacks all follow that one claim.
@MainActor
@Suite struct WindowClaimsTests {
  let clock = SimulatedClock()

  @Test func aWindowIsDrivenByOneRouterUntilItGivesTheWindowUp() throws {
    let host = SimulatedHost<String>(clock: clock)
    let (first, second) = (Router<String>(scheduler: clock), Router<String>(scheduler: clock))
    try first.attach(host)
    try first.attach(host)  // it drives it already
    #expect(throws: HostAttachError.windowHasAnotherRouter) { try second.attach(host) }
    #expect(first.drivesWindow(of: host) && !second.drivesWindow(of: host))
    first.detach()
    try second.attach(host)
    #expect(second.drivesWindow(of: host) && !first.drivesWindow(of: host))
    second.detach()
  }

  @Test func aRouterTheAppLetGoOfDrivesNoWindow() throws {
    let host = SimulatedHost<String>(clock: clock)
    var gone: Router<String>? = Router(scheduler: clock)
    try gone?.attach(host)
    gone = nil  // released without giving the window up
    let next = Router<String>(scheduler: clock)
    try next.attach(host)
    #expect(next.drivesWindow(of: host))
    next.detach()
  }

  /// A router that detached by itself (`detach()`, its window closing) no longer drives the
  /// window for its session either: it has no navigation stacks and takes no steps there.
  @Test func aRouterThatDetachesLeavesTheWindowsSessionAndStacks() async throws {
    let host = SimulatedHost<String>(clock: clock)
    let session = WindowSession<String, String>(host: host)
    let router = Router<String>(scheduler: clock)
    session.rootAppeared(1, router: router, model: "home")
    #expect(session.router === router && router.navigationStacks === session.stacks)
    router.detach()
    #expect(session.router == nil && router.navigationStacks == nil)
    try router.present("settings", as: .sheet)
    await host.settle()
    #expect(host.shownStack(expected: router.stack).layerCount == 1)
  }
}
