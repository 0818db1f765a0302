import SwiftOperators
import SwiftParser
import SwiftSyntax

/// Finds the mutation points of Swift source from its syntax tree, with operators folded by
/// the standard precedence table (so `a + 1 < b` is `(a + 1) < b`).
public enum MutationFinder {
  /// The mutants of one file, in ``Mutant``'s order, with no two of the same id.
  /// - Parameters:
  ///   - source: The file's text.
  ///   - file: Its path as it appears in mutant ids, relative to the mutated source folder.
  public static func mutants(in source: String, file: String) -> [Mutant] {
    let folded = OperatorTable.standardOperators.foldAll(Parser.parse(source: source)) { _ in }
    let visitor = MutationPointVisitor(
      file: file, source: Array(source.utf8),
      converter: SourceLocationConverter(fileName: file, tree: folded))
    visitor.walk(folded)
    var seen = Set<String>()
    var found = visitor.found.sorted().filter { seen.insert($0.id).inserted }
    // Keys that would be the same get their occurrence, in source order.
    let groups = Dictionary(grouping: found.indices) { found[$0].key }
    for indices in groups.values where indices.count > 1 {
      for (number, index) in indices.sorted().enumerated() { found[index].occurrence = number + 1 }
    }
    return found
  }
}

/// Walks one folded file and records a mutant at every point an operator applies to.
final class MutationPointVisitor: SyntaxVisitor {
  private let file: String
  let source: [UInt8]
  private let converter: SourceLocationConverter
  private(set) var found: [Mutant] = []

  init(file: String, source: [UInt8], converter: SourceLocationConverter) {
    self.file = file
    self.source = source
    self.converter = converter
    super.init(viewMode: .sourceAccurate)
  }

  /// Records a mutant that replaces the bytes of `range` with `text`, located at the start of
  /// `node` (the code it changes), whose enclosing declarations name it.
  func add(
    _ mutationOperator: MutationOperator, at node: some SyntaxProtocol, replacing range: Range<Int>,
    with text: String, label: String
  ) {
    let position = node.positionAfterSkippingLeadingTrivia
    let location = converter.location(for: position)
    found.append(
      Mutant(
        file: file, line: location.line, column: location.column, mutationOperator: mutationOperator,
        replacement: label, original: String(decoding: source[range], as: UTF8.self),
        edit: SourceEdit(start: range.lowerBound, end: range.upperBound, replacement: text),
        declaration: Self.declarationPath(of: Syntax(node)), code: code(ofLineAt: position.utf8Offset)))
  }

  /// Records a mutant that replaces a node's text (without its trivia).
  func add(_ mutationOperator: MutationOperator, replacing node: some SyntaxProtocol, with text: String, label: String)
  {
    add(mutationOperator, at: node, replacing: node.trimmedByteRange, with: text, label: label)
  }

  /// The line around a byte offset, without indentation, each run of whitespace as one space.
  private func code(ofLineAt offset: Int) -> String {
    let start = source[..<offset].lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
    let end = source[offset...].firstIndex(of: UInt8(ascii: "\n")) ?? source.count
    return String(decoding: source[start..<end], as: UTF8.self).split(whereSeparator: \.isWhitespace)
      .joined(separator: " ")
  }

  /// The names of the declarations around a node, outermost first, joined by dots, or `-`.
  static func declarationPath(of node: Syntax) -> String {
    var names: [String] = []
    var current: Syntax? = node
    while let ancestor = current {
      if let name = declarationName(of: ancestor) { names.append(name) }
      current = ancestor.parent
    }
    return names.isEmpty ? "-" : names.reversed().joined(separator: ".")
  }

  /// A declaration's name as Swift spells it in documentation: `present(_:as:)`, `init(from:)`,
  /// `subscript(_:)`, `deinit`, a type's or a member variable's name (locals are not named).
  private static func declarationName(of node: Syntax) -> String? {
    switch node.as(SyntaxEnum.self) {
    case .structDecl(let declaration): return declaration.name.text
    case .classDecl(let declaration): return declaration.name.text
    case .enumDecl(let declaration): return declaration.name.text
    case .actorDecl(let declaration): return declaration.name.text
    case .protocolDecl(let declaration): return declaration.name.text
    case .extensionDecl(let declaration): return declaration.extendedType.trimmedDescription
    case .functionDecl(let declaration):
      return declaration.name.text + labels(declaration.signature.parameterClause.parameters) { $0.firstName.text }
    case .initializerDecl(let declaration):
      return "init\(declaration.optionalMark?.text ?? "")"
        + labels(declaration.signature.parameterClause.parameters) { $0.firstName.text }
    case .subscriptDecl(let declaration):
      // A subscript's parameters have no argument label unless they are given one.
      return "subscript"
        + labels(declaration.parameterClause.parameters) { $0.secondName == nil ? "_" : $0.firstName.text }
    case .deinitializerDecl: return "deinit"
    case .variableDecl(let declaration):
      guard
        node.parent?.is(MemberBlockItemSyntax.self) == true
          || node.parent?.parent?.parent?.is(SourceFileSyntax.self) == true
      else { return nil }
      return declaration.bindings.map { $0.pattern.trimmedDescription }.joined(separator: ",")
    default: return nil
    }
  }

  private static func labels(
    _ parameters: FunctionParameterListSyntax, _ label: (FunctionParameterSyntax) -> String
  ) -> String {
    "(" + parameters.map { label($0) + ":" }.joined() + ")"
  }

  /// The byte range that deleting a statement removes: its whole lines when nothing else stands
  /// on them, so a report's diff shows a line gone rather than a blank one.
  func deletionRange(of node: some SyntaxProtocol) -> Range<Int> {
    let range = node.trimmedByteRange
    var start = range.lowerBound
    while start > 0, source[start - 1] != UInt8(ascii: "\n") {
      guard source[start - 1] == UInt8(ascii: " ") || source[start - 1] == UInt8(ascii: "\t") else { return range }
      start -= 1
    }
    var end = range.upperBound
    while end < source.count, source[end] != UInt8(ascii: "\n") {
      guard source[end] == UInt8(ascii: " ") || source[end] == UInt8(ascii: "\t") else { return range }
      end += 1
    }
    return start..<min(end + 1, source.count)
  }

  // MARK: Code the tool leaves alone

  /// Attributes (`@available(iOS 17, *)`) hold no behaviour to mutate.
  override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

  /// Raw values of enum cases: `case a = 0` → `1` clashes with the next case's implicit value.
  override func visit(_ node: EnumCaseDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

  // MARK: Operators

  private static let binarySwaps: [String: (MutationOperator, String)] = [
    "<": (.relational, "<="), "<=": (.relational, "<"), ">": (.relational, ">="), ">=": (.relational, ">"),
    "==": (.equality, "!="), "!=": (.equality, "=="), "===": (.equality, "!=="), "!==": (.equality, "==="),
    "&&": (.logical, "||"), "||": (.logical, "&&"),
  ]

  override func visit(_ node: InfixOperatorExprSyntax) -> SyntaxVisitorContinueKind {
    guard let binary = node.operator.as(BinaryOperatorExprSyntax.self) else { return .visitChildren }
    let token = binary.operator
    if let (mutationOperator, swapped) = Self.binarySwaps[token.text] {
      add(mutationOperator, replacing: token, with: swapped, label: swapped)
    }
    if token.text == "+" || token.text == "-", node.rightOperand.as(IntegerLiteralExprSyntax.self)?.literal.text == "1"
    {
      let range =
        node.leftOperand.endPositionBeforeTrailingTrivia
        .utf8Offset..<node.rightOperand.endPositionBeforeTrailingTrivia.utf8Offset
      add(.offByOne, at: token, replacing: range, with: "", label: "drop\(token.text)1")
    }
    return .visitChildren
  }

  override func visit(_ node: IntegerLiteralExprSyntax) -> SyntaxVisitorContinueKind {
    let text = node.literal.text
    guard text == "0" || text == "1" else { return .visitChildren }
    // `x + 1` dropping its `1` is off-by-one's; `x += 1` becoming `x += 0` is deleting the statement.
    if let infix = node.parent?.as(InfixOperatorExprSyntax.self), infix.rightOperand.id == node.id,
      let binary = infix.operator.as(BinaryOperatorExprSyntax.self),
      ["+", "-", "+=", "-="].contains(binary.operator.text)
    {
      return .visitChildren
    }
    let swapped = text == "0" ? "1" : "0"
    add(.boundaryConstant, replacing: node, with: swapped, label: swapped)
    return .visitChildren
  }

  // MARK: first/last, min/max

  private static let endSwaps: [String: String] = [
    "first": "last", "last": "first", "firstIndex": "lastIndex", "lastIndex": "firstIndex",
    "removeFirst": "removeLast", "removeLast": "removeFirst", "dropFirst": "dropLast", "dropLast": "dropFirst",
    "popFirst": "popLast", "popLast": "popFirst", "min": "max", "max": "min",
  ]

  override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
    // `.first` without a base is an enum case or a static member named so, not a collection's end.
    if node.base != nil, let swapped = Self.endSwaps[node.declName.baseName.text] {
      add(.swapEnds, replacing: node.declName.baseName, with: swapped, label: swapped)
    }
    return .visitChildren
  }

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    if let callee = node.calledExpression.as(DeclReferenceExprSyntax.self),
      ["min", "max"].contains(callee.baseName.text),
      let swapped = Self.endSwaps[callee.baseName.text]
    {
      add(.swapEnds, replacing: callee.baseName, with: swapped, label: swapped)
    }
    return .visitChildren
  }

  // MARK: Conditions (MutationPointVisitor+Conditions.swift)

  override func visit(_ node: IfExprSyntax) -> SyntaxVisitorContinueKind {
    negateConditions(node.conditions)
    return .visitChildren
  }

  override func visit(_ node: WhileStmtSyntax) -> SyntaxVisitorContinueKind {
    negateConditions(node.conditions)
    return .visitChildren
  }

  override func visit(_ node: RepeatStmtSyntax) -> SyntaxVisitorContinueKind {
    negate(node.condition, as: .negateCondition)
    return .visitChildren
  }

  override func visit(_ node: TernaryExprSyntax) -> SyntaxVisitorContinueKind {
    negate(node.condition, as: .negateCondition)
    return .visitChildren
  }

  override func visit(_ node: GuardStmtSyntax) -> SyntaxVisitorContinueKind {
    mutateGuard(node)
    return .visitChildren
  }

  // MARK: Statements (MutationPointVisitor+Statements.swift)

  override func visit(_ node: CodeBlockItemSyntax) -> SyntaxVisitorContinueKind {
    deleteIfEffectful(node)
    return .visitChildren
  }

  override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind {
    removeIfEarly(node)
    return .visitChildren
  }
}

extension SyntaxProtocol {
  /// The UTF-8 offsets of the node's text without its leading and trailing trivia.
  var trimmedByteRange: Range<Int> {
    positionAfterSkippingLeadingTrivia.utf8Offset..<endPositionBeforeTrailingTrivia.utf8Offset
  }
}
