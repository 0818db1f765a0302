import ModalStackCore
import ModalStackTesting
import Testing

/// A push onto a chosen layer: it joins that layer's path, the layers above it stay on screen
/// (one `setViewControllers` on the layer's navigation controller, nothing dismissed), and the
/// layer must be one whose navigation stack can show it.
@MainActor
@Suite struct PushLayerTests {
  @Test func aPushOntoTheRootUnderASheetJoinsTheRootAndTheSheetStays() async throws {
    let harness = Harness()
    try harness.router.push(.profile("a"))
    try harness.router.present(.settings, as: .sheet, id: "sheet")
    await harness.host.settle()
    let callsBefore = harness.controllerCalls.count
    try harness.router.push(.profile("b"), onto: .root, id: "b")
    #expect(harness.router.stack.description == "root ▸ push(profile a) ▸ push(profile b) ▸ sheet(settings)")
    await harness.host.settle()
    #expect(harness.router.presented == harness.router.stack)
    #expect(harness.host.violations.isEmpty)
    let calls = harness.controllerCalls.dropFirst(callsBefore)
    #expect(calls.count == 1)
    #expect(calls.allSatisfy { $0.hasPrefix("setViewControllers(") })
    #expect(!harness.events.contains { if case .didDismiss = $0 { true } else { false } })
    #expect(harness.events.contains { if case .didPresent(let route, _) = $0 { route.id == "b" } else { false } })
  }

  @Test func aPushOntoTheLayerOfARouteJoinsThatLayerUnderTheLayersAbove() async throws {
    let harness = Harness()
    let sheet = try harness.router.present(.settings, as: .sheet)
    let inSheet = try harness.router.push(.profile("a"))
    try harness.router.present(.learn(1), as: .fullScreenCover)
    await harness.host.settle()
    try harness.router.push(.profile("b"), onto: .containing(inSheet))
    try harness.router.push(.profile("c"), onto: .containing(sheet))
    await harness.host.settle()
    #expect(
      harness.router.presented.description
        == "root ▸ sheet(settings) ▸ push(profile a) ▸ push(profile b) ▸ push(profile c) ▸ fullScreenCover(learn 1)")
    #expect(harness.router.presented == harness.router.stack)
    #expect(harness.host.violations.isEmpty)
  }

  @Test func theTopLayerIsTheDefault() throws {
    let harness = Harness()
    try harness.router.present(.settings, as: .sheet)
    try harness.router.push(.profile("a"))
    try harness.router.push(.profile("b"), onto: .top)
    #expect(harness.router.stack.description == "root ▸ sheet(settings) ▸ push(profile a) ▸ push(profile b)")
  }

  @Test func aPushOntoALayerThatShowsNoPushesIsRefusedAndChangesNothing() throws {
    let harness = Harness()
    let alert = try harness.router.present(.settings, as: .alert(title: "Delete?"))
    try harness.router.present(.learn(1), as: .sheet)
    let before = harness.router.stack
    #expect(throws: RouteStackError.invalidPresentation("b", .pushOntoAlert(title: "Delete?"), screen: "profile b")) {
      try harness.router.push(.profile("b"), onto: .containing(alert), id: "b")
    }
    #expect(throws: RouteStackError.routeNotFound("gone")) {
      try harness.router.push(.profile("b"), onto: .containing("gone"))
    }
    #expect(harness.router.stack == before)
  }

  @Test func aViewsDismissActionNamesTheLayerItIsIn() throws {
    let harness = Harness()
    let sheet = try harness.router.present(.settings, as: .sheet)
    #expect(ModalDismissAction(routeID: nil, router: harness.router).layer == .root)
    #expect(ModalDismissAction(routeID: sheet, router: harness.router).layer == .containing(sheet))
  }
}
