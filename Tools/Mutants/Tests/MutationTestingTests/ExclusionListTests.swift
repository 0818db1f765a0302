import Testing

@testable import MutationTesting

@Suite struct ExclusionListTests {
  @Test func linesNameAMutantAndItsReason() throws {
    let list = try ExclusionList(
      parsing: """
        # Why each is left out.

        Queue/A.swift:3:5:relational:<=   equivalent: the index never equals the count here
        Router/B.swift:10:1:delete-statement:deleted performance-only: a cache
        """)
    #expect(
      list.reasons == [
        "Queue/A.swift:3:5:relational:<=": "equivalent: the index never equals the count here",
        "Router/B.swift:10:1:delete-statement:deleted": "performance-only: a cache",
      ])
  }

  @Test func aLineWithoutAReasonIsAnError() {
    #expect(throws: ExclusionError.missingReason(line: 2, id: "Queue/A.swift:3:5:relational:<=")) {
      try ExclusionList(parsing: "# header\nQueue/A.swift:3:5:relational:<=   \n")
    }
  }

  @Test func somethingThatIsNotAMutantIDIsAnError() {
    #expect(throws: ExclusionError.malformedID(line: 1, "Queue/A.swift:3")) {
      try ExclusionList(parsing: "Queue/A.swift:3 equivalent")
    }
    #expect(throws: ExclusionError.malformedID(line: 1, "A.swift:3:5:flip:<=")) {
      try ExclusionList(parsing: "A.swift:3:5:flip:<= equivalent")
    }
  }

  @Test func aMutantListedTwiceIsAnError() {
    #expect(throws: ExclusionError.duplicate(line: 2, id: "A.swift:1:1:logical:||")) {
      try ExclusionList(parsing: "A.swift:1:1:logical:|| equivalent\nA.swift:1:1:logical:|| again")
    }
  }

  @Test func linesThatNameNoMutantAreStale() throws {
    let mutants = MutationFinder.mutants(in: "let x = a < b", file: "A.swift")
    let list = try ExclusionList(parsing: "A.swift:1:11:relational:<= equivalent\nA.swift:9:9:relational:<= moved")
    #expect(list.reason(for: mutants[0]) == "equivalent")
    #expect(list.stale(among: mutants) == ["A.swift:9:9:relational:<="])
  }
}
