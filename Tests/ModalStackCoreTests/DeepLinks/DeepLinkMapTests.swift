import Foundation
import ModalStackCore
import Testing

@Suite struct DeepLinkMapTests {
  static func map() throws -> DeepLinkMap<Screen> {
    var map = DeepLinkMap<Screen>()
    map.add("/learn/:id", presentation: .fullScreenCover) { .learn(try $0.value("id")) }
    map.add("/learn/featured", presentation: .sheet) { _ in .settings }
    map.add("/users/:name/posts/:post") { link in
      [
        Route(.profile(try link.value("name")), presentation: .sheet),
        Route(.learn(try link.value("post")), presentation: .push),
      ]
    }
    map.add("/settings/*rest", presentation: .sheet, placement: .reuseExisting) { _ in .settings }
    map.add("/welcome", presentation: .sheet, scheme: "https", host: "example.com", placement: .replaceStack) { _ in
      .popup("welcome")
    }
    map.add("/token/:uuid", presentation: .sheet) { .profile(try $0.value("uuid", as: UUID.self).uuidString) }
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
    map.add("/settings/*rest", presentation: .sheet) { .profile($0.rest.joined(separator: "|")) }
    let url = try #require(URL(string: "myapp://settings/privacy/camera%20access"))
    #expect(try map.match(url).routes.map(\.destination) == [.profile("privacy|camera access")])
  }

  @Test func schemeAndHostConstraints() throws {
    #expect(try match("https://example.com/welcome").placement == .replaceStack)
    #expect(throws: DeepLinkError.noMatch("https://other.org/welcome")) { try match("https://other.org/welcome") }
    #expect(throws: DeepLinkError.noMatch("myapp://welcome")) { try match("myapp://welcome") }
  }

  @Test func queryItemsAreTyped() throws {
    var map = DeepLinkMap<Screen>()
    map.add("/learn", presentation: .sheet) { .learn(try $0.value("lesson")) }
    #expect(try map.match(URL(string: "myapp://learn?lesson=5")!).routes.map(\.destination) == [.learn(5)])
    #expect(throws: DeepLinkError.invalidParameter(name: "lesson", value: "five", url: "myapp://learn?lesson=five")) {
      try map.match(URL(string: "myapp://learn?lesson=five")!)
    }
  }

  @Test func invalidParameterNamesNameValueAndURL() throws {
    let url = try #require(URL(string: "myapp://learn/forty-two"))
    #expect(throws: DeepLinkError.invalidParameter(name: "id", value: "forty-two", url: url.absoluteString)) {
      try Self.map().match(url)
    }
    let token = try #require(URL(string: "myapp://token/not-a-uuid"))
    #expect(throws: DeepLinkError.invalidParameter(name: "uuid", value: "not-a-uuid", url: token.absoluteString)) {
      try Self.map().match(token)
    }
    #expect(try match("myapp://token/\(UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!)").routes.count == 1)
  }

  @Test func unmatchedURLsSayWhichURL() throws {
    let url = try #require(URL(string: "myapp://nowhere/1"))
    #expect(throws: DeepLinkError.noMatch(url.absoluteString)) { try Self.map().match(url) }
    #expect(
      "\(DeepLinkError.noMatch(url.absoluteString))"
        == "no deep link matches myapp://nowhere/1; add a pattern for it to the map, or check the link")
  }

  @Test func aCustomSchemesHostIsTheFirstSegment() throws {
    var map = DeepLinkMap<Screen>()
    map.add("/:name", presentation: .sheet) { .profile(try $0.value("name")) }
    map.add("/learn/:id", presentation: .sheet) { .learn(try $0.value("id")) }
    map.add("/about", presentation: .sheet, host: "example.com") { _ in .settings }
    #expect(try map.match(URL(string: "myapp://learn/42")!).routes.map(\.destination) == [.learn(42)])
    #expect(try map.match(URL(string: "myapp://ada")!).routes.map(\.destination) == [.profile("ada")])
    #expect(try map.match(URL(string: "myapp:///learn/7")!).routes.map(\.destination) == [.learn(7)])
    #expect(try map.match(URL(string: "myapp://example.com/about")!).routes.map(\.destination) == [.settings])
    #expect(try map.match(URL(string: "https://EXAMPLE.com/about")!).routes.map(\.destination) == [.settings])
    #expect(try map.match(URL(string: "https://example.com/learn/3")!).routes.map(\.destination) == [.learn(3)])
  }

  enum Tab: String { case home, search }

  @Test func uuidAndRawValueParameters() throws {
    var map = DeepLinkMap<Screen>()
    map.add("/tab/:tab/:token", presentation: .sheet) { link in
      .profile("\(try link.value("tab", as: Tab.self).rawValue) \(try link.value("token", as: UUID.self))")
    }
    let token = UUID()
    let url = try #require(URL(string: "myapp://tab/search/\(token)?debug=1"))
    #expect(try map.match(url).routes.map(\.destination) == [.profile("search \(token)")])
    let bad = try #require(URL(string: "myapp://tab/settings/\(token)"))
    #expect(throws: DeepLinkError.invalidParameter(name: "tab", value: "settings", url: bad.absoluteString)) {
      try map.match(bad)
    }
  }

  @Test func optionalQueryItems() throws {
    var map = DeepLinkMap<Screen>()
    map.add("/learn/:id", presentation: .sheet) { link in
      .learn(try link.value("id") + (try link.optionalQuery("offset", as: Int.self) ?? 0))
    }
    #expect(try map.match(URL(string: "myapp://learn/1")!).routes.map(\.destination) == [.learn(1)])
    #expect(try map.match(URL(string: "myapp://learn/1?offset=2&offset=9")!).routes.map(\.destination) == [.learn(3)])
    let url = try #require(URL(string: "myapp://learn/1?offset=x"))
    #expect(throws: DeepLinkError.invalidParameter(name: "offset", value: "x", url: url.absoluteString)) {
      try map.match(url)
    }
  }

  struct Forbidden: Error, CustomStringConvertible {
    var description: String { "members only" }
  }

  @Test func anErrorOfTheRouteMakerRefusesTheLink() throws {
    var map = DeepLinkMap<Screen>()
    map.add("/vip") { _ in throw Forbidden() }
    let url = try #require(URL(string: "myapp://vip"))
    #expect(throws: DeepLinkError.refused(url.absoluteString, reason: "members only")) { try map.match(url) }
  }

  @Test func everyErrorNamesItsInput() throws {
    let url = try #require(URL(string: "myapp://learn/x"))
    let errors: [DeepLinkError] = [
      .malformedURL("::"), .noMatch(url.absoluteString),
      .invalidParameter(name: "id", value: "x", url: url.absoluteString),
      .invalidPattern("learn", reason: "a pattern starts with /"),
      .rejected(url.absoluteString, .duplicateRouteID("a", screen: "learn 1")), .noMap(url.absoluteString),
      .refused(url.absoluteString, reason: "no"),
    ]
    for error in errors {
      #expect(error.description.contains(error.input), "\(error)")
    }
    #expect(errors.dropFirst().allSatisfy { $0.input == url.absoluteString || $0.input == "learn" })
    #expect(
      "\(DeepLinkError.invalidParameter(name: "id", value: "x", url: url.absoluteString))"
        == #"invalid parameter id="x" in myapp://learn/x; give it a value of the type its pattern declares"#)
  }

  @Test func aPatternMadeAtRunTimeIsCheckedBeforeItIsAdded() {
    let text = "/a/*rest/b"  // from a server's configuration, say
    #expect(throws: DeepLinkError.invalidPattern(text, reason: "a wildcard must come last")) {
      try DeepLinkPattern(text)
    }
  }

  /// A declaration is checked against the query item of its name while the maker reads the
  /// wildcard's segments: a parameter named like the wildcard stops the map's build, as an invalid
  /// pattern literal does, so the two never share a name.
  @Test func aParameterNamedLikeTheWildcardStopsTheBuild() async {
    await #expect(processExitsWith: .failure) {
      var map = DeepLinkMap<Screen>()
      map.add("/settings/*rest", presentation: .sheet, parameters: [.text("rest")]) { _ in .settings }
    }
    var map = DeepLinkMap<Screen>()
    map.add("/settings/*rest", presentation: .sheet, parameters: [.text("tab", required: false)]) { _ in .settings }
    #expect(map.count == 1)
  }

  @Test func aMapOfFiveThousandPatternsFindsTheLastOne() throws {
    // 5,000 patterns, and a URL that matches the last one added: the trie goes straight to it.
    var map = DeepLinkMap<Screen>()
    for index in 0..<5_000 {
      map.add(try DeepLinkPattern("/section\(index)/:id"), presentation: .sheet) { .learn(try $0.value("id")) }
    }
    #expect(map.count == 5_000)
    #expect(try map.match(URL(string: "myapp://section4999/3")!).routes.map(\.destination) == [.learn(3)])
  }

  @Test func aHostConstrainedPatternRefusesAURLWithoutAHost() throws {
    var map = DeepLinkMap<Screen>()
    map.add("/about", presentation: .sheet, host: "example.com") { _ in .settings }
    for text in ["myapp:/about", "myapp:///about", "https:///about", "myapp://:8080/about", "/about"] {
      let url = try #require(URL(string: text))
      #expect(throws: DeepLinkError.noMatch(url.absoluteString), "\(text)") { try map.match(url) }
    }
    #expect(try map.match(URL(string: "myapp://example.com/about")!).routes.map(\.destination) == [.settings])
  }
}

@Suite struct LiteralAroundAParameterTests {
  static func map() -> DeepLinkMap<Screen> {
    var map = DeepLinkMap<Screen>()
    // A bare parameter added first: the literal text around `user` still makes `/@:user` the
    // closer match for a segment that has it.
    map.add("/:handle", presentation: .sheet) { .popup(try $0.value("handle")) }
    map.add("/@:user", presentation: .push, host: .any) { .profile(try $0.value("user")) }
    map.add("/posts/:id.json", presentation: .sheet) { .learn(try $0.value("id")) }
    map.add("/posts/:id", presentation: .sheet) { .popup(try $0.value("id")) }
    return map
  }

  private func destinations(_ text: String) throws -> [Screen] {
    try Self.map().match(try #require(URL(string: text))).routes.map(\.destination)
  }

  @Test func theParametersValueIsTheSegmentWithoutTheLiteralText() throws {
    #expect(try destinations("https://mastodon.social/@ada") == [.profile("ada")])
    #expect(try destinations("https://mastodon.social/%40ada") == [.profile("ada")])
    #expect(try destinations("https://example.com/posts/42.json") == [.learn(42)])
    // The text is taken off once, at its end: the value is `42.json`, not a number.
    let twice = "https://example.com/posts/42.json.json"
    #expect(throws: DeepLinkError.invalidParameter(name: "id", value: "42.json", url: twice)) {
      try destinations(twice)
    }
  }

  @Test func aSegmentWithoutTheTextOrWithNothingBetweenGoesToTheNextCandidate() throws {
    #expect(try destinations("https://mastodon.social/ada") == [.popup("ada")])
    #expect(try destinations("https://mastodon.social/@") == [.popup("@")])
    #expect(try destinations("https://mastodon.social/a@ada") == [.popup("a@ada")])
    #expect(try destinations("https://example.com/posts/.json") == [.popup(".json")])
    #expect(try destinations("https://example.com/posts/42") == [.popup("42")])
  }

  @Test func theLongerTextIsTriedFirstThenTheEarlierEntry() throws {
    var map = DeepLinkMap<Screen>()
    map.add("/@:user", presentation: .sheet) { .profile(try $0.value("user")) }
    map.add("/:id.json", presentation: .sheet) { .popup("json " + (try $0.value("id"))) }
    map.add("/:tag@", presentation: .sheet) { .popup("tag " + (try $0.value("tag"))) }
    func destinations(_ path: String) throws -> [Screen] {
      try map.match(try #require(URL(string: "https://x.org" + path))).routes.map(\.destination)
    }
    #expect(try destinations("/@a.json") == [.popup("json @a")])
    #expect(try destinations("/@ada") == [.profile("ada")])
    #expect(try destinations("/@a@") == [.profile("a@")])  // as long as `…@`, and added before it
    #expect(try destinations("/ada@") == [.popup("tag ada")])
  }

  @Test func aValueThatIsNotOneSegmentIsRefusedNamingIt() throws {
    let url = "https://mastodon.social/@..%2Fadmin"
    #expect(throws: DeepLinkError.invalidParameter(name: "user", value: "../admin", url: url)) {
      try destinations(url)
    }
  }
}
