import ModalStackCore
import ModalStackTesting
import Testing

@MainActor
@Suite struct InstantHostTests {
  @Test func aRouterOverAnInstantHostSettlesInOneTurnPerCommand() throws {
    let shown = try RouteStack([Route("a", presentation: .fullScreenCover, id: "a")])
    let turns = SimulatedClock()
    let router = Router<String>(scheduler: turns)
    router.replace(with: shown)
    try router.attach(InstantHost(showing: shown))
    #expect(router.isSettled && router.presented == shown)  // nothing to present: it already shows `shown`
    try router.present("b", as: .sheet, id: "b")
    #expect(!router.isSettled)
    turns.advance(by: .zero)
    #expect(router.isSettled && router.presented.routes.map(\.id) == ["a", "b"])
    try router.dismiss()
    turns.advance(by: .zero)
    #expect(router.isSettled && router.presented == shown)
  }
}
