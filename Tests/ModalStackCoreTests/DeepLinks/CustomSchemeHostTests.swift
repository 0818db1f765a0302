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
