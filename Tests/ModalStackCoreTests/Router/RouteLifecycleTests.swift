import ModalStackTesting
import Testing

@testable import ModalStackCore

/// Events and exit actions follow routes, by id, not the layers that show them: a route that
/// stays is never told it is leaving, and every route that leaves runs its exit action, whatever
/// covers it.
@MainActor
@Suite struct RouteLifecycleTests {
  let harness = Harness()
  let exits = ExitLog()

  private func sheet(_ id: RouteID) -> Route<Screen> { Route(.profile("\(id)"), presentation: .sheet, id: id) }

  /// Registers an exit action on each route that logs its id when it runs.
  private func logExits(of ids: [RouteID]) throws {
    for id in ids { try harness.router.setExitAction(for: id) { [exits] _ in exits.ran.append(id) } }
  }

  /// What each route was told, as `kind id` lines, in order.
  private var told: [String] {
    harness.events.compactMap { event in
      switch event {
      case .willPresent(let route, _): "willPresent \(route.id)"
      case .didPresent(let route, _): "didPresent \(route.id)"
      case .willDismiss(let route, _): "willDismiss \(route.id)"
      case .didDismiss(let route, _): "didDismiss \(route.id)"
      case .screenRebuilt(let route): "screenRebuilt \(route.id)"
      default: nil
      }
    }
  }

  @Test func aRouteThatStaysWhenALayerBelowGoesIsRebuiltNotDismissed() async throws {
    try harness.router.replace(with: [sheet("a"), sheet("b"), sheet("c")])
    await harness.host.settle()
    try logExits(of: ["a", "b", "c"])
    harness.recorder.events.removeAll()
    try harness.router.replace(with: [sheet("a"), sheet("c")])
    await harness.host.settle()
    #expect(told == ["willDismiss b", "didDismiss b", "screenRebuilt c"])
    #expect(exits.ran == ["b"])
    #expect(harness.router.presented.routes.map(\.id) == ["a", "c"])
    // C kept its exit action: it runs when C really goes.
    try harness.router.dismiss("c")
    await harness.host.settle()
    #expect(exits.ran == ["b", "c"])
  }

  @Test func theTopRouteThatTakesTheBottomLayersPlaceIsNotPresentedAgain() async throws {
    try harness.router.replace(with: [sheet("a"), sheet("b")])
    await harness.host.settle()
    try logExits(of: ["a", "b"])
    harness.recorder.events.removeAll()
    try harness.router.replace(with: [sheet("b")])
    await harness.host.settle()
    #expect(told == ["willDismiss a", "didDismiss a", "screenRebuilt b"])
    #expect(exits.ran == ["a"])
  }

  @Test func aRouteWhoseLayerWentIsReportedGoneWhenItLeavesBeforeItIsShownAgain() async throws {
    try harness.router.replace(with: [
      Route(.learn(1), presentation: .fullScreenCover, id: "a"), sheet("b"), sheet("c"),
    ])
    await harness.host.settle()
    try logExits(of: ["c"])
    harness.recorder.events.removeAll()
    try harness.router.replace(with: [
      Route(.learn(1), presentation: .fullScreenCover, id: "a"),
      Route(.learn(2), presentation: .fullScreenCover, id: "x"), sheet("c"),
    ])
    // The plan takes C's layer down first; the moment it is down, before C is shown again, the
    // app dismisses everything.
    var waited = 0
    while harness.router.presented.contains("c"), waited < 1_000 {
      harness.clock.advance(by: .milliseconds(1))
      waited += 1
    }
    #expect(!harness.router.presented.contains("c"))
    harness.router.dismissAll()
    await harness.host.settle()
    #expect(told.filter { $0.hasSuffix(" c") } == ["willDismiss c", "didDismiss c"])
    #expect(exits.ran == ["c"])
    #expect(harness.router.presented.routes.isEmpty)
  }

  nonisolated static let middleKinds: [Presentation] = [
    .sheet, .fullScreenCover, .modal(.popover(PopoverAnchor("button"))), .popup(), .push,
    .modal(.overFullScreen), .modal(.formSheet),
  ]

  /// `[A sheet, B (every kind), C sheet]`, then `dismiss(A)`: the three exit actions run, top first.
  @Test(arguments: middleKinds)
  func everyRemovedRouteRunsItsExitActionWhateverIsAboveIt(middle: Presentation) async throws {
    try harness.router.replace(with: [sheet("a"), Route(.learn(2), presentation: middle, id: "b"), sheet("c")])
    await harness.host.settle()
    try logExits(of: ["a", "b", "c"])
    try harness.router.dismiss("a")
    await harness.host.settle()
    #expect(exits.ran == ["c", "b", "a"])
    #expect(harness.router.presented.routes.isEmpty)
  }

  @Test func aUsersSwipeRunsTheExitActionsOfWhatItRemoves() async throws {
    try harness.router.replace(with: [sheet("a"), sheet("b")])
    await harness.host.settle()
    try logExits(of: ["a", "b"])
    #expect(harness.host.swipeDown() == .dismissed)
    await harness.host.settle()
    #expect(exits.ran == ["b"])
    #expect(harness.router.stack.routes.map(\.id) == ["a"])
  }

  @Test func theRouterForgetsRoutesOnceTheyLeftAndTheScreenSettled() async throws {
    try harness.router.replace(with: [sheet("a"), sheet("b"), sheet("c")])
    await harness.host.settle()
    try logExits(of: ["a", "b", "c"])
    for id: RouteID in ["a", "b", "c"] { try harness.router.setDismissConfirmation(for: id) { _ in true } }
    #expect(harness.host.swipeDown() == .dismissed)  // the user's reason is kept until the screen settles
    await harness.host.settle()
    harness.router.dismissAll()
    await harness.host.settle()
    #expect(exits.ran == ["c", "b", "a"])
    #expect(harness.router.presented.routes.isEmpty)
    #expect(harness.router.engine.ledger.retainedEntries == 0)
  }

  @Test func aRouteDismissedBeforeItWasShownLeavesNothingBehind() async throws {
    let id = try harness.router.present(.settings, as: .sheet)
    try harness.router.setDismissConfirmation(for: id) { _ in true }
    try harness.router.dismiss(id)
    await harness.host.settle()
    #expect(harness.router.presented.routes.isEmpty)
    #expect(harness.router.engine.ledger.retainedEntries == 0)
  }
}

@MainActor
final class ExitLog {
  var ran: [RouteID] = []
}
