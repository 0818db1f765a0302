import Testing

@testable import ModalStackCore

/// The changes of `goBack`, `dismiss(last:)` and `insert(_:before:)`, as values.
@Suite struct TargetChangeGoBackTests {
  typealias Change = TargetChange<Screen>
  private func cover(_ id: RouteID) -> Route<Screen> { Route(.learn(1), presentation: .fullScreenCover, id: id) }
  private func push(_ id: RouteID, in stack: NavigationStackID? = nil) -> Route<Screen> {
    Route(.profile("\(id)"), presentation: .push, id: id, stack: stack)
  }

  private func ledger(for stack: RouteStack<Screen>) -> RouteLedger<Screen> {
    var ledger = RouteLedger<Screen>()
    ledger.change(from: RouteStack(), to: stack, reason: .programmatic)
    return ledger
  }

  @Test func keepingLeavesTheFirstRoutesInStackOrder() throws {
    let stack = try RouteStack([push("p"), cover("a"), push("q", in: "tab1"), push("r", in: "tab2"), cover("b")])
    for count in 0...stack.count {
      let change = Change.keeping(count, of: stack, reason: .programmatic)
      #expect(change.new.routes.map(\.id) == Array(stack.routes.prefix(count)).map(\.id))
      #expect(change.old == stack)
    }
  }

  @Test func insertingGoesUnderTheRouteInItsStack() throws {
    let stack = try RouteStack([cover("a"), push("q", in: "tab1"), push("r", in: "tab2")])
    let change = try Change.inserting(push("new"), before: "r", in: stack, ledger: ledger(for: stack))
    #expect(change.new.routes.map(\.id) == ["a", "q", "new", "r"])
    #expect(change.new.route("new")?.stack == "tab2")
    #expect(throws: RouteStackError.notAPush("a")) {
      try Change.inserting(push("x"), before: "a", in: stack, ledger: ledger(for: stack))
    }
    #expect(throws: RouteStackError.routeNotFound("z")) {
      try Change.inserting(push("x"), before: "z", in: stack, ledger: ledger(for: stack))
    }
    #expect(throws: RouteStackError.duplicateRouteID("q")) {
      try Change.inserting(push("q"), before: "r", in: stack, ledger: ledger(for: stack))
    }
  }
}
