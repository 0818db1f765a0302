import ModalStackCore
import ModalStackTesting
import Testing

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
}
