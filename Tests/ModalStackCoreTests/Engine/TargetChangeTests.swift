import Testing

@testable import ModalStackCore

@Suite struct TargetChangeTests {
  typealias Change = TargetChange<Screen>
  private func cover(_ id: RouteID) -> Route<Screen> { Route(.learn(1), presentation: .fullScreenCover, id: id) }
  private func push(_ id: RouteID) -> Route<Screen> { Route(.profile("\(id)"), presentation: .push, id: id) }

  /// A ledger that knows the routes of `stack`, as the router's does.
  private func ledger(for stack: RouteStack<Screen>) -> RouteLedger<Screen> {
    var ledger = RouteLedger<Screen>()
    ledger.change(from: RouteStack(), to: stack, reason: .programmatic)
    return ledger
  }

  @Test func appendingIsRecordedWithoutADiffAndChecksIDsFirst() throws {
    let stack = try RouteStack([cover("a")])
    let change = try Change.appending(
      [cover("b"), push("c")], to: stack, ledger: ledger(for: stack), reason: .deepLink)
    #expect(change.new.routes.map(\.id) == ["a", "b", "c"])
    #expect(change.old == stack)
    #expect(change.reason == .deepLink)
    #expect(throws: RouteStackError.duplicateRouteID("a")) {
      try Change.appending([cover("a")], to: stack, ledger: ledger(for: stack), reason: .programmatic)
    }
  }

  @Test func dismissingTakesTheRouteAndEverythingAboveIt() throws {
    let stack = try RouteStack([cover("a"), push("p"), cover("b")])
    let change = try Change.dismissing("p", in: stack, ledger: ledger(for: stack), reason: .programmatic)
    #expect(change.new.routes.map(\.id) == ["a"])
    var recorded = ledger(for: stack)
    recorded.record(change)
    #expect(recorded.ids == ["a"])
    let modal = try Change.dismissing("a", in: stack, ledger: ledger(for: stack), reason: .programmatic)
    #expect(modal.new.isEmpty)
    #expect(throws: RouteStackError.routeNotFound("x")) {
      try Change.dismissing("x", in: stack, ledger: ledger(for: stack), reason: .programmatic)
    }
  }

  @Test func dismissingTheTopNeedsAModalLayer() throws {
    let stack = try RouteStack([cover("a"), cover("b"), push("p")])
    #expect(try Change.dismissingTop(of: stack, ledger: ledger(for: stack)).new.routes.map(\.id) == ["a"])
    let rootOnly = try RouteStack([push("p")])
    #expect(throws: RouteStackError.nothingToDismiss) {
      try Change.dismissingTop(of: rootOnly, ledger: ledger(for: rootOnly))
    }
  }

  @Test func dismissingAllKeepsTheRootLayersPath() throws {
    let stack = try RouteStack([push("p"), cover("a"), cover("b")])
    let change = Change.dismissingAll(in: stack)
    #expect(change.new.routes.map(\.id) == ["p"])
    #expect(change.reason == .dismissAll)
  }

  @Test func aSlotsNewRouteMayReuseItsOldID() throws {
    let stack = try RouteStack([cover("a"), cover("slot"), cover("above")])
    let ledger = ledger(for: stack)
    let change = try Change.replacing("slot", with: cover("slot"), in: stack, ledger: ledger)
    #expect(change.new.routes.map(\.id) == ["a", "slot"])
    #expect(throws: RouteStackError.duplicateRouteID("a")) {
      try Change.replacing("slot", with: cover("a"), in: stack, ledger: ledger)
    }
  }

  @Test func aDeepLinkGoesOnTopReplacesOrReusesAsItsPlacementSays() throws {
    let stack = try RouteStack([Route<Screen>(.settings, presentation: .sheet, id: "s"), push("p")])
    let ledger = ledger(for: stack)
    let onTop = try Change.placing([cover("n")], .onTop, in: stack, ledger: ledger)
    #expect(onTop.change?.new.routes.map(\.id) == ["s", "p", "n"])
    #expect(onTop.ids == ["n"])
    let replaced = try Change.placing([cover("s")], .replaceStack, in: stack, ledger: ledger)  // ids may be reused
    #expect(replaced.change?.new.routes.map(\.id) == ["s"])
    let reused = try Change.placing(
      [Route<Screen>(.settings, presentation: .sheet, id: "new"), cover("n")], .reuseExisting, in: stack, ledger: ledger
    )
    #expect(reused.ids == ["s", "n"])
    #expect(reused.change?.new.routes.map(\.id) == ["s", "n"])
    #expect(reused.change?.reason == .deepLink)
  }

  @Test func aDeepLinkThatChangesNothingMakesNoChange() throws {
    let stack = try RouteStack([Route<Screen>(.settings, presentation: .sheet, id: "s")])
    let placed = try Change.placing(
      [Route<Screen>(.settings, presentation: .sheet, id: "other")], .reuseExisting, in: stack,
      ledger: ledger(for: stack))
    #expect(placed.change == nil)
    #expect(placed.ids == ["s"])
    #expect(throws: RouteStackError.duplicateRouteID("s")) {
      try Change.placing([cover("s")], .onTop, in: stack, ledger: ledger(for: stack))
    }
  }
}
