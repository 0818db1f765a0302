import Testing

@testable import ModalStackCore

@Suite struct LinkGateTests {
  static func stack(_ ids: [String]) throws -> RouteStack<String> {
    try RouteStack(ids.map { Route($0, presentation: .sheet, id: RouteID($0)) })
  }

  @Test func routesThatLeftTheStackNoLongerCount() throws {
    var gate = LinkGate<String>()
    gate.limits.routes = 3
    gate.recordOpened(["a", "b", "c"])
    let (all, one) = (try Self.stack(["a", "b", "c"]), try Self.stack(["app", "a"]))
    let roomOnAll = gate.allows(0, on: all, addingOnTopOf: all) && !gate.allows(1, on: all, addingOnTopOf: all)
    let roomOnOne = gate.allows(2, on: one, addingOnTopOf: one) && !gate.allows(3, on: one, addingOnTopOf: one)
    #expect(roomOnAll && roomOnOne)
    #expect(gate.opened.map(\.id) == ["a"])
  }

  /// Found by the soak (shrunk): the count was taken on a stack, a link then opened a route on
  /// top, and the app's dismissal and pops brought the target back to the very stack counted
  /// before. The gate took the value for already pruned and still counted the dismissed route.
  @Test func aRouteOpenedSinceTheLastCountIsPrunedWhenTheStackComesBack() throws {
    var gate = LinkGate<String>()
    gate.limits.routes = 2
    let before = try Self.stack(["a"])
    gate.recordOpened(["a"])
    let first = gate.allows(1, on: before, addingOnTopOf: before)
    gate.recordOpened(["b"])  // on top of `before`, then dismissed
    let again = gate.allows(1, on: before, addingOnTopOf: before)
    #expect(first && again)
    #expect(gate.opened.map(\.id) == ["a"])
  }

  @Test func theLimitCountsWhatStaysAndWhatIsAdded() throws {
    var gate = LinkGate<String>()
    gate.limits.routes = 3
    gate.recordOpened(["a", "b"])
    let (stack, full) = (try Self.stack(["a", "b"]), try Self.stack(["a", "b", "c"]))
    let oneMore = gate.allows(1, on: full, addingOnTopOf: stack)
    let twoMore = gate.allows(2, on: try Self.stack(["a", "b", "c", "d"]), addingOnTopOf: stack)
    // A stack the link replaced keeps none of them.
    let replaced = gate.allows(3, on: try Self.stack(["x", "y", "z"]), addingOnTopOf: nil)
    let refusedBelow = gate.refusesOnTop(on: stack)
    gate.recordOpened(["c"])
    let refusedAt = gate.refusesOnTop(on: full)
    gate.limits.overflow = .replaceLinkRoutes
    let refusedWhenReplacing = gate.refusesOnTop(on: full)
    #expect(oneMore && !twoMore && replaced)
    #expect(!refusedBelow && refusedAt && !refusedWhenReplacing)
  }

  @Test func onlyTheLinksRoutesAtTheTopAreReplaced() throws {
    var gate = LinkGate<String>()
    gate.recordOpened(["a", "b", "c"])
    let (base, removed) = try #require(gate.removingTopLinkRoutes(from: try Self.stack(["a", "app", "b", "c"])))
    #expect(base == (try Self.stack(["a", "app"])))
    #expect(removed == ["c", "b"])
    let appOnTop = try Self.stack(["a", "b", "c", "app"])
    #expect(gate.removingTopLinkRoutes(from: appOnTop) == nil)
  }

  @Test func unboundedLinksCostNoBookkeeping() {
    var gate = LinkGate<String>()
    gate.limits = .unbounded
    gate.recordOpened(["a"])
    #expect(gate.opened.isEmpty)
  }
}
