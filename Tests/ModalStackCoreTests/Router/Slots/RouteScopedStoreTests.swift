import Testing

@testable import ModalStackCore
@testable import ModalStackTesting

@MainActor
@Suite struct RouteScopedStoreTests {
  @Test func aValueIsForgottenWhenItsRouteIsDismissedByAnyone() async throws {
    let harness = Harness()
    let store = RouteScopedStore<String>(router: harness.router)
    let swiped = try harness.router.present(.settings, as: .sheet)
    let dismissed = try harness.router.present(.learn(1), as: .fullScreenCover)
    store[swiped] = "settings view"
    store[dismissed] = "lesson view"
    await harness.host.settle()
    try harness.router.dismiss(dismissed)
    await harness.host.settle()
    #expect(store[dismissed] == nil)
    #expect(store[swiped] == "settings view")
    harness.host.swipeDown()
    await harness.host.settle()
    #expect(store.count == 0)
  }

  @Test func aValueOfARouteReplacedBeforeItWasShownIsForgottenAndALeavingOneIsKept() async throws {
    let harness = Harness()
    let store = RouteScopedStore<String>(router: harness.router)
    let first = try harness.router.present(.settings, as: .sheet)
    store[first] = "first item"
    try harness.router.replace(with: [Route(.learn(2), presentation: .sheet, id: "second")])
    store["second"] = "second item"
    #expect(store[first] == nil)  // never shown: no dismissal will come for it
    await harness.host.settle()
    try harness.router.dismiss("second")
    #expect(store["second"] == "second item")  // still on screen while it is dismissed
    await harness.host.settle()
    #expect(store.count == 0)
  }
}
