import ModalStackCore
import Testing

@testable import ModalStackTesting

/// The replay's event comparison: the lines only one side has, aligned by a longest common
/// subsequence, in memory linear in the two lists.
@Suite struct LineDifferenceTests {
  /// The length of a longest common subsequence, from the textbook table: the reference.
  private static func commonLength(_ a: [String], _ b: [String]) -> Int {
    var row = [Int](repeating: 0, count: b.count + 1)
    for x in a {
      var diagonal = 0
      for (j, y) in b.enumerated() {
        let above = row[j + 1]
        row[j + 1] = x == y ? diagonal + 1 : max(row[j + 1], row[j])
        diagonal = above
      }
    }
    return row[b.count]
  }

  /// Random lists over a small alphabet, so they share many lines.
  private static func lists(seed: UInt64) -> ([String], [String]) {
    var generator = SplitMix(seed: seed)
    func list() -> [String] {
      (0..<Int.random(in: 0...40, using: &generator)).map { _ in ["a", "b", "c", "d"].randomElement(using: &generator)!
      }
    }
    return (list(), list())
  }

  @Test(arguments: 0..<300)
  func theDifferencesAreTheLinesOutsideALongestCommonSubsequence(seed: UInt64) {
    let (recorded, replayed) = Self.lists(seed: seed)
    let script = LineDifference.script(recorded, replayed)
    // Read one way the script is the recording, the other way the replay; what both share is a
    // common subsequence of greatest length.
    let first = script.filter { !$0.isAdded }.map(\.line)
    let second = script.filter { !$0.isRemoved }.map(\.line)
    #expect(first == recorded)
    #expect(second == replayed)
    #expect(script.count { if case .common = $0 { true } else { false } } == Self.commonLength(recorded, replayed))
    let lines = LineDifference.lines(recorded, replayed)
    #expect(lines.count == script.count { if case .common = $0 { false } else { true } })
  }

  /// A 2.4 MB trace used 289 MB comparing its events with an (n+1)×(m+1) table. Counted in cells
  /// of working storage: linear in n+m, not their product.
  @Test func comparingLongListsHoldsLinearStorage() {
    let recorded = (0..<3_000).map { "event \($0)" }
    let replayed = (0..<3_000).map { $0 % 10 == 0 ? "other \($0)" : "event \($0)" }
    let work = WorkCounter()
    let lines = WorkCounter.scope.withValue(work) { LineDifference.lines(recorded, replayed) }
    #expect(lines.count == 600)
    #expect(lines.prefix(2).sorted() == ["+ other 0", "- event 0"])
    #expect(work.steps <= 100 * (recorded.count + replayed.count), "\(work.steps) cells for 3,000 × 3,000 lines")
  }

  /// Lists with nothing in common still report every line, at a bounded cost.
  @Test func listsWithNothingInCommonReportEveryLine() {
    let recorded = (0..<20_000).map { "recorded \($0)" }
    let replayed = (0..<20_000).map { "replayed \($0)" }
    let lines = LineDifference.lines(recorded, replayed)
    #expect(lines.count == 40_000)
    #expect(Set(lines.filter { $0.hasPrefix("- ") }).count == 20_000)
  }
}

extension LineDifference.Edit {
  fileprivate var isAdded: Bool { if case .added = self { true } else { false } }
  fileprivate var isRemoved: Bool { if case .removed = self { true } else { false } }
  fileprivate var line: String {
    switch self {
    case .common(let line), .removed(let line), .added(let line): line
    }
  }
}

/// A seeded generator, so each argument is the same lists on every run.
private struct SplitMix: RandomNumberGenerator {
  var state: UInt64
  init(seed: UInt64) { state = seed &+ 0x9E37_79B9_7F4A_7C15 }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
