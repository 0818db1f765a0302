/// A kind of change the tool makes to the code, named as it appears in mutant ids and reports.
public enum MutationOperator: String, CaseIterable, Codable, Comparable, Sendable {
  /// `<` ↔ `<=`, `>` ↔ `>=`: a boundary moved by one.
  case relational
  /// `==` ↔ `!=`, `===` ↔ `!==`.
  case equality
  /// `&&` ↔ `||`.
  case logical
  /// The boolean condition of an `if`, `while`, `repeat` or `?:` negated.
  case negateCondition = "negate-condition"
  /// A boolean condition of a `guard` negated.
  case negateGuard = "negate-guard"
  /// A boolean condition of a `guard` dropped (the whole `guard` when it is its only condition).
  case dropGuard = "drop-guard"
  /// `x + 1` and `x - 1` become `x`.
  case offByOne = "off-by-one"
  /// An integer literal `0` becomes `1` and `1` becomes `0`.
  case boundaryConstant = "boundary-constant"
  /// A statement with an effect (a call, an assignment) deleted.
  case deleteStatement = "delete-statement"
  /// A `return` that leaves a function before its end removed, so the code after it runs.
  case removeEarlyReturn = "remove-early-return"
  /// `first` ↔ `last` (and `firstIndex`, `removeFirst`, `dropFirst`, `popFirst`), `min` ↔ `max`.
  case swapEnds = "swap-ends"

  public static func < (lhs: MutationOperator, rhs: MutationOperator) -> Bool {
    lhs.rawValue < rhs.rawValue
  }
}
