import ModalStackCore
import ModalStackTesting
import Testing

@MainActor
@Suite struct InstantHostTests {
  /// One turn is one scheduled action: the router plans in it, and a step the host completes at
  /// once is done in that turn (no completion to wait for).
  @Test func aRouterOverAnInstantHostSettlesInOneTurnPerCommand() throws {
    let shown = try RouteStack([Route("a", presentation: .fullScreenCover, id: "a")])
    let turns = SimulatedClock()
    let router = Router<String>(scheduler: turns)
    router.replace(with: shown)
    try router.attach(InstantHost(showing: shown))
    #expect(router.isSettled && router.presented == shown)  // nothing to present: it already shows `shown`
    try router.present("b", as: .sheet, id: "b")
    #expect(!router.isSettled)
    #expect(turns.runNext())
    #expect(router.isSettled && router.presented.routes.map(\.id) == ["a", "b"])
    try router.dismiss()
    #expect(turns.runNext())
    #expect(router.isSettled && router.presented == shown)
  }

  /// A host that completes every step at once hands the router its next step from inside the
  /// last one; the router takes them one after another, not one inside another, so a stack
  /// thousands of layers deep (a restoration, a test's fixture) settles without growing the call
  /// stack.
  @Test func thousandsOfLayersSettleInOneTurnOneStepAfterAnother() throws {
    let turns = SimulatedClock()
    let router = Router<String>(scheduler: turns)
    try router.attach(InstantHost(showing: RouteStack()))
    let routes = (0..<2_000).map { Route("s\($0)", presentation: .sheet, id: RouteID("s\($0)")) }
    try router.replace(with: RouteStack(routes))
    turns.advance(by: .zero)
    #expect(router.isSettled)
    #expect(router.presented.layerCount == 2_001)
  }
}
