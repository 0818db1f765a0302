import Foundation
import Testing

/// The cases of a public error type, one value each, for the rule every public error follows.
///
/// `init(_:)` and ``sample`` are switches with no `default`: a case added to the error does not
/// compile until it has a case here, and that case does not compile until it has a sample.
protocol ErrorCases: CaseIterable, Hashable, Sendable {
  associatedtype Failure: LocalizedError & CustomStringConvertible
  /// The case of an error.
  init(_ error: Failure)
  /// A value of the case, and the input its text must name (the screen, the link, the id, the title).
  var sample: (error: Failure, input: String) { get }
}

/// The rule for what an app shows of an error: `print`, `localizedDescription` and
/// `errorDescription` are one text, which names the input and then says what to do.
enum ErrorRule {
  /// The verbs a clause saying what to do opens with.
  static let imperatives: Set<String> = [
    "add", "check", "conform", "correct", "detach", "dismiss", "enqueue", "give", "keep", "list", "make",
    "name", "open", "pass", "present", "read", "record", "remove", "select", "send", "set", "show", "start",
    "use",
  ]

  /// The first clause after the problem that says what to do: clauses are separated by `"; "`,
  /// the first states the problem, and a fix opens with an imperative.
  static func fix(in text: String) -> String? {
    text.components(separatedBy: "; ").dropFirst().first { clause in
      imperatives.contains(String(clause.prefix { $0.isLetter }))
    }
  }

  /// Checks the rule for one case's sample.
  static func expect<Case: ErrorCases>(_ errorCase: Case, sourceLocation: SourceLocation = #_sourceLocation) {
    let (error, input) = errorCase.sample
    let text = error.description
    #expect(Case(error) == errorCase, "the sample is of another case: \(text)", sourceLocation: sourceLocation)
    #expect(error.errorDescription == text, sourceLocation: sourceLocation)
    #expect((error as any Error).localizedDescription == text, sourceLocation: sourceLocation)
    #expect(!input.isEmpty && text.contains(input), "\(text) does not name \(input)", sourceLocation: sourceLocation)
    #expect(fix(in: text) != nil, "\(text) does not say what to do", sourceLocation: sourceLocation)
  }
}

/// The rule's own check: a text that states only its problem has no fix.
@Suite struct ErrorRuleTests {
  @Test func aTextWithoutAnImperativeClauseHasNoFix() {
    #expect(ErrorRule.fix(in: "no route a on the stack") == nil)
    #expect(ErrorRule.fix(in: "no route a on the stack; it was dismissed") == nil)
    #expect(ErrorRule.fix(in: "give the route a new id") == nil)  // the problem comes first
    #expect(
      ErrorRule.fix(in: "no route a on the stack; read the ids on router.stack") == "read the ids on router.stack")
  }
}
