import Foundation
import Testing

@testable import ModalStackCore

/// Every pattern the documentation shows (articles, doc comments, the README) parses and opens
/// the link it is written for, with the values the example reads.
@Suite struct DocumentedPatternsTests {
  /// A link each documented pattern is written for (the path of a web link) and the parameter
  /// values it gives.
  static let examples: [String: (path: String, values: [String: String])] = [
    "/@:handle": ("/@ada", ["handle": "ada"]),
    "/@:user": ("/@ada", ["user": "ada"]),
    "/:handle/:id": ("/@ada/109", ["handle": "@ada", "id": "109"]),
    "/course/:id": ("/course/7", ["id": "7"]),
    "/debug": ("/debug", [:]),
    "/drafts/:id/delete": ("/drafts/3/delete", ["id": "3"]),
    "/invite/:code": ("/invite/X2Y", ["code": "X2Y"]),
    "/learn/:id": ("/learn/42", ["id": "42"]),
    "/lesson/:id": ("/lesson/42", ["id": "42"]),
    "/lesson/:id/delete": ("/lesson/42/delete", ["id": "42"]),
    "/message/:text": ("/message/hello", ["text": "hello"]),
    "/news": ("/news", [:]),
    "/partner/offer": ("/partner/offer", [:]),
    "/promo/:id": ("/promo/spring", ["id": "spring"]),
    "/settings": ("/settings", [:]),
    "/settings/*rest": ("/settings/privacy/camera", [:]),
    "/tags/:tag": ("/tags/swift", ["tag": "swift"]),
    "/users/:id/posts/:post": ("/users/ada/posts/7", ["id": "ada", "post": "7"]),
    "/wallet/send": ("/wallet/send", [:]),
    "/wallet/send/:account": ("/wallet/send/main", ["account": "main"]),
    "/welcome": ("/welcome", [:]),
  ]

  /// The package's root, four levels above this file.
  static let root = URL(filePath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// The patterns written as the first argument of `add(` or of `DeepLinkPattern(` in the DocC
  /// articles, the doc comments of the library's sources, and the README; a pattern built by
  /// interpolation is a benchmark's, not an example.
  static func documentedPatterns() throws -> Set<String> {
    var texts = [try String(contentsOf: root.appending(path: "README.md"), encoding: .utf8)]
    let sources = root.appending(path: "Sources")
    let files = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)
    while let file = files?.nextObject() as? URL {
      if file.pathExtension == "md" {
        texts.append(try String(contentsOf: file, encoding: .utf8))
      } else if file.pathExtension == "swift", !file.path.contains("/ModalStackDemo/") {
        // Only the doc comments: the code is tested where it runs.
        let lines = try String(contentsOf: file, encoding: .utf8).split(separator: "\n")
        texts.append(lines.filter { $0.trimmingCharacters(in: .whitespaces).hasPrefix("///") }.joined(separator: "\n"))
      }
    }
    let call = /(?:\.add|DeepLinkPattern)\(\s*(?:\/\/\/\s*)?(?:try\s+)?"(\/[^"\\]*)"/
    return Set(texts.flatMap { $0.matches(of: call).map { String($0.output.1) } })
  }

  @Test func everyDocumentedPatternHasAnExample() throws {
    let documented = try Self.documentedPatterns()
    #expect(documented.count >= 10)  // the search finds the docs' patterns
    for pattern in documented.sorted() {
      #expect(Self.examples[pattern] != nil, "\(pattern) is in the docs without an example here")
    }
  }

  @Test(arguments: examples.keys.sorted())
  func aDocumentedPatternOpensItsExample(pattern text: String) throws {
    let pattern = try DeepLinkPattern(text)
    let (path, values) = try #require(Self.examples[text])
    var map = DeepLinkMap<[String: String]>()
    map.add(pattern, presentation: .sheet) { link in
      Dictionary(uniqueKeysWithValues: try pattern.names.map { ($0, try link.value($0) as String) })
    }
    let url = try #require(URL(string: "https://example.com" + path))
    #expect(try map.match(url).routes.map(\.destination) == [values])
  }
}
