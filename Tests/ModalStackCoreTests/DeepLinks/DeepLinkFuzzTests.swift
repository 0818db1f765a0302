import Foundation
import ModalStackCore
import ModalStackTesting
import PropertyBased
import Testing

/// Generated URLs of every kind against a map of 60 patterns: no crash, every failure a
/// `DeepLinkError`, and a failed `open` changes nothing.
@MainActor
@Suite struct DeepLinkFuzzTests {
  static func bigMap() throws -> DeepLinkMap<Screen> {
    var map = try DeepLinkMapTests.map()
    for index in 0..<27 {
      map.add(try DeepLinkPattern("/section\(index)/:id"), presentation: .sheet) { .learn(try $0.value("id")) }
      map.add(try DeepLinkPattern("/section\(index)/:id/detail/*rest"), presentation: .push) {
        .profile("\(try $0.value("id", as: Int.self))/\($0.rest.count)")
      }
    }
    return map
  }

  static let pieces = [
    "learn", "users", "posts", "settings", "section3", "detail", "42", "-1", "9999999999999999999999", "%20", "%2F",
    "%",
    "%ZZ", "é", "👩‍💻", "", "..", "?", "#", "&", "=", "a b", "\u{0}", "//", "welcome", "token", UUID().uuidString,
  ]

  /// A URL-ish text from random pieces, random bytes or a very long path.
  static func text(_ numbers: [Int]) -> String {
    guard let first = numbers.first else { return "" }
    switch first % 5 {
    case 0:  // random bytes, as Latin-1
      return String(decoding: numbers.map { UInt8(truncatingIfNeeded: $0) }, as: UTF8.self)
    case 1:  // a very long path
      return "myapp://section1/" + String(repeating: "x/", count: 500 + first % 2000)
    default:
      let schemes = ["myapp://", "https://example.com/", "https://other.org/", "", "/", "myapp:", "://"]
      let path = numbers.dropFirst().map { pieces[abs($0) % pieces.count] }.joined(separator: first % 3 == 0 ? "/" : "")
      let query = first % 4 == 0 ? "?lesson=\(first)&x=%E2%82&&=" : ""
      return schemes[first % schemes.count] + path + query
    }
  }

  /// 10,000 URLs in `swift test`; `MODALSTACK_SOAK=N` runs N, at least 1,000: about one
  /// generated URL in a hundred matches, and the test needs both outcomes.
  @Test func generatedURLsNeverCrashAndFailWithTypedErrors() async throws {
    let count =
      ProcessInfo.processInfo.environment["MODALSTACK_SOAK"].flatMap(Int.init).map { max($0, 1_000) } ?? 10_000
    let harness = Harness()
    harness.router.deepLinks = try Self.bigMap()
    #expect(try Self.bigMap().count >= 50)
    try harness.router.present(.settings, as: .sheet)
    var opened = 0
    var failed = 0
    await propertyCheck(count: count, input: Gen.int(in: 0...100_000).array(of: 1...12)) { numbers in
      let text = Self.text(numbers)
      let before = harness.router.stack
      do {
        try harness.router.open(text)
        opened += 1
        try harness.router.replace(with: before.routes)  // back to the same state for the next URL
      } catch let error as DeepLinkError {
        failed += 1
        #expect(harness.router.stack == before, "a failed link changed the stack: \(text.debugDescription)")
        #expect(error.input == text, "\(error) for \(text.debugDescription)")  // as received, not re-encoded
      } catch {
        Issue.record("untyped error \(error) for \(text.debugDescription)")
      }
    }
    #expect(opened + failed == count)
    #expect(opened > 0 && failed > 0)
  }
}
