import ModalStackCore
import Testing

@Suite struct LayerPathTests {
  let profile = Route<Screen>(.profile("a"), presentation: .push, id: "a")
  let lesson = Route<Screen>(.learn(1), presentation: .push, id: "b")

  @Test func theHostsWritesAreNotReportedAndTheUsersAreOnce() {
    var path = LayerPath<Screen>([])
    path.setByHost([profile, lesson])
    #expect(path.writtenByNavigation([profile, lesson]) == nil)  // SwiftUI writes back what the host set
    #expect(path.writtenByNavigation([profile]) == [profile])  // the back button
    #expect(path.writtenByNavigation([profile]) == nil)  // the same write again
    #expect(path.routes == [profile])
  }
}
