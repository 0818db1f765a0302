import ModalStackCore
import ModalStackTesting
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
    #expect(harness.host.violations.isEmpty)
  }
}
