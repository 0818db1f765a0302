import Testing

@testable import MutationTesting

@Suite struct ReportingTests {
  @Test func aDiffShowsTheChangedLineWithContext() {
    let original = (1...9).map { "line \($0)" }.joined(separator: "\n")
    let mutated = original.replacingOccurrences(of: "line 5", with: "line five")
    #expect(
      UnifiedDiff.make(original: original, mutated: mutated, path: "Sources/F.swift") == """
        --- a/Sources/F.swift
        +++ b/Sources/F.swift
        @@ -2,7 +2,7 @@
         line 2
         line 3
         line 4
        -line 5
        +line five
         line 6
         line 7
         line 8
        """)
  }

  @Test func aDeletedLineCountsOnlyOnTheOldSide() {
    let diff = UnifiedDiff.make(original: "a\nb\nc", mutated: "a\nc", path: "F.swift")
    #expect(diff.hasSuffix("@@ -1,3 +1,2 @@\n a\n-b\n c"))
  }

  @Test func theFirstFailingTestIsNamed() {
    let log = """
      ◇ Test run started.
      ✔ Test planIsEmpty() passed after 0.001 seconds.
      ✘ Test popToRootRemovesEveryPushedRoute() recorded an issue at RouterTests.swift:12:5: Expectation failed
      ✘ Test other() failed after 0.1 seconds with 1 issue.
      """
    #expect(TestLog.firstFailure(in: log) == "popToRootRemovesEveryPushedRoute()")
  }

  @Test func scoresCountTimedOutAsKilledAndLeaveUnviableOut() {
    let mutants = MutationFinder.mutants(in: "let x = a < b && c == d || e != f", file: "Queue/F.swift")
    let outcomes: [Outcome] = [.killed, .timedOut, .survived, .unviable]
    let results = zip(mutants, outcomes).map {
      MutantResult(mutant: $0, outcome: $1, buildSeconds: 1, testSeconds: 1, killedBy: nil, diff: "")
    }
    let report = RunReport(
      commit: "abc", sourceFolder: "Sources/Core", command: "mutants", date: "today", seed: 7, sampleSize: 4,
      mutantsFound: 5, testTimeLimitSeconds: 300, baseline: nil, results: results,
      excluded: [(mutants[4], "equivalent: test")], staleExclusions: [])
    #expect(report.folders.map(\.folder) == ["Queue"])
    #expect(report.total.score == 2.0 / 3.0)
    #expect(report.total.unviable == 1)
    #expect(report.total.excluded == 1)
    let markdown = MarkdownReport.render(report)
    #expect(markdown.contains("seed **7**"))
    #expect(markdown.contains("| **All** | 1 | 1 | 1 | 67% | 1 | 1 |"))
    #expect(markdown.contains("equivalent: test"))
    // Survivors and timed-out mutants come with their diffs; killed ones with the test that failed.
    #expect(markdown.contains("### Queue/F.swift:1 — equality\n\n`\(mutants[2].id)`\n\n```diff\n"))
    #expect(
      markdown.contains(
        "## Timed out (1)\n\nThe tests ran past the limit and were ended; counted as killed.\n\n`\(mutants[1].id)`"))
  }

  /// Survivors run again replace their old results, or leave them for an exclusion; the rest of
  /// the first run stays, with its seed and both commits named.
  @Test func survivorsRunAgainReplaceTheirResultsInTheFirstReport() {
    let mutants = MutationFinder.mutants(in: "let x = a < b && c == d || e != f", file: "Queue/F.swift")
    func result(_ index: Int, _ outcome: Outcome) -> MutantResult {
      MutantResult(mutant: mutants[index], outcome: outcome, buildSeconds: 1, testSeconds: 1, killedBy: nil, diff: "")
    }
    let first = RunReport(
      commit: "abc", sourceFolder: "Sources/Core", command: "mutants --sample 4 --seed 7", date: "today", seed: 7,
      sampleSize: 4,
      mutantsFound: 5, testTimeLimitSeconds: 300, baseline: nil,
      results: [result(0, .killed), result(1, .survived), result(2, .survived)],
      excluded: [(mutants[3], "equivalent: first")], staleExclusions: [])
    #expect(first.total.score == 1.0 / 3.0)
    let again = RunReport(
      commit: "def", sourceFolder: "Sources/Core", command: "mutants --again r.json", date: "later", seed: nil,
      sampleSize: nil,
      mutantsFound: 5, testTimeLimitSeconds: 300, baseline: nil, results: [result(1, .killed)],
      excluded: [(mutants[2], "performance-only: second")], staleExclusions: [])
    let merged = again.merged(into: first)
    #expect(merged.results.map(\.id) == [mutants[0].id, mutants[1].id])
    #expect(merged.results.map(\.outcome) == [.killed, .killed])
    #expect(merged.total.score == 1.0)
    #expect(merged.seed == 7 && merged.sampleSize == 4)
    #expect(merged.commit == "abc; survivors run again at def")
    #expect(Set(merged.excluded.map(\.id)) == [mutants[2].id, mutants[3].id])
    #expect(merged.folders.first?.excluded == 2 && merged.total.excluded == 2)
  }
}
