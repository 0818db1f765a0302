import Foundation
import ModalStackCore
import Testing

@Suite struct LinkHostTests {
  private func destination(_ map: DeepLinkMap<Screen>, _ text: String) throws -> Screen? {
    try map.match(try #require(URL(string: text))).routes.first?.destination
  }

  @Test func anyHostMatchesEveryServerAndGivesItsNameAsAParameter() throws {
    var map = DeepLinkMap<Screen>()
    map.add("/:handle", presentation: .push, host: .any) { .profile("\(try $0.value("handle") as String)@\($0.host!)") }
    #expect(try destination(map, "https://mastodon.social/@ada") == .profile("@ada@mastodon.social"))
    #expect(try destination(map, "https://fosstodon.org/@bob") == .profile("@bob@fosstodon.org"))
    #expect(throws: DeepLinkError.noMatch("myapp:///@ada")) { try destination(map, "myapp:///@ada") }
  }

  @Test func aSetOfHostsMatchesThoseOnlyWithoutCase() throws {
    var map = DeepLinkMap<Screen>()
    map.add("/about", presentation: .sheet, host: .oneOf(["a.org", "b.org"])) { _ in .settings }
    #expect(try destination(map, "https://A.org/about") == .settings)
    #expect(try destination(map, "https://b.org/about") == .settings)
    #expect(throws: DeepLinkError.noMatch("https://c.org/about")) { try destination(map, "https://c.org/about") }
  }

  @Test func aSuffixMatchesTheDomainAndItsSubdomainsOnly() throws {
    var map = DeepLinkMap<Screen>()
    map.add("/news", presentation: .sheet, host: .suffix("example.com")) { .profile($0.host!) }
    #expect(try destination(map, "https://example.com/news") == .profile("example.com"))
    #expect(try destination(map, "https://m.Example.com/news") == .profile("m.Example.com"))
    for text in ["https://badexample.com/news", "https://example.com.evil.org/news"] {
      #expect(throws: DeepLinkError.noMatch(text)) { try destination(map, text) }
    }
  }

  /// Host rules see the host as the URL parser gives it, never percent-decoded: an escape that
  /// would decode to `/`, NUL, `#` or `?` does not make a subdomain of `example.com`.
  @Test func anEncodedHostIsRefusedBeforeHostRules() throws {
    var map = DeepLinkMap<Screen>()
    map.add("/news", presentation: .sheet, host: .suffix("example.com")) { .profile($0.host!) }
    for text in [
      "https://attacker.com%2F.example.com/news", "https://attacker.com%00.example.com/news",
      "https://attacker.com%23.example.com/news", "https://attacker.com%3F.example.com/news",
    ] {
      #expect(throws: DeepLinkError.self) { try destination(map, text) }
    }
  }

  /// Hosts fold ASCII letters only: an encoded KELVIN SIGN is not a `k`.
  @Test func hostsFoldOnlyASCIICase() throws {
    var map = DeepLinkMap<Screen>()
    map.add("/news", presentation: .sheet, host: "kiosk.example.com") { _ in .settings }
    map.add("/feed", presentation: .sheet, host: .suffix("kiosk.example.com")) { _ in .settings }
    #expect(try destination(map, "https://KIOSK.example.com/news") == .settings)
    for text in ["https://%E2%84%AAiosk.example.com/news", "https://%E2%84%AAiosk.example.com/feed"] {
      #expect(throws: DeepLinkError.self) { try destination(map, text) }
    }
  }
}
