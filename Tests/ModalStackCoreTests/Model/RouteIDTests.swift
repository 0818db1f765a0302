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

  /// Saved stacks and recorded traces hold ids as text: a generated id read back from its text,
  /// decoded or written by hand, is the same id, and ids are equal exactly when their texts are.
  @Test func idsAreEqualExactlyWhenTheirTextsAre() throws {
    let generated = (0..<50).map { _ in RouteID() }
    for id in generated {
      let decoded = try JSONDecoder().decode(RouteID.self, from: JSONEncoder().encode(id))
      #expect(decoded == id && RouteID(id.rawValue) == id && decoded.hashValue == id.hashValue)
      #expect(String(decoding: try JSONEncoder().encode(id), as: UTF8.self) == "\"\(id.rawValue)\"")
      // A UUID's text written another way (lowercase) is another text, so another id.
      let lowercase = RouteID(id.rawValue.lowercased())
      #expect(lowercase != id && lowercase.rawValue == id.rawValue.lowercased())
    }
    let texts = ["a", "A", generated[0].rawValue, generated[0].rawValue.lowercased(), generated[1].rawValue]
    for lhs in texts {
      for rhs in texts { #expect((RouteID(lhs) == RouteID(rhs)) == (lhs == rhs), "\(lhs) vs \(rhs)") }
    }
  }
}
