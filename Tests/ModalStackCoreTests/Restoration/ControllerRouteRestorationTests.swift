import Foundation
import Testing

@testable import ModalStackCore
@testable import ModalStackTesting

/// Routes that show a controller the app made are moments, not places: a restored stack leaves
/// them out unless the app's rule makes them again.
@MainActor
@Suite struct ControllerRouteRestorationTests {
  /// root ▸ sheet(settings) ▸ sheet(profile safari), a controller ▸ fullScreenCover(learn 1).
  private func saved() throws -> Data {
    try RouteStack<Screen>([
      Route(.settings, presentation: .sheet, id: "settings"),
      Route(.profile("safari"), presentation: .sheet.showingController, id: "safari"),
      Route(.learn(1), presentation: .fullScreenCover, id: "learn"),
    ]).savedData()
  }

  @Test func controllerRoutesAreLeftOutByDefaultAndTheLayersAboveStay() async throws {
    let harness = Harness()
    try harness.router.restore(from: saved())
    await harness.host.settle()
    #expect(harness.router.presented.description == "root ▸ sheet(settings) ▸ fullScreenCover(learn 1)")
    #expect(
      try RouteStack<Screen>(savedData: saved()).description == "root ▸ sheet(settings) ▸ fullScreenCover(learn 1)")
  }

  @Test func makeAgainRestoresThemAsSaved() async throws {
    let harness = Harness()
    try harness.router.restore(from: saved(), controllerRoutes: .makeAgain)
    await harness.host.settle()
    #expect(harness.router.presented.routes.map(\.id) == ["settings", "safari", "learn"])
    #expect(harness.router.presented.routes[1].presentation.showsController)
  }

  @Test func theAppsRuleChoosesWhatTakesTheirPlace() throws {
    let stack = try RouteStack<Screen>(
      savedData: saved(),
      controllerRoutes: .replace { route in Route(.profile("web page"), presentation: .sheet, id: route.id) })
    #expect(stack.description == "root ▸ sheet(settings) ▸ sheet(profile web page) ▸ fullScreenCover(learn 1)")
  }

  @Test func aLayerLeftOutTakesItsPushes() throws {
    let routes = [
      Route(Screen.profile("safari"), presentation: .fullScreenCover.showingController, id: "safari"),
      Route(.learn(2), presentation: .push, id: "pushed"),
      Route(.settings, presentation: .sheet, id: "settings"),
      Route(.learn(3), presentation: .push, id: "kept"),
    ]
    #expect(ControllerRouteRestoration.leaveOut.apply(to: routes).map(\.id) == ["settings", "kept"])
  }

  @Test func aReplacementThatBreaksARuleIsRefusedWithTheStack() throws {
    let harness = Harness()
    // Two routes under one id: the whole stack is refused, the root stays.
    #expect(throws: RestorationError.self) {
      try harness.router.restore(
        from: saved(), controllerRoutes: .replace { _ in Route(.learn(9), presentation: .sheet, id: "settings") })
    }
    #expect(harness.router.stack.description == "root")
  }

  @Test func aPresentationWithoutAControllerSavesAsBefore() throws {
    let json = try String(decoding: JSONEncoder().encode(Presentation.sheet), as: UTF8.self)
    #expect(!json.contains("controller"))
    let decoded = try JSONDecoder().decode(
      Presentation.self, from: JSONEncoder().encode(Presentation.sheet.showingController))
    #expect(decoded.showsController)
  }
}
