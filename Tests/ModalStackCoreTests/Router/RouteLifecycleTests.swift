import ModalStackTesting
import Testing

@testable import ModalStackCore

/// Events and exit actions follow routes, by id, not the layers that show them: a route that
/// stays is never reported leaving, and every route that leaves runs its exit action, whatever
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

  /// What was reported for each route, as `kind id` lines, in order.
  private var reported: [String] {
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
    #expect(reported == ["willDismiss b", "didDismiss b", "screenRebuilt c"])
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
    #expect(reported == ["willDismiss a", "didDismiss a", "screenRebuilt b"])
    #expect(exits.ran == ["a"])
  }

  /// `[A cover, B sheet, C sheet]`, then a cover X put between A and C: the plan takes C's layer
  /// down first, and this returns the moment it is down, before C is shown again.
  private func takeCsLayerDownToShowItAgain() async throws {
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
    var waited = 0
    while harness.router.presented.contains("c"), waited < 1_000 {
      harness.clock.advance(by: .milliseconds(1))
      waited += 1
    }
    #expect(!harness.router.presented.contains("c"))
  }

  @Test func aRouteWhoseLayerWentIsReportedGoneWhenItLeavesBeforeItIsShownAgain() async throws {
    try await takeCsLayerDownToShowItAgain()
    harness.router.dismissAll()
    await harness.host.settle()
    #expect(reported.filter { $0.hasSuffix(" c") } == ["willDismiss c", "didDismiss c"])
    #expect(exits.ran == ["c"])
    #expect(harness.router.presented.routes.isEmpty)
  }

  /// A command the app gives when it hears a route left builds on the target as it is then: here
  /// C, whose layer had gone, leaves with everything, and the app shows a summary on hearing it.
  @Test func aCommandGivenOnHearingARouteLeftIsKept() async throws {
    try await takeCsLayerDownToShowItAgain()
    let subscription = harness.router.observe { [harness] event in
      if case .didDismiss(let route, _) = event, route.id == "c" {
        _ = try? harness.router.present(.settings, as: .sheet, id: "summary")
      }
    }
    harness.router.dismissAll()
    await harness.host.settle()
    withExtendedLifetime(subscription) {}
    #expect(harness.router.stack.routes.map(\.id) == ["summary"])
    #expect(harness.router.presented == harness.router.stack)
    #expect(harness.router.stack.contains("summary"))
  }

  /// A route the app puts back while its exit action runs stays; when it goes later, that is
  /// another dismissal, said leaving again.
  @Test func aRoutePutBackWhileItsExitActionRunsIsSaidLeavingWhenItGoesAgain() async throws {
    let editor = sheet("editor")
    try harness.router.replace(with: [editor])
    await harness.host.settle()
    try harness.router.setExitAction(for: "editor") { [harness] _ in
      await harness.clock.sleep(for: .milliseconds(300))
    }
    try harness.router.dismiss("editor")
    harness.clock.advance(by: .zero)  // the plan starts: the exit action runs
    for _ in 0..<8 { await Task.yield() }
    try harness.router.replace(with: [editor])  // the app keeps it after all
    await harness.host.settle()
    #expect(harness.router.presented.routes == [editor])
    harness.recorder.events.removeAll()
    try harness.router.dismiss("editor")
    await harness.host.settle()
    #expect(reported == ["willDismiss editor", "didDismiss editor"])
  }

  /// The user swipes away a route whose exit action runs for a dismissal: it was said leaving
  /// then, and is not said leaving again.
  @Test func aRouteSwipedAwayWhileItsExitActionRunsIsSaidLeavingOnce() async throws {
    try harness.router.replace(with: [sheet("editor")])
    await harness.host.settle()
    try harness.router.setExitAction(for: "editor") { [harness] _ in await harness.clock.sleep(for: .seconds(1)) }
    harness.recorder.events.removeAll()
    harness.router.dismissAll()
    await harness.host.settle(within: .milliseconds(100))  // the draft is being saved
    #expect(harness.host.swipeDown(progress: 0.9) == .dismissed)
    await harness.host.settle()
    #expect(reported == ["willDismiss editor", "didDismiss editor"])
    #expect(harness.router.presented == harness.router.stack)
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

  /// Routes that leave in one change, over several steps (a push popped under a full-screen cover,
  /// the cover dismissed), start their exit actions together, top first, and the dismissal waits
  /// for the longest action, not for the sum of one wait per step.
  @Test func exitActionsOfRoutesLeavingTogetherStartTogetherTopFirstAndTheLongestIsAwaited() async throws {
    try harness.router.replace(with: [
      Route(.profile("p"), presentation: .push, id: "p"), Route(.learn(1), presentation: .fullScreenCover, id: "c"),
    ])
    await harness.host.settle()
    var started: [(RouteID, Duration)] = []
    let lengths: [RouteID: Duration] = ["p": .milliseconds(300), "c": .milliseconds(500)]
    for (id, length) in lengths {
      try harness.router.setExitAction(for: id) { [harness] _ in
        started.append((id, harness.clock.now))
        await harness.clock.sleep(for: length)
      }
    }
    let start = harness.clock.now
    try harness.router.dismiss("p")
    await harness.host.settle()
    #expect(started.map(\.0) == ["c", "p"])
    #expect(started.allSatisfy { $0.1 == start })
    #expect(harness.router.presented.routes.isEmpty)
    // The longest action, then the cover's animated dismissal and the pop under it: never both waits.
    let animation = harness.host.window.configuration.animationDuration
    #expect(harness.router.settledAt - start < .milliseconds(500) + animation + .milliseconds(200))
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
