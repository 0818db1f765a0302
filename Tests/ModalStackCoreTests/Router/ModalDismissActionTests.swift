import ModalStackCore
import ModalStackTesting
import Testing

@MainActor
@Suite struct ModalDismissActionTests {
  @Test func aRouteBoundActionClosesItsRouteAndWhatIsAbove() async throws {
    let harness = Harness()
    let settings = try harness.router.present(.settings, as: .sheet)
    try harness.router.present(.learn(1), as: .fullScreenCover)
    let dismiss = ModalDismissAction(routeID: settings, router: harness.router)
    #expect(dismiss.isPresented)
    dismiss()
    await harness.host.settle()
    #expect(harness.router.presented.description == "root")
  }

  @Test func theRootsActionOnlyClosesEverything() async throws {
    let harness = Harness()
    try harness.router.present(.settings, as: .sheet)
    let root = ModalDismissAction(routeID: nil, router: harness.router)
    #expect(!root.isPresented)
    root()
    await harness.host.settle()
    #expect(harness.router.presented.layerCount == 2)
    root(.all)
    await harness.host.settle()
    #expect(harness.router.presented.layerCount == 1)
  }
}
