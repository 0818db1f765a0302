import Foundation

/// The tests that mirror each folder of the mutated code, run first for a mutant there: a mutant
/// is most often killed by the tests of its own folder, in seconds instead of the time the whole
/// suite takes to reach the failing test. A mutant they do not kill runs the whole suite, so the
/// outcome is the one the whole suite gives; only the time changes.
///
/// ```swift
/// let focus = FocusedTests(repository: root, sourceFolder: "Sources/ModalStackCore")
/// focus.filter(forFolder: "Popups")  // "^ModalStackCoreTests\\.(PopupQueueStateTests|…)/"
/// ```
public struct FocusedTests: Sendable {
  /// The `swift test --filter` pattern of each folder that has tests.
  public let filters: [String: String]

  /// Reads the test files that mirror `sourceFolder`: `Sources/X/Folder/…` is tested by
  /// `Tests/XTests/Folder/…`, whose suites are run as `XTests.Suite`.
  /// - Parameters:
  ///   - repository: The repository root.
  ///   - sourceFolder: The mutated folder, relative to the root (`Sources/ModalStackCore`).
  public init(repository: URL, sourceFolder: String) {
    let module = (sourceFolder as NSString).lastPathComponent + "Tests"
    let testRoot = repository.appendingPathComponent("Tests/\(module)")
    var suitesByFolder: [String: Set<String>] = [:]
    let files = FileManager.default.enumerator(atPath: testRoot.path)
    while let file = files?.nextObject() as? String {
      guard file.hasSuffix(".swift"), file.contains("/"),
        let text = try? String(contentsOf: testRoot.appendingPathComponent(file), encoding: .utf8)
      else { continue }
      let folder = String(file.prefix { $0 != "/" })
      suitesByFolder[folder, default: []].formUnion(Self.suites(in: text))
    }
    filters = suitesByFolder.filter { !$0.value.isEmpty }.mapValues { suites in
      "^\(module)\\.(\(suites.sorted().joined(separator: "|")))/"
    }
  }

  /// The filter for the tests of a folder of the mutated code, or `nil` when none mirror it.
  /// - Parameter folder: The folder (``Mutant/folder``).
  public func filter(forFolder folder: String) -> String? { filters[folder] }

  /// The suites a test file declares: the types marked `@Suite`.
  /// - Parameter text: The file's text.
  static func suites(in text: String) -> [String] {
    var suites: [String] = []
    var afterSuite = false
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      let words = line.split(whereSeparator: { $0 == " " || $0 == "(" || $0 == ":" || $0 == "{" })
      if words.contains(where: { $0.hasPrefix("@Suite") }) { afterSuite = true }
      guard afterSuite else { continue }
      if let index = words.firstIndex(where: { ["struct", "class", "enum", "actor"].contains($0) }),
        index + 1 < words.count
      {
        suites.append(String(words[index + 1]))
        afterSuite = false
      }
    }
    return suites
  }
}
