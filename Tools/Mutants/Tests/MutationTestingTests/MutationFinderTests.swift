import SwiftParser
import Testing

@testable import MutationTesting

/// The mutants of `source`, as `operator:replacement` → the mutated source.
private func mutations(of source: String) throws -> [(id: String, result: String)] {
  try MutationFinder.mutants(in: source, file: "F.swift").map { mutant in
    ("\(mutant.mutationOperator.rawValue):\(mutant.replacement)", try mutant.apply(to: source))
  }
}

private func results(of source: String, _ mutationOperator: MutationOperator) throws -> [String] {
  try mutations(of: source).filter { $0.id.hasPrefix(mutationOperator.rawValue + ":") }.map(\.result)
}

@Suite struct MutationFinderTests {
  @Test func comparisonsEqualityAndLogicSwapTheirOperator() throws {
    let source = "func f(a: Int, b: Int) -> Bool { a < b && a != b || a >= b }\n"
    #expect(
      try results(of: source, .relational) == [
        "func f(a: Int, b: Int) -> Bool { a <= b && a != b || a >= b }\n",
        "func f(a: Int, b: Int) -> Bool { a < b && a != b || a > b }\n",
      ])
    #expect(try results(of: source, .equality) == ["func f(a: Int, b: Int) -> Bool { a < b && a == b || a >= b }\n"])
    #expect(
      try results(of: source, .logical) == [
        "func f(a: Int, b: Int) -> Bool { a < b || a != b || a >= b }\n",
        "func f(a: Int, b: Int) -> Bool { a < b && a != b && a >= b }\n",
      ])
  }

  @Test func genericAnglesAreNotComparisons() throws {
    #expect(try results(of: "let x: Array<Int> = []\n", .relational).isEmpty)
  }

  @Test func ifConditionsAreNegatedAndBindingsLeftAlone() throws {
    let source = """
      func f(a: Int?, b: Bool) {
        if let a, a > 1, !b { g() }
      }
      """
    #expect(
      try results(of: source, .negateCondition) == [
        source.replacingOccurrences(of: "a > 1,", with: "!(a > 1),"),
        source.replacingOccurrences(of: "!b {", with: "b {"),
      ])
  }

  @Test func anEqualityConditionIsLeftToTheEqualityOperator() throws {
    let source = "func f() { if a == b { g() }; guard c != d else { return } }"
    #expect(try results(of: source, .negateCondition).isEmpty)
    #expect(try results(of: source, .negateGuard).isEmpty)
    #expect(try results(of: source, .equality).count == 2)
  }

  @Test func whileAndTernaryConditionsAreNegated() throws {
    #expect(
      try results(of: "func f() { while more() { g() } }", .negateCondition) == ["func f() { while !more() { g() } }"])
    #expect(try results(of: "let x = a ? 1 : 2", .negateCondition) == ["let x = !a ? 1 : 2"])
  }

  @Test func aGuardIsNegatedAndDropped() throws {
    let source = """
      func f(a: Int) -> Int {
        guard a > 0 else { return 0 }
        return a
      }
      """
    #expect(try results(of: source, .negateGuard) == [source.replacingOccurrences(of: "a > 0", with: "!(a > 0)")])
    #expect(try results(of: source, .dropGuard) == ["func f(a: Int) -> Int {\n  return a\n}"])
  }

  @Test func oneConditionOfSeveralIsDroppedAlone() throws {
    let source = "func f(a: Int?, b: Bool) { guard let a, a > 0, b else { return }; g(a) }"
    #expect(
      try results(of: source, .dropGuard) == [
        "func f(a: Int?, b: Bool) { guard let a, b else { return }; g(a) }",
        "func f(a: Int?, b: Bool) { guard let a, a > 0 else { return }; g(a) }",
      ])
  }

  @Test func plusOrMinusOneIsDropped() throws {
    let source = "func f(a: Int) -> Int { a * 2 - 1 }"
    #expect(try results(of: source, .offByOne) == ["func f(a: Int) -> Int { a * 2 }"])
    // The `1` is the off-by-one's, not a boundary constant as well.
    #expect(try results(of: source, .boundaryConstant).isEmpty)
  }

  @Test func zeroAndOneSwapOutsideAttributesAndEnumCases() throws {
    let source = """
      @available(macOS 1, *) enum E: Int { case a = 0, b }
      let range = 0..<count
      func f(x: inout Int) { x += 1 }
      """
    #expect(try results(of: source, .boundaryConstant) == [source.replacingOccurrences(of: "= 0..<", with: "= 1..<")])
  }

  @Test func callsAndAssignmentsAreDeleted() throws {
    let source = """
      func f() {
        g()
        try await h()
        x = 1
        y += 2
        _ = z
        _ = k()
      }
      """
    let deleted = try results(of: source, .deleteStatement)
    #expect(deleted.count == 5)
    #expect(deleted[0] == source.replacingOccurrences(of: "  g()\n", with: ""))
    #expect(deleted[1] == source.replacingOccurrences(of: "  try await h()\n", with: ""))
    #expect(!deleted.contains(source.replacingOccurrences(of: "  _ = z\n", with: "")))
  }

  @Test func trapsInitializationsAndImplicitReturnsStay() throws {
    let source = """
      struct S {
        let a: Int
        init(a: Int) { self.a = a; precondition(a > 0) }
        var double: Int { compute() }
        func value() -> Int { compute() }
        let closure = { compute() }
      }
      """
    #expect(try results(of: source, .deleteStatement).isEmpty)
  }

  @Test func assignmentsThatGiveADeclarationItsFirstValueStay() throws {
    let source = """
      struct S {
        let a: Int
        var b: Int?
        var c = 0
        init(flag: Bool) {
          b = nil
          let local: Int
          if flag { local = 1; a = 1 } else { local = 2; self.a = 2 }
          b = local
          c = local
        }
      }
      """
    let deleted = try results(of: source, .deleteStatement)
    #expect(
      deleted == [
        source.replacingOccurrences(of: "    b = local\n", with: ""),
        source.replacingOccurrences(of: "    c = local\n", with: ""),
      ])
  }

  @Test func aLoneStatementOfASwitchCaseBecomesBreak() throws {
    let source = "func f() { switch x { case 1: g() default: break } }"
    #expect(try results(of: source, .deleteStatement) == ["func f() { switch x { case 1: break default: break } }"])
  }

  @Test func onlyReturnsThatCodeFollowsAreEarly() throws {
    let source = """
      func f(a: Int) -> Int {
        guard a > 0 else { return 0 }
        if a == 1 { return 1 }
        for b in 0..<a { if b == 3 { return b } }
        if a == 2 { return 2 } else { return 3 }
      }
      """
    #expect(
      try results(of: source, .removeEarlyReturn) == [
        source.replacingOccurrences(of: "{ return 1 }", with: "{  }"),
        source.replacingOccurrences(of: "{ return b }", with: "{  }"),
      ])
  }

  @Test func firstLastMinAndMaxSwap() throws {
    let source = "let a = xs.first; let b = xs.max(); let c = min(1, 2); let d: E = .first"
    #expect(
      try results(of: source, .swapEnds) == [
        "let a = xs.last; let b = xs.max(); let c = min(1, 2); let d: E = .first",
        "let a = xs.first; let b = xs.min(); let c = min(1, 2); let d: E = .first",
        "let a = xs.first; let b = xs.max(); let c = max(1, 2); let d: E = .first",
      ])
  }

  @Test func idsNameFileLineColumnOperatorAndReplacement() {
    let mutants = MutationFinder.mutants(in: "func f() -> Bool {\n  a < b\n}\n", file: "Queue/F.swift")
    #expect(mutants.map(\.id) == ["Queue/F.swift:2:5:relational:<="])
    #expect(mutants.first?.folder == "Queue")
  }

  @Test func keysNameTheDeclarationTheOperatorAndTheLinesCode() {
    let source = """
      struct Queue {
        var limit = 0
        subscript(index: Int) -> Int { index < limit ? 1 : 2 }
        init?(from other: Queue) {
          guard other.limit > 1 else { return nil }
        }
      }
      extension Queue {
        func next(_ a: Int, after b: Int) -> Bool {
          let c = { a   <   b }
          return c()
        }
      }
      """
    let keys = MutationFinder.mutants(in: source, file: "Queue/F.swift").map(\.key)
    #expect(keys.contains("Queue/F.swift Queue.limit boundary-constant:1 `var limit = 0`"))
    #expect(
      keys.contains(
        "Queue/F.swift Queue.subscript(_:) relational:<= `subscript(index: Int) -> Int { index < limit ? 1 : 2 }`"))
    #expect(
      keys.contains("Queue/F.swift Queue.init?(from:) drop-guard:dropped `guard other.limit > 1 else { return nil }`"))
    // Closures and local variables are not named; the code's spaces are one.
    #expect(keys.contains("Queue/F.swift Queue.next(_:after:) relational:<= `let c = { a < b }`"))
  }

  @Test func aKeyThatTheDeclarationHasTwiceGetsAnOccurrence() {
    let source = "func f() {\n  g(0)\n  h()\n  g(0)\n}\nfunc k() {\n  g(0)\n}\n"
    let keys = MutationFinder.mutants(in: source, file: "F.swift").filter { $0.mutationOperator == .boundaryConstant }
      .map(\.key)
    #expect(
      keys == [
        "F.swift f() boundary-constant:1 `g(0)` #1", "F.swift f() boundary-constant:1 `g(0)` #2",
        "F.swift k() boundary-constant:1 `g(0)`",
      ])
  }

  @Test func theOrderIsByPositionWhateverTheVisitOrder() {
    let source = "func f() { if a == b { g(x.first) } }"
    let mutants = MutationFinder.mutants(in: source, file: "F.swift")
    #expect(mutants == mutants.sorted())
    #expect(mutants == MutationFinder.mutants(in: source, file: "F.swift"))
  }

  @Test func aMutantOfChangedSourceIsRefused() throws {
    let mutant = try #require(MutationFinder.mutants(in: "let x = a < b", file: "F.swift").first)
    #expect(throws: MutantError.sourceChanged(mutant.id)) { try mutant.apply(to: "let x = a == b") }
  }
}
