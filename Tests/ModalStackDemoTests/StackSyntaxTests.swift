import Testing

@testable import ModalStackCore
@testable import ModalStackDemo

@Suite struct StackSyntaxTests {
  @Test func parsesRoutesInOrder() throws {
    let stack = try StackSyntax.parse("sheet:settings/push:profile/fullScreenCover:learn-42")
    #expect(stack.description == "root ▸ sheet(settings) ▸ push(profile) ▸ fullScreenCover(learn-42)")
    #expect(stack.routes.map(\.id) == ["settings", "profile", "learn-42"])
  }

  @Test func rootAndEmptyAreTheRootAlone() throws {
    #expect(try StackSyntax.parse("root").isEmpty)
    #expect(try StackSyntax.parse(" ").isEmpty)
  }

  @Test func errorsNameTheToken() {
    #expect(throws: StackSyntax.ParseError.missingColon(token: "settings")) { try StackSyntax.parse("settings") }
    #expect(throws: StackSyntax.ParseError.unknownKind(token: "drawer:x")) { try StackSyntax.parse("sheet:a/drawer:x") }
    #expect(throws: StackSyntax.ParseError.emptyName(token: "sheet:")) { try StackSyntax.parse("sheet:") }
    #expect(
      throws: StackSyntax.ParseError.invalidStack("sheet:a/fullScreenCover:a", .duplicateRouteID("a", screen: "a"))
    ) {
      try StackSyntax.parse("sheet:a/fullScreenCover:a")
    }
  }
}
