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

  /// From a pushed screen, `.layer` closes the layer it sits in (SwiftfulRouting's
  /// `dismissEnvironment()`): its modal route and everything above; the layers below stay.
  @Test func aPushedScreenClosesTheLayerItSitsIn() async throws {
    let harness = Harness()
    try harness.router.present(.settings, as: .sheet)
    let cover = try harness.router.present(.learn(1), as: .fullScreenCover)
    let pushed = try harness.router.push(.learn(2))
    try harness.router.push(.learn(3))
    await harness.host.settle()
    ModalDismissAction(routeID: pushed, router: harness.router)(.layer)
    await harness.host.settle()
    #expect(harness.router.presented.description == "root ▸ sheet(settings)")
    #expect(!harness.router.stack.contains(cover))
  }

  /// In the root layer there is no layer to close: nothing changes; the command says why.
  @Test func aRootScreensLayerActionChangesNothing() async throws {
    let harness = Harness()
    let pushed = try harness.router.push(.learn(1))
    await harness.host.settle()
    ModalDismissAction(routeID: pushed, router: harness.router)(.layer)
    ModalDismissAction(routeID: nil, router: harness.router)(.layer)
    await harness.host.settle()
    #expect(harness.router.stack.routes.map(\.id) == [pushed])
    #expect(throws: RouteStackError.nothingToDismiss) { try harness.router.dismissLayer(containing: pushed) }
    #expect(throws: RouteStackError.routeNotFound("gone")) { try harness.router.dismissLayer(containing: "gone") }
  }
}
