import Foundation
import ModalStackCore
import PropertyBased
import Testing

/// Every accessor of ``DeepLinkParameters`` over random patterns and the URLs made from them:
/// the path parameters by name (``DeepLinkParameters/path`` and ``DeepLinkParameters/value(_:as:)-(_,Value.Type)``,
/// path before query), the wildcard's rest, the query (first value wins), the optional query
/// and the host, each percent-decoded; a name the link does not carry throws, naming it.
/// `swift test` runs 300 patterns; `MODALSTACK_SOAK=N` runs N.
@Suite struct DeepLinkParametersPropertyTests {
  /// Texts with characters a URL must escape, so that decoding is exercised.
  static let pieces = ["a", "Z", "7", "42", " ", "é", "/", "%", "&", "=", "?", "#", "+", "👩‍💻", "-", "."]

  static func text(_ number: Int) -> String {
    (0...(number % 3)).map { pieces[(number / (1 + $0 * 16)) % pieces.count] }.joined()
  }

  /// Escapes everything but letters and digits.
  static func escaped(_ text: String) -> String {
    text.addingPercentEncoding(withAllowedCharacters: .alphanumerics)!
  }

  @Test func everyAccessorReadsWhatTheURLCarries() async {
    let count = ProcessInfo.processInfo.environment["MODALSTACK_SOAK"].flatMap(Int.init) ?? 300
    await propertyCheck(count: count, input: Gen.int(in: 0...99_999).array(of: 12)) { numbers in
      try Self.check(numbers)
    }
  }

  static func check(_ numbers: [Int]) throws {
    // A pattern of literals and parameters (named p0, p1, … or after a query item, to test that
    // the path wins), then a wildcard or not.
    var pattern = ""
    var path = ""
    var parameters: [(name: String, value: String)] = []
    for (index, number) in numbers.prefix(5).enumerated() {
      if number % 3 == 0 {
        pattern += "/lit\(index)"
        path += "/lit\(index)"
      } else {
        let name = number % 5 == 0 ? "q\(index)" : "p\(index)"
        let value = text(number / 3)
        pattern += "/:\(name)"
        path += "/" + escaped(value)
        parameters.append((name, value))
      }
    }
    let hasRest = numbers[5] % 2 == 0
    let rest = hasRest ? (0..<(numbers[5] / 2 % 4)).map { text(numbers[6] / (1 + $0)) } : []
    if hasRest {
      pattern += "/*rest"
      path += rest.map { "/" + escaped($0) }.joined()
    }
    if pattern.isEmpty { pattern = "/" }
    // Query items, some named as path parameters and some repeated.
    let items = (0..<(numbers[7] % 5)).map { index in
      (name: "q\(numbers[8 + index % 4] % 6)", value: text(numbers[8 + index % 4] / 6 + index))
    }
    let query =
      items.isEmpty ? "" : "?" + items.map { escaped($0.name) + "=" + escaped($0.value) }.joined(separator: "&")
    let host = ["example.com", "www.example.org", "a-b.test"][numbers[11] % 3]
    let url = URL(string: "https://\(host)\(path)\(query)")!

    var map = DeepLinkMap<Screen>()
    map.add(try DeepLinkPattern(pattern)) { _ in [] }
    let link = try map.parameters(matching: url)
    let context = "\(pattern) ← \(url)"

    var expectedQuery: [String: String] = [:]
    for item in items where expectedQuery[item.name] == nil { expectedQuery[item.name] = item.value }
    let expectedPath = Dictionary(parameters, uniquingKeysWith: { first, _ in first })
    #expect(link.url == url, "\(context)")
    #expect(link.host == host, "\(context)")
    #expect(link.path == expectedPath, "\(context)")
    #expect(link.rest == rest, "\(context)")
    #expect(link.query == expectedQuery, "\(context)")
    for (name, value) in expectedPath {
      #expect(try link.value(name, as: String.self) == value, "path wins: \(name) in \(context)")
    }
    for (name, value) in expectedQuery {
      #expect(try link.optionalQuery(name, as: String.self) == value, "\(name) in \(context)")
      if expectedPath[name] == nil { #expect(try link.value(name, as: String.self) == value, "\(name) in \(context)") }
      if let number = Int(expectedPath[name] ?? value) {
        #expect(try link.value(name, as: Int.self) == number, "\(name) in \(context)")
      } else {
        #expect(throws: DeepLinkError.self, "\(name) in \(context)") { try link.value(name, as: Int.self) }
      }
    }
    #expect(try link.optionalQuery("absent", as: String.self) == nil, "\(context)")
    #expect(throws: DeepLinkError.invalidParameter(name: "absent", value: nil, url: url.absoluteString)) {
      try link.value("absent", as: String.self)
    }
  }
}
