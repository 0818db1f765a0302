import Testing

@testable import ModalStackCore

@Suite struct DeepLinkPatternTests {
  @Test func parsesLiteralsParametersAndAWildcard() throws {
    let pattern = DeepLinkPattern("/users/:id/posts/:post")
    #expect(pattern.segments == [.literal("users"), .parameter("id"), .literal("posts"), .parameter("post")])
    #expect(DeepLinkPattern("/settings/*rest").segments == [.literal("settings"), .wildcard("rest")])
    #expect(DeepLinkPattern("/").segments.isEmpty)
  }

  @Test func aParameterMayHaveLiteralTextAroundItInItsSegment() throws {
    #expect(DeepLinkPattern("/@:user").segments == [.parameter("user", prefix: "@")])
    #expect(
      DeepLinkPattern("/posts/:id.json").segments == [.literal("posts"), .parameter("id", suffix: ".json")])
    #expect(DeepLinkPattern("/v:major_2x").segments == [.parameter("major_2x", prefix: "v")])
    #expect(DeepLinkPattern("/@:user").names == ["user"])
  }

  @Test(arguments: [
    "learn/:id", "/a/*rest/b", "/a/:", "/a/*", "/a/:id/:id", "", "/@:", "/:.json", "/:from-:to", "/:id/*id",
  ])
  func invalidPatternsAreRefusedWithTheirText(text: String) {
    #expect {
      try DeepLinkPattern(text)
    } throws: { error in
      guard case DeepLinkError.invalidPattern(let pattern, _) = error else { return false }
      return pattern == text
    }
  }
}
