import ModalStackTesting
import Testing

@testable import ModalStackCore

/// `[A, B, C]` → `[A, C]`, with C presented otherwise than B: C keeps its place on the target but
/// its layer goes down with B's and is presented again. The user removes C around that rebuild
/// (swipes the sheet away or answers the alert): C is reported leaving once, `willDismiss` then
/// `didDismiss`, and B too. A user's action cannot land while C's layer is down but C still
/// shows: UIKit ignores it during the dismissal that takes the layer down.
@MainActor
@Suite struct MovingRouteRemovalTests {
  let harness = Harness()

  enum Moment: CaseIterable {
    /// The new target is set, the plan not yet made.
    case beforeThePlan
    /// B's exit action runs; C's layer is not down yet.
    case whileBsExitActionRuns
    /// UIKit is dismissing B's layer and C's with it.
    case duringTheDismissal
    /// C is shown again by its new layer.
    case afterTheRebuild
  }

  private func sheet(_ id: RouteID) -> Route<Screen> { Route(.profile("\(id)"), presentation: .sheet, id: id) }

  /// The lifecycle events reported for each route, in order.
  private var reported: [RouteID: [String]] {
    var reported: [RouteID: [String]] = [:]
    for event in harness.events {
      switch event {
      case .willPresent(let route, _): reported[route.id, default: []].append("willPresent")
      case .didPresent(let route, _): reported[route.id, default: []].append("didPresent")
      case .willDismiss(let route, _): reported[route.id, default: []].append("willDismiss")
      case .didDismiss(let route, _): reported[route.id, default: []].append("didDismiss")
      default: break
      }
    }
    return reported
  }

  /// Rebuilds C's layer and has the user remove C at `moment` (and again once settled, if UIKit
  /// ignored it then), then checks what was reported for each route.
  private func removeTheMovingRoute(
    _ top: Route<Screen>, at moment: Moment, by remove: () -> SimulatedWindow.UserOutcome
  ) async throws {
    let (router, host, clock) = (harness.router, harness.host, harness.clock)
    try router.replace(with: [sheet("a"), Route(.learn(1), presentation: .fullScreenCover, id: "b"), top])
    await host.settle()
    if moment == .whileBsExitActionRuns {
      try router.setExitAction(for: "b") { _ in await clock.sleep(for: .milliseconds(300)) }
    }
    harness.recorder.events.removeAll()
    try router.replace(with: [sheet("a"), top])
    switch moment {
    case .beforeThePlan:
      #expect(remove() == .dismissed)
    case .whileBsExitActionRuns:
      await host.settle(within: .milliseconds(100))
      #expect(router.exitActionsRunning == ["b"] && router.presented.contains(top.id))
      #expect(remove() == .dismissed)
    case .duringTheDismissal:
      clock.advance(by: .milliseconds(10))
      #expect(host.window.isTransitioning && router.stepInFlight != nil)
      #expect(remove() == .ignored)
    case .afterTheRebuild:
      await host.settle()
      #expect(router.presented.routes.map(\.id) == ["a", top.id])
      #expect(remove() == .dismissed)
    }
    await host.settle()
    if router.stack.contains(top.id) { #expect(remove() == .dismissed) }
    await host.settle()
    #expect(router.stack.routes.map(\.id) == ["a"] && router.presented == router.stack)
    #expect(reported == ["b": ["willDismiss", "didDismiss"], top.id: ["willDismiss", "didDismiss"]], "\(moment)")
  }

  @Test(arguments: Moment.allCases)
  func aMovingSheetTheUserSwipesAwayIsToldLeavingOnce(at moment: Moment) async throws {
    try await removeTheMovingRoute(sheet("c"), at: moment) { harness.host.swipeDown(progress: 0.9) }
  }

  @Test(arguments: Moment.allCases)
  func aMovingAlertTheUserAnswersIsToldLeavingOnce(at moment: Moment) async throws {
    let alert = Route<Screen>(.settings, presentation: .alert(title: "Sure?", buttons: [AlertButton("OK")]), id: "c")
    try await removeTheMovingRoute(alert, at: moment) { harness.host.tapAlertButton("OK") }
  }
}
