import Foundation
import ModalStackCore
import Testing

@Suite struct CustomSchemeHostTests {
  static func map(_ reading: CustomSchemeHost) -> DeepLinkMap<Screen> {
    var map = DeepLinkMap<Screen>()
    map.customSchemeHost = reading
    map.add("/mastodon.social/:user", presentation: .sheet) { .profile("segment " + (try $0.value("user"))) }
    map.add("/:user", presentation: .sheet) { .profile("path " + (try $0.value("user"))) }
    return map
  }

  private func destination(_ reading: CustomSchemeHost, _ text: String) throws -> Screen? {
    try Self.map(reading).match(try #require(URL(string: text))).routes.first?.destination
  }

  @Test func byDefaultTheHostIsTheFirstPathSegment() throws {
    #expect(try destination(.firstPathSegment, "icecubes://mastodon.social/ada") == .profile("segment ada"))
    #expect(try destination(.firstPathSegment, "icecubes://ada") == .profile("path ada"))
  }

  /// Read as the first path segment, the host still reaches only the entries that take the
  /// URL's scheme.
  @Test func theFirstPathSegmentReadingKeepsTheEntrysScheme() throws {
    var map = DeepLinkMap<Screen>()
    map.add("/learn/:id", presentation: .sheet, scheme: "https") { .learn(try $0.value("id")) }
    let custom = try #require(URL(string: "icecubes://learn/7"))
    #expect(throws: DeepLinkError.noMatch(custom.absoluteString)) { try map.match(custom) }
    let web = try #require(URL(string: "https://example.com/learn/7"))
    #expect(try map.match(web).routes.map(\.destination) == [.learn(7)])
  }

  @Test func readAsAHostTheHostIsNotPartOfThePath() throws {
    #expect(try destination(.host, "icecubes://mastodon.social/ada") == .profile("path ada"))
    let url = try #require(URL(string: "icecubes://mastodon.social/ada"))
    var map = Self.map(.host)
    map.add("/x/:user", presentation: .sheet, host: .any) { .profile($0.host ?? "none") }
    #expect(
      try map.match(try #require(URL(string: "icecubes://fosstodon.org/x/ada"))).routes[0].destination
        == .profile("fosstodon.org"))
    #expect(try map.match(url).routes.count == 1)
  }

  @Test func webHostsAreHostsWhicheverTheReading() throws {
    for reading in [CustomSchemeHost.firstPathSegment, .host] {
      #expect(try destination(reading, "https://mastodon.social/ada") == .profile("path ada"))
    }
  }
}
