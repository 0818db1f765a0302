import Foundation
import ModalStackCore
import Testing

@Suite struct DeepLinkMapTests {
  static func map() throws -> DeepLinkMap<Screen> {
    var map = DeepLinkMap<Screen>()
    try map.add("/learn/:id", presentation: .fullScreenCover) { .learn(try $0.value("id")) }
    try map.add("/learn/featured", presentation: .sheet) { _ in .settings }
    try map.add("/users/:name/posts/:post") { link in
      [Route(.profile(try link.value("name")), presentation: .sheet), Route(.learn(try link.value("post")), presentation: .push)]
    }
    try map.add("/settings/*rest", presentation: .sheet, placement: .reuseExisting) { _ in .settings }
    try map.add("/welcome", presentation: .sheet, scheme: "https", host: "example.com", placement: .replaceStack) { _ in .popup("welcome") }
    try map.add("/token/:uuid", presentation: .sheet) { .profile(try $0.uuid("uuid").uuidString) }
    return map
  }

  private func match(_ text: String) throws -> (routes: [Route<Screen>], placement: DeepLinkPlacement) {
    try Self.map().match(try #require(URL(string: text)))
  }

  @Test func typedPathParameter() throws {
    let result = try match("myapp://learn/42")
    #expect(result.routes.map(\.destination) == [.learn(42)])
    #expect(result.placement == .onTop)
  }

  @Test func literalBeatsParameter() throws {
    #expect(try match("myapp://learn/featured").routes.map(\.destination) == [.settings])
  }

  @Test func severalParametersMakeSeveralRoutes() throws {
    let result = try match("https://example.com/users/ada/posts/7")
    #expect(result.routes.map(\.destination) == [.profile("ada"), .learn(7)])
  }

  @Test func wildcardTakesTheRest() throws {
    var map = DeepLinkMap<Screen>()
    try map.add("/settings/*rest", presentation: .sheet) { .profile($0.rest.joined(separator: "|")) }
    let url = try #require(URL(string: "myapp://settings/privacy/camera%20access"))
    #expect(try map.match(url).routes.map(\.destination) == [.profile("privacy|camera access")])
  }

  @Test func schemeAndHostConstraints() throws {
    #expect(try match("https://example.com/welcome").placement == .replaceStack)
    #expect(throws: DeepLinkError.noMatch(URL(string: "https://other.org/welcome")!)) { try match("https://other.org/welcome") }
    #expect(throws: DeepLinkError.noMatch(URL(string: "myapp://welcome")!)) { try match("myapp://welcome") }
  }

  @Test func queryItemsAreTyped() throws {
    var map = DeepLinkMap<Screen>()
    try map.add("/learn", presentation: .sheet) { .learn(try $0.value("lesson")) }
    #expect(try map.match(URL(string: "myapp://learn?lesson=5")!).routes.map(\.destination) == [.learn(5)])
    #expect(throws: DeepLinkError.invalidParameter(name: "lesson", value: "five", url: URL(string: "myapp://learn?lesson=five")!)) {
      try map.match(URL(string: "myapp://learn?lesson=five")!)
    }
  }

  @Test func invalidParameterNamesNameValueAndURL() throws {
    let url = try #require(URL(string: "myapp://learn/forty-two"))
    #expect(throws: DeepLinkError.invalidParameter(name: "id", value: "forty-two", url: url)) { try Self.map().match(url) }
    let token = try #require(URL(string: "myapp://token/not-a-uuid"))
    #expect(throws: DeepLinkError.invalidParameter(name: "uuid", value: "not-a-uuid", url: token)) { try Self.map().match(token) }
    #expect(try match("myapp://token/\(UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!)").routes.count == 1)
  }

  @Test func unmatchedURLsSayWhichURL() throws {
    let url = try #require(URL(string: "myapp://nowhere/1"))
    #expect(throws: DeepLinkError.noMatch(url)) { try Self.map().match(url) }
    #expect("\(DeepLinkError.noMatch(url))" == "no deep link matches myapp://nowhere/1")
  }

  @Test func matchingDoesNotScanEveryPattern() throws {
    // 5,000 patterns, and a URL that matches the last one added: the trie goes straight to it.
    var map = DeepLinkMap<Screen>()
    for index in 0..<5_000 { try map.add("/section\(index)/:id", presentation: .sheet) { .learn(try $0.value("id")) } }
    #expect(map.count == 5_000)
    #expect(try map.match(URL(string: "myapp://section4999/3")!).routes.map(\.destination) == [.learn(3)])
  }
}
