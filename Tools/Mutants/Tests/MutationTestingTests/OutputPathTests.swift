import Foundation
import Testing

@testable import MutationTesting

/// Paths given on the command line are absolute or relative to the repository, and a report's
/// folder is made (and checked) before a run.
@Suite struct OutputPathTests {
  let repository = URL(fileURLWithPath: "/work/repo")

  @Test func anAbsolutePathStaysAndARelativeOneStartsAtTheRepository() {
    #expect(OutputPath.resolve("/tmp/run/report.md", in: repository).path == "/tmp/run/report.md")
    #expect(
      OutputPath.resolve(".build-mutants/report.md", in: repository).path == "/work/repo/.build-mutants/report.md")
  }

  @Test func aReportsMissingFolderIsMadeAndAnUnwritableOneIsNamed() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("output-path-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    let report = root.appendingPathComponent("deep/folder/report.md")
    try OutputPath.prepare(folderOf: report)
    #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent("deep/folder").path))
    // A folder that is a file cannot be made.
    let file = root.appendingPathComponent("plain")
    #expect(FileManager.default.createFile(atPath: file.path, contents: Data()))
    #expect(throws: OutputPathError.self) { try OutputPath.prepare(folderOf: file.appendingPathComponent("report.md")) }
  }
}
