import Foundation
import PropertyBased
import Testing

@testable import ModalStackCore

/// The URL reader against Foundation's `URLComponents`, whose reading it keeps.
@Suite struct LinkURLTests {
  static let schemes = ["myapp", "https", "HTTP", "x-app.beta+1"]
  static let hosts = ["learn", "example.com", "", "Ex%41mple.org", "[::1]", "caf%C3%A9"]
  static let words = ["a", "lesson", "42", "%20x", "caf%C3%A9", "", "b%2Fc", "-_.~"]
  static let queryParts = ["id=7", "flag", "=v", "a=1=2", "n%20m=v%20w", "", "id=8", "x=%C3%A9"]

  /// What `URLComponents` reads from the same text: scheme, non-empty host, decoded segments, query.
  static func foundation(_ text: String) -> (
    scheme: String?, host: String?, segments: [String], query: [String: String]
  )? {
    guard let url = URL(string: text), let components = URLComponents(url: url, resolvingAgainstBaseURL: false) else {
      return nil
    }
    var segments: [String] = []
    for part in components.percentEncodedPath.split(separator: "/") {
      guard let decoded = part.removingPercentEncoding else { return nil }
      segments.append(decoded)
    }
    var query: [String: String] = [:]
    for item in components.queryItems ?? [] where query[item.name] == nil { query[item.name] = item.value ?? "" }
    // The host as written, never decoded.
    return (components.scheme, components.percentEncodedHost.flatMap { $0.isEmpty ? nil : $0 }, segments, query)
  }

  @Test func itReadsWhatURLComponentsReads() async {
    var compared = 0
    await propertyCheck(
      count: 2_000,
      input: Gen.int(in: 0...3), Gen.int(in: 0...5), Gen.int(in: 0...7).array(of: 0...4),
      Gen.int(in: 0...7).array(of: 0...3),
      Gen.int(in: 0...3)
    ) { scheme, host, path, query, extras in
      let userInfo = extras & 1 == 1 ? "me@" : ""
      let port = extras & 2 == 2 ? ":8080" : ""
      var text =
        "\(Self.schemes[scheme])://\(userInfo)\(Self.hosts[host])\(port)" + path.map { "/" + Self.words[$0] }.joined()
      if !query.isEmpty { text += "?" + query.map { Self.queryParts[$0] }.joined(separator: "&") }
      if extras == 3 { text += "#fragment/x?y" }
      guard let url = URL(string: text), let expected = Self.foundation(url.absoluteString) else { return }
      let link = LinkURL(url)
      #expect(link != nil, "\(text)")
      guard let link else { return }
      compared += 1
      #expect(link.scheme == expected.scheme, "\(text)")
      // A host holding an escape is no host name: no host rule sees it.
      let escaped = expected.host?.contains("%") == true
      #expect(link.host == (escaped ? nil : expected.host), "\(text)")
      #expect(link.invalidHost == (escaped ? expected.host : nil), "\(text)")
      #expect(Array(link.segments[link.pathStart...]) == expected.segments, "\(text)")
      #expect(
        link.pathStart
          == (expected.host != nil && !["http", "https"].contains(link.scheme?.lowercased() ?? "") ? 1 : 0),
        "\(text)")
      #expect(link.query == expected.query, "\(text)")
    }
    #expect(compared > 1_000)
  }

  /// A `%` that starts no valid escape is text, in the path and in the query, as `URL(string:)`
  /// reads it (it writes `%25zz`); an escape of bytes that are not UTF-8 cannot be read.
  @Test func anInvalidPercentEncodingIsTextAndUndecodableBytesAreRefused() throws {
    #expect(LinkURL(try #require(URL(string: "myapp://learn/%zz")))?.segments == ["learn", "%zz"])
    #expect(LinkURL(try #require(URL(string: "myapp://learn/42?x=%zz")))?.query == ["x": "%zz"])
    #expect(LinkURL(try #require(URL(string: "myapp://learn/%C3"))) == nil)
  }

  /// A link the app builds without a scheme (`URL(string: "learn/42")`) reads from its first
  /// character, as `URLComponents` reads it.
  @Test func aURLWithoutASchemeReadsItsWholePath() throws {
    for text in ["learn/42", "learn/42?x=1", "/learn/42", "l"] {
      let url = try #require(URL(string: text))
      let link = try #require(LinkURL(url))
      let expected = try #require(Self.foundation(text))
      #expect(link.scheme == nil && expected.scheme == nil)
      #expect(link.segments == expected.segments, "\(text)")
      #expect(link.query == expected.query, "\(text)")
    }
  }

  /// A URL made relative to another reads its own part only, as `URLComponents(url:
  /// resolvingAgainstBaseURL: false)` does: the base's path is not the link's.
  @Test func aRelativeURLReadsItsOwnPart() throws {
    let base = try #require(URL(string: "myapp://example.com/a/b/"))
    for text in ["learn/42", "learn/42?x=1", "/learn/42"] {
      let url = try #require(URL(string: text, relativeTo: base))
      let link = try #require(LinkURL(url))
      let components = try #require(URLComponents(url: url, resolvingAgainstBaseURL: false))
      #expect(link.segments == components.path.split(separator: "/").map(String.init), "\(text)")
      #expect(link.segments == ["learn", "42"], "\(text)")
    }
  }

  @Test func aURLWithoutAuthorityReadsItsPath() throws {
    let link = LinkURL(try #require(URL(string: "myapp:learn/42")))
    #expect(link?.scheme == "myapp" && link?.host == nil && link?.segments == ["learn", "42"] && link?.pathStart == 0)
  }

  @Test func schemesAndHostsCompareWithoutCaseForASCIILettersOnly() {
    #expect(LinkURL.equalIgnoringASCIICase("HTTPS", "https"))
    #expect(LinkURL.equalIgnoringASCIICase("Example.COM", "example.com"))
    #expect(!LinkURL.equalIgnoringASCIICase("a[", "a{"))  // 0x5B and 0x7B differ by 0x20 but are not letters
    #expect(!LinkURL.equalIgnoringASCIICase("http", "https"))
  }
}
