import Testing

@testable import MutationTesting

@Suite struct ExclusionListTests {
  @Test func linesNameAMutantByItsKeyAndGiveTheReason() throws {
    let list = try ExclusionList(
      parsing: """
        # Why each is left out.

        Queue/A.swift Queue.next() relational:<= `if index < count {`   equivalent: the index never equals the count here
        Router/B.swift Router.go(to:) delete-statement:deleted `cache.prune()` #2 performance-only: a cache
        """)
    #expect(
      list.reasons == [
        "Queue/A.swift Queue.next() relational:<= `if index < count {`":
          "equivalent: the index never equals the count here",
        "Router/B.swift Router.go(to:) delete-statement:deleted `cache.prune()` #2": "performance-only: a cache",
      ])
  }

  @Test func codeMayHoldBackticksAndSpaces() throws {
    let list = try ExclusionList(
      parsing: "A.swift f() equality:!= `if x == `default` { g() }` equivalent: `default` is the only case")
    #expect(
      list.reasons == ["A.swift f() equality:!= `if x == `default` { g() }`": "equivalent: `default` is the only case"])
  }

  @Test func aLineWithoutAReasonIsAnError() {
    #expect(throws: ExclusionError.missingReason(line: 2, key: "Queue/A.swift - relational:<= `a < b`")) {
      try ExclusionList(parsing: "# header\nQueue/A.swift - relational:<= `a < b`   \n")
    }
  }

  @Test func aReasonTheProjectDoesNotAcceptIsAnError() {
    #expect(throws: ExclusionError.unknownReason(line: 1, key: "A.swift - relational:<= `a < b`")) {
      try ExclusionList(parsing: "A.swift - relational:<= `a < b` because it looks fine")
    }
  }

  @Test func somethingThatIsNotAKeyIsAnError() {
    // The old form, by line and column, names no declaration or code.
    #expect(
      throws: ExclusionError.malformedKey(line: 1, "Queue/A.swift:3:5:relational:<= equivalent: moved")
    ) {
      try ExclusionList(parsing: "Queue/A.swift:3:5:relational:<= equivalent: moved")
    }
    #expect(throws: ExclusionError.malformedKey(line: 1, "A.swift f() flip:<= `a < b` equivalent: x")) {
      try ExclusionList(parsing: "A.swift f() flip:<= `a < b` equivalent: x")
    }
  }

  @Test func aMutantListedTwiceIsAnError() {
    #expect(throws: ExclusionError.duplicate(line: 2, key: "A.swift - logical:|| `a && b`")) {
      try ExclusionList(
        parsing: "A.swift - logical:|| `a && b` equivalent: x\nA.swift - logical:|| `a && b` equivalent: y")
    }
  }

  @Test func anExclusionFollowsItsMutantWhenCodeMovesAndGoesStaleWhenItsLineChanges() throws {
    let source = "func f(a: Int, b: Int) -> Bool {\n  a < b\n}\n"
    let list = try ExclusionList(parsing: "A.swift f(a:b:) relational:<= `a < b` equivalent: a never equals b")
    let moved = MutationFinder.mutants(in: "// A comment\n\n" + source, file: "A.swift")
    #expect(moved.map(\.id) == ["A.swift:4:5:relational:<="])
    #expect(list.reason(for: moved[0]) == "equivalent: a never equals b")
    #expect(list.stale(among: moved).isEmpty)
    let edited = MutationFinder.mutants(in: source.replacingOccurrences(of: "a < b", with: "b > a"), file: "A.swift")
    #expect(list.reason(for: edited[0]) == nil)
    #expect(list.stale(among: edited) == ["A.swift f(a:b:) relational:<= `a < b`"])
  }
}
