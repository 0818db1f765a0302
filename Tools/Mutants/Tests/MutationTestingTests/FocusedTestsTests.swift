import Foundation
import Testing

@testable import MutationTesting

/// The tests run first for a mutant are the suites of the test folder that mirrors its folder.
@Suite struct FocusedTestsTests {
  @Test func eachFolderIsFocusedOnTheSuitesItsMirrorDeclares() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("focus-\(UUID())")
    defer { try? FileManager.default.removeItem(at: root) }
    let files = [
      "Tests/CoreTests/Popups/QueueTests.swift": """
      @Suite struct QueueTests {
        struct Helper {}
      }
      @MainActor
      @Suite("Sites") final class SiteTests {}
      """,
      "Tests/CoreTests/DeepLinks/Internal/LinkURLTests.swift": "@Suite(.serialized) struct LinkURLTests {}",
      "Tests/CoreTests/Support/Screen.swift": "enum Screen {}",
      "Tests/CoreTests/TopLevelTests.swift": "@Suite struct TopLevelTests {}",
    ]
    for (path, text) in files {
      let url = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try text.write(to: url, atomically: true, encoding: .utf8)
    }
    let focus = FocusedTests(repository: root, sourceFolder: "Sources/Core")
    #expect(focus.filter(forFolder: "Popups") == "^CoreTests\\.(QueueTests|SiteTests)/")
    #expect(focus.filter(forFolder: "DeepLinks") == "^CoreTests\\.(LinkURLTests)/")
    // No suite, or no folder: the whole suite answers alone.
    #expect(focus.filter(forFolder: "Support") == nil)
    #expect(focus.filter(forFolder: ".") == nil)
    #expect(focus.filter(forFolder: "Engine") == nil)
  }
}
