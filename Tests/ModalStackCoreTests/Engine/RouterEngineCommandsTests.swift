import Testing

@testable import ModalStackCore
@testable import ModalStackTesting

/// The commands of the engine, each checked against the target and the ledger before anything
/// changes (all or nothing).
@MainActor
@Suite struct RouterEngineCommandsTests {
  private func cover(_ id: RouteID) -> Route<Screen> { Route(.learn(1), presentation: .fullScreenCover, id: id) }
  private func push(_ id: RouteID, in stack: NavigationStackID? = nil) -> Route<Screen> {
    Route(.profile("\(id)"), presentation: .push, id: id, stack: stack)
  }

  /// An engine with no host whose target is `stack`.
  private func engine(showing stack: RouteStack<Screen>) -> RouterEngine<Screen> {
    let engine = RouterEngine<Screen>(scheduler: SimulatedClock(), settings: RouterSettings())
    engine.replace(with: stack, reason: .programmatic, source: .api)
    return engine
  }

  @Test func presentingAppendsOnTopAndChecksIDsFirst() throws {
    let engine = engine(showing: try RouteStack([cover("a")]))
    _ = try engine.present(cover("b"), once: nil, source: .api)
    #expect(engine.target.routes.map(\.id) == ["a", "b"])
    #expect(throws: RouteStackError.duplicateRouteID("a", screen: "learn 1")) {
      try engine.present(cover("a"), once: nil, source: .api)
    }
    #expect(engine.target.routes.map(\.id) == ["a", "b"])
  }

  @Test func dismissingTakesTheRouteAndEverythingAboveIt() throws {
    let stack = try RouteStack([cover("a"), push("p"), cover("b")])
    let popped = engine(showing: stack)
    try popped.dismiss("p", reason: .programmatic, source: .api)
    #expect(popped.target.routes.map(\.id) == ["a"])
    #expect(!popped.contains("b"))
    let modal = engine(showing: stack)
    try modal.dismiss("a", reason: .programmatic, source: .api)
    #expect(modal.target.isEmpty)
    #expect(throws: RouteStackError.routeNotFound("x")) {
      try modal.dismiss("x", reason: .programmatic, source: .api)
    }
  }

  @Test func dismissingTheTopNeedsAModalLayer() throws {
    let engine = engine(showing: try RouteStack([cover("a"), cover("b"), push("p")]))
    try engine.dismissTop(source: .api)
    #expect(engine.target.routes.map(\.id) == ["a"])
    let rootOnly = self.engine(showing: try RouteStack([push("p")]))
    #expect(throws: RouteStackError.nothingToDismiss) { try rootOnly.dismissTop(source: .api) }
  }

  @Test func dismissingAllKeepsTheRootLayersPath() throws {
    let engine = engine(showing: try RouteStack([push("p"), cover("a"), cover("b")]))
    engine.dismissAll(source: .api)
    #expect(engine.target.routes.map(\.id) == ["p"])
    #expect(engine.ledger.reason(of: cover("a")) == .dismissAll)
  }

  @Test func aSlotsNewRouteMayReuseItsOldID() throws {
    let engine = engine(showing: try RouteStack([cover("a"), cover("slot"), cover("above")]))
    try engine.replaceSlotRoute("slot", with: cover("slot"))
    #expect(engine.target.routes.map(\.id) == ["a", "slot"])
    #expect(throws: RouteStackError.duplicateRouteID("a", screen: "learn 1")) {
      try engine.replaceSlotRoute("slot", with: cover("a"))
    }
  }

  @Test func keepingLeavesTheFirstRoutesInStackOrder() throws {
    let stack = try RouteStack([push("p"), cover("a"), push("q", in: "tab1"), push("r", in: "tab2"), cover("b")])
    for count in 0...stack.count {
      let engine = engine(showing: stack)
      try engine.keep(count, source: .api)
      #expect(engine.target.routes.map(\.id) == Array(stack.routes.prefix(count)).map(\.id))
    }
    #expect(throws: RouteStackError.indexOutOfRange(6, valid: 0...5)) {
      try engine(showing: stack).keep(6, source: .api)
    }
  }

  @Test func insertingGoesUnderTheRouteInItsStack() throws {
    let engine = engine(showing: try RouteStack([cover("a"), push("q", in: "tab1"), push("r", in: "tab2")]))
    #expect(throws: RouteStackError.notAPush("a", screen: "learn 1")) {
      try engine.insert(push("x"), before: "a", source: .api)
    }
    #expect(throws: RouteStackError.routeNotFound("z")) { try engine.insert(push("x"), before: "z", source: .api) }
    #expect(throws: RouteStackError.duplicateRouteID("q", screen: "profile q")) {
      try engine.insert(push("q"), before: "r", source: .api)
    }
    try engine.insert(push("new"), before: "r", source: .api)
    #expect(engine.target.routes.map(\.id) == ["a", "q", "new", "r"])
    #expect(engine.target.route("new")?.stack == "tab2")
  }
}
