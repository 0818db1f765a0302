import SwiftSyntax

extension MutationPointVisitor {
  /// Negates each boolean condition of an `if` or `while` (bindings and patterns are left alone).
  func negateConditions(_ conditions: ConditionElementListSyntax) {
    for element in conditions {
      if case .expression(let expression) = element.condition {
        negate(expression, as: .negateCondition)
      }
    }
  }

  /// Negates each boolean condition of a `guard`, and drops it: the condition alone when
  /// others remain (`guard a, b` → `guard b`), the whole `guard` when it is the only one.
  func mutateGuard(_ node: GuardStmtSyntax) {
    let elements = Array(node.conditions)
    for (index, element) in elements.enumerated() {
      guard case .expression(let expression) = element.condition else { continue }
      negate(expression, as: .negateGuard)
      if elements.count == 1 {
        add(.dropGuard, at: expression, replacing: deletionRange(of: node), with: "", label: "dropped")
      } else if index < elements.count - 1 {
        let range =
          element.positionAfterSkippingLeadingTrivia
          .utf8Offset..<elements[index + 1].positionAfterSkippingLeadingTrivia.utf8Offset
        add(.dropGuard, at: expression, replacing: range, with: "", label: "dropped")
      } else {
        let range =
          elements[index - 1].condition.endPositionBeforeTrailingTrivia
          .utf8Offset..<element.endPositionBeforeTrailingTrivia.utf8Offset
        add(.dropGuard, at: expression, replacing: range, with: "", label: "dropped")
      }
    }
  }

  /// Records the negation of a boolean expression, unless it is one `==` or `!=`: its
  /// negation is the equality mutant at the same place.
  func negate(_ expression: ExprSyntax, as mutationOperator: MutationOperator) {
    if let infix = expression.as(InfixOperatorExprSyntax.self),
      let binary = infix.operator.as(BinaryOperatorExprSyntax.self),
      ["==", "!=", "===", "!=="].contains(binary.operator.text)
    {
      return
    }
    add(mutationOperator, replacing: expression, with: Self.negation(of: expression), label: "negated")
  }

  /// `!x` for a simple expression, `!(a < b)` for a compound one, `x` for `!x`, and
  /// `try !(…)` for `try …` (a `try` cannot stand right of an operator).
  static func negation(of expression: ExprSyntax) -> String {
    if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
      return prefix.expression.trimmedDescription
    }
    if let tryExpression = expression.as(TryExprSyntax.self) {
      let keyword = tryExpression.tryKeyword.text + (tryExpression.questionOrExclamationMark?.text ?? "")
      return "\(keyword) \(negation(of: tryExpression.expression))"
    }
    let simple =
      expression.is(DeclReferenceExprSyntax.self) || expression.is(MemberAccessExprSyntax.self)
      || expression.is(FunctionCallExprSyntax.self) || expression.is(SubscriptCallExprSyntax.self)
      || expression.is(TupleExprSyntax.self) || expression.is(BooleanLiteralExprSyntax.self)
      || expression.is(ForceUnwrapExprSyntax.self)
    return simple ? "!\(expression.trimmedDescription)" : "!(\(expression.trimmedDescription))"
  }
}
