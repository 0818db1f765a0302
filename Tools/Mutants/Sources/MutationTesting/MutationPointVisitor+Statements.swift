import SwiftSyntax

extension MutationPointVisitor {
  /// Calls that stop the program: deleting one changes nothing a test can observe without
  /// crashing, or does not compile.
  private static let traps: Set<String> = [
    "fatalError", "precondition", "preconditionFailure", "assert", "assertionFailure", "dispatchPrecondition",
  ]

  /// Deletes a statement whose point is its effect: a call, or an assignment.
  ///
  /// Left alone: a lone call in a closure, a computed property or a function with a result (it
  /// is the value returned); an assignment that initialises a constant declared without a value,
  /// or a stored property in an initializer (deleting it does not compile).
  func deleteIfEffectful(_ item: CodeBlockItemSyntax) {
    guard case .expr(let expression) = item.item, let list = item.parent?.as(CodeBlockItemListSyntax.self) else {
      return
    }
    let core = Self.unwrappingTryAndAwait(expression)
    let isCall: Bool
    if let call = core.as(FunctionCallExprSyntax.self) {
      if let callee = call.calledExpression.as(DeclReferenceExprSyntax.self), Self.traps.contains(callee.baseName.text)
      {
        return
      }
      isCall = true
    } else if let infix = core.as(InfixOperatorExprSyntax.self), Self.isAssignment(infix) {
      if infix.leftOperand.is(DiscardAssignmentExprSyntax.self),
        !Self.unwrappingTryAndAwait(infix.rightOperand).is(FunctionCallExprSyntax.self)
      {
        return  // `_ = value` has no effect to delete
      }
      if infix.operator.is(AssignmentExprSyntax.self),
        Self.initializesADeclaration(infix.leftOperand, at: item, with: infix.rightOperand)
      {
        return
      }
      isCall = false
    } else {
      return
    }
    let owner = list.parent
    if list.count == 1 {
      if owner?.is(SwitchCaseSyntax.self) == true {
        add(.deleteStatement, replacing: item, with: "break", label: "break")
        return
      }
      if isCall, Self.mayReturnItsValue(owner) { return }
    }
    add(
      .deleteStatement, at: item, replacing: deletionRange(of: item), with: "",
      label: "deleted")
  }

  /// Removes a `return` after which the function would go on: one inside a loop, or inside an
  /// `if`, `switch` or `do` that code follows. A `guard`'s `return` must stay (its body may not
  /// fall through), and so must the last `return` of a body.
  func removeIfEarly(_ node: ReturnStmtSyntax) {
    guard let item = node.parent?.as(CodeBlockItemSyntax.self),
      let list = item.parent?.as(CodeBlockItemListSyntax.self),
      list.last?.id == item.id
    else { return }
    var isEarly = false
    var current = list
    climbing: while true {
      let construct: Syntax
      switch current.parent?.as(SyntaxEnum.self) {
      case .switchCase(let switchCase):
        guard let switchExpression = switchCase.parent?.parent?.as(SwitchExprSyntax.self) else { return }
        construct = Syntax(switchExpression)
      case .codeBlock(let block):
        switch block.parent?.as(SyntaxEnum.self) {
        case .ifExpr(var ifExpression):
          while let outer = ifExpression.parent?.as(IfExprSyntax.self) { ifExpression = outer }
          construct = Syntax(ifExpression)
        case .forStmt(let loop):
          isEarly = true
          construct = Syntax(loop)
        case .whileStmt(let loop):
          isEarly = true
          construct = Syntax(loop)
        case .repeatStmt(let loop):
          isEarly = true
          construct = Syntax(loop)
        case .doStmt(let doStatement):
          construct = Syntax(doStatement)
        case .catchClause(let clause):
          guard let doStatement = clause.parent?.parent?.as(DoStmtSyntax.self) else { return }
          construct = Syntax(doStatement)
        case .functionDecl, .initializerDecl, .deinitializerDecl, .accessorDecl:
          break climbing
        default:
          return  // a guard's else, a defer, or code the tool does not follow
        }
      case .closureExpr, .accessorBlock:
        break climbing
      default:
        return
      }
      // The construct as a statement: directly, or wrapped as an expression statement.
      let statement = construct.parent?.as(ExpressionStmtSyntax.self).map(Syntax.init) ?? construct
      guard let constructItem = statement.parent?.as(CodeBlockItemSyntax.self),
        let outerList = constructItem.parent?.as(CodeBlockItemListSyntax.self)
      else { return }  // an `if` used as a value
      if outerList.last?.id != constructItem.id { isEarly = true }
      current = outerList
    }
    guard isEarly else { return }
    if list.count == 1, list.parent?.is(SwitchCaseSyntax.self) == true {
      add(.removeEarlyReturn, replacing: item, with: "break", label: "break")
    } else {
      add(
        .removeEarlyReturn, at: item, replacing: deletionRange(of: item), with: "",
        label: "removed")
    }
  }

  /// Whether `target = …` gives a declaration its first value: a local `let x: T` declared
  /// without one in an enclosing block, or, inside an initializer, a stored property without a
  /// default (`var x: T?` defaults to nil, so there it is `x = nil` that is left alone: deleting
  /// it changes nothing). In an extension's initializer the stored properties cannot be seen, so
  /// an assignment at the initializer's top level counts as one.
  static func initializesADeclaration(_ target: ExprSyntax, at item: CodeBlockItemSyntax, with value: ExprSyntax)
    -> Bool
  {
    let name: String
    if let reference = target.as(DeclReferenceExprSyntax.self) {
      name = reference.baseName.text
    } else if let member = target.as(MemberAccessExprSyntax.self),
      member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self"
    {
      name = member.declName.baseName.text
    } else {
      return false
    }
    var node = Syntax(item)
    while let parent = node.parent {
      if let list = parent.as(CodeBlockItemListSyntax.self) {
        let constants = list.compactMap { $0.item.as(VariableDeclSyntax.self) }.filter {
          $0.bindingSpecifier.text == "let"
        }
        if constants.contains(where: { Self.declaresWithoutValue(name, $0, optionalDefaultsToNil: false) }) {
          return true
        }
      }
      if let initializer = parent.as(InitializerDeclSyntax.self) {
        guard let members = initializer.parent?.parent?.parent?.as(MemberBlockSyntax.self)?.members,
          let type = members.parent?.parent, !type.is(ExtensionDeclSyntax.self)
        else {
          return initializer.body?.statements.contains { $0.id == item.id } == true
        }
        let properties = members.compactMap { $0.decl.as(VariableDeclSyntax.self) }
        return properties.contains {
          Self.declaresWithoutValue(name, $0, optionalDefaultsToNil: !value.is(NilLiteralExprSyntax.self))
        }
      }
      if parent.is(FunctionDeclSyntax.self) || parent.is(ClosureExprSyntax.self) || parent.is(AccessorDeclSyntax.self) {
        return false
      }
      node = parent
    }
    return false
  }

  /// Whether a declaration names `name` with no value (and no accessors: it is stored).
  private static func declaresWithoutValue(
    _ name: String, _ declaration: VariableDeclSyntax, optionalDefaultsToNil: Bool
  ) -> Bool {
    declaration.bindings.contains { binding in
      guard binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name,
        binding.initializer == nil, binding.accessorBlock == nil
      else { return false }
      let isOptional =
        binding.typeAnnotation?.type.is(OptionalTypeSyntax.self) == true
        || binding.typeAnnotation?.type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) == true
      return !(optionalDefaultsToNil && isOptional && declaration.bindingSpecifier.text == "var")
    }
  }

  static func unwrappingTryAndAwait(_ expression: ExprSyntax) -> ExprSyntax {
    if let tryExpression = expression.as(TryExprSyntax.self) { return unwrappingTryAndAwait(tryExpression.expression) }
    if let awaitExpression = expression.as(AwaitExprSyntax.self) {
      return unwrappingTryAndAwait(awaitExpression.expression)
    }
    return expression
  }

  /// `=` and the compound assignments (`+=`, `|=`, …), not the comparisons that end in `=`.
  static func isAssignment(_ infix: InfixOperatorExprSyntax) -> Bool {
    if infix.operator.is(AssignmentExprSyntax.self) { return true }
    guard let text = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text else { return false }
    return text.hasSuffix("=") && !["==", "!=", "<=", ">=", "===", "!=="].contains(text)
  }

  /// Whether a lone statement in this body may be the value it returns implicitly.
  static func mayReturnItsValue(_ owner: Syntax?) -> Bool {
    guard let owner else { return true }
    if owner.is(ClosureExprSyntax.self) || owner.is(AccessorBlockSyntax.self) { return true }
    guard let body = owner.as(CodeBlockSyntax.self), let declaration = body.parent else { return false }
    if let function = declaration.as(FunctionDeclSyntax.self) { return function.signature.returnClause != nil }
    return declaration.is(AccessorDeclSyntax.self)
  }
}
