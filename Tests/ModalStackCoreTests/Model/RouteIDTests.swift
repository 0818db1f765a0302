import Foundation
import ModalStackCore
import Testing

@Suite struct RouteIDTests {
  @Test func aNewIDIsAUUIDsUppercaseTextAndEveryOneDiffers() {
    let ids = (0..<1_000).map { _ in RouteID() }
    #expect(Set(ids).count == ids.count)
    for id in ids.prefix(50) {
      // The same text UUID.uuidString writes for the same value.
      let uuid = UUID(uuidString: id.rawValue)
      #expect(uuid?.uuidString == id.rawValue)
    }
  }

  @Test func anIDFromTextKeepsItAndEncodesAsAPlainString() throws {
    let id: RouteID = "settings"
    #expect(id.rawValue == "settings" && id.description == "settings")
    let data = try JSONEncoder().encode(id)
    #expect(String(decoding: data, as: UTF8.self) == "\"settings\"")
    #expect(try JSONDecoder().decode(RouteID.self, from: data) == id)
  }
}
