import ModalStackCore
import ModalStackTesting
import PropertyBased
import Testing

/// `goBack`, `removeLast(_:)`, `insert(_:before:)` and `animated:` over the simulated UIKit: one
/// plan, one animated transition, events with their reasons, and refusals that name the argument.
@MainActor
@Suite struct RouterGoBackTests {
  private let ids: [RouteID] = ["sheet", "push1", "cover", "push3"]

  /// root ▸ sheet(settings) ▸ push(learn 1) ▸ fullScreenCover(learn 2) ▸ push(learn 3), on screen.
  private func fourRoutes(policy: AnimationPolicy = .lastOnly) async throws -> Harness {
    let harness = Harness(policy: policy)
    try harness.router.present(.settings, as: .sheet, id: ids[0])
    try harness.router.push(.learn(1), id: ids[1])
    try harness.router.present(.learn(2), as: .fullScreenCover, id: ids[2])
    try harness.router.push(.learn(3), id: ids[3])
    await harness.host.settle()
    return harness
  }

  /// What one command did once the screen settled: animated transitions, all transitions, and
  /// the `didDismiss` events as "id reason".
  private func run(_ harness: Harness, _ command: () throws -> Void) async throws -> (
    animated: Int, transitions: Int, dismissed: Set<String>
  ) {
    let before = harness.host.statistics
    let events = harness.events.count
    try command()
    await harness.host.settle()
    #expect(harness.router.presented == harness.router.stack)
    #expect(harness.host.violations.isEmpty)
    let after = harness.host.statistics
    let dismissed = harness.events.dropFirst(events).compactMap { event -> String? in
      guard case .didDismiss(let route, let reason) = event else { return nil }
      return "\(route.id) \(reason)"
    }
    let animated = after.animatedTransitions - before.animatedTransitions
    return (animated, animated + after.unanimatedTransitions - before.unanimatedTransitions, Set(dismissed))
  }

  @Test func goBackToARouteRemovesWhatIsAfterItWithOneAnimation() async throws {
    let harness = try await fourRoutes()
    let made = try await run(harness) { try harness.router.goBack(toRoute: ids[1]) }
    #expect(harness.router.stack.routes.map(\.id) == Array(ids.prefix(2)))
    #expect(made.animated == 1)
    #expect(made.transitions == 1)
    #expect(made.dismissed == ["push3 programmatic", "cover programmatic"])
  }

  @Test func removeLastCountsPushesAndModalsAcrossLayersNewestFirst() async throws {
    let harness = try await fourRoutes()
    let made = try await run(harness) { try harness.router.removeLast(3) }
    #expect(harness.router.stack.routes.map(\.id) == [ids[0]])
    // The pop under the cover is not seen: only the cover's dismissal animates.
    #expect(made.animated == 1)
    #expect(made.dismissed == ["push3 programmatic", "cover programmatic", "push1 programmatic"])
  }

  @Test func goBackToADestinationShowsTheNewestRouteShowingIt() async throws {
    let harness = Harness()
    try harness.router.present(.learn(1), as: .sheet, id: "first")
    try harness.router.present(.learn(1), as: .fullScreenCover, id: "second")
    try harness.router.present(.settings, as: .sheet)
    await harness.host.settle()
    try harness.router.goBack(to: .learn(1))
    #expect(harness.router.stack.routes.map(\.id) == ["first", "second"])
    try harness.router.goBack { $0.presentation == .sheet }
    #expect(harness.router.stack.routes.map(\.id) == ["first"])
  }

  @Test func goBackToIndexZeroIsTheRootScreenWithNoPush() async throws {
    let harness = Harness()
    try harness.router.push(.learn(1))
    try harness.router.present(.settings, as: .sheet)
    await harness.host.settle()
    let made = try await run(harness) { try harness.router.goBack(toIndex: 0) }
    #expect(harness.router.stack.isEmpty)
    #expect(made.animated == 1)
  }

  @Test func refusalsNameTheArgumentAndChangeNothing() async throws {
    let harness = try await fourRoutes()
    let router = harness.router
    let stack = router.stack
    #expect(throws: RouteStackError.indexOutOfRange(5, valid: 0...4)) { try router.goBack(toIndex: 5) }
    #expect(throws: RouteStackError.indexOutOfRange(-1, valid: 0...4)) { try router.goBack(toIndex: -1) }
    #expect(throws: RouteStackError.invalidCount(0)) { try router.removeLast(0) }
    #expect(throws: RouteStackError.tooFewRoutes(5, available: 4)) { try router.removeLast(5) }
    #expect(throws: RouteStackError.routeNotFound("gone")) { try router.goBack(toRoute: "gone") }
    #expect(throws: RouteStackError.noRouteMatches("profile ann")) { try router.goBack(to: .profile("ann")) }
    #expect(throws: RouteStackError.noRouteMatches("a route matching the predicate")) {
      try router.goBack { _ in false }
    }
    #expect(throws: RouteStackError.notAPush("cover", screen: "learn 2")) {
      try router.insert(.settings, before: "cover")
    }
    #expect(throws: RouteStackError.routeNotFound("gone")) { try router.insert(.settings, before: "gone") }
    #expect(throws: RouteStackError.duplicateRouteID("sheet", screen: "settings")) {
      try router.insert(.settings, before: "push3", id: "sheet")
    }
    #expect(router.stack == stack)
    #expect(router.isSettled)
    #expect(RouteStackError.indexOutOfRange(5, valid: 0...4).description.contains("index 5"))
  }

  @Test func insertPutsAPushUnderAnotherWithoutMovingTheTop() async throws {
    let harness = try await fourRoutes()
    let before = harness.controllerCalls.count
    let made = try await run(harness) {
      try harness.router.insert(.profile("cart"), before: "push3", id: "cart")
      try harness.router.insert(.profile("under"), before: "push1", id: "under")
    }
    #expect(harness.router.stack.routes.map(\.id) == ["sheet", "under", "push1", "cover", "cart", "push3"])
    #expect(harness.router.stack.routes.last?.destination == .learn(3))
    // Each layer's path set once, in one plan; nothing is presented or dismissed.
    #expect(made.transitions == 2)
    #expect(made.dismissed.isEmpty)
    #expect(harness.controllerCalls.dropFirst(before).allSatisfy { $0.hasPrefix("setViewControllers(") })
  }

  @Test func insertJoinsTheNavigationStackOfTheRouteAbove() async throws {
    let harness = Harness()
    try harness.router.push(.learn(1), in: "inbox", id: "mail")
    try harness.router.insert(.learn(0), before: "mail", id: "folder")
    #expect(harness.router.stack.route("folder")?.stack == "inbox")
  }

  @Test func animatedFalseMakesThatChangeUnanimated() async throws {
    let harness = try await fourRoutes()
    let made = try await run(harness) { try harness.router.dismiss(animated: false) }
    #expect(made.animated == 0)
    #expect(made.transitions == 1)
    // The router's policy is back for the next change.
    let next = try await run(harness) { try harness.router.dismiss() }
    #expect(next.animated == 1)
  }

  @Test func animatedTrueAnimatesUnderAPolicyOfNone() async throws {
    let harness = try await fourRoutes(policy: .none)
    let made = try await run(harness) { try harness.router.present(.settings, as: .sheet, animated: true) }
    #expect(made.animated == 1)
    #expect(harness.router.settings.animationPolicy == .none)
    let next = try await run(harness) { try harness.router.dismiss(animated: nil) }
    #expect(next.animated == 0)
  }

  @Test func aCommandThatChangesNothingLeavesThePolicy() async throws {
    let harness = try await fourRoutes()
    try harness.router.goBack(toIndex: 4, animated: false)  // already there
    let next = try await run(harness) { try harness.router.dismiss() }
    #expect(next.animated == 1)
  }

  @Test func everyCommandTakesAnimated() async throws {
    let harness = try await fourRoutes()
    let router = harness.router
    var unanimated = 0
    let commands: [() throws -> Void] = [
      { try router.push(.learn(5), animated: false) },
      { try router.pop(animated: false) },
      { try router.present(.settings, as: .fullScreenCover, animated: false) },
      { try router.dismiss(animated: false) },
      { try router.insert(.learn(6), before: "push3", animated: false) },
      { try router.goBack(toRoute: "cover", animated: false) },
      { try router.dismiss("cover", animated: false) },
      { try router.replace(with: [Route(.settings, presentation: .fullScreenCover)], animated: false) },
      { router.dismissAll(animated: false) },
    ]
    for command in commands {
      let made = try await run(harness, command)
      unanimated += made.transitions - made.animated
      #expect(made.animated == 0)
    }
    #expect(unanimated >= commands.count)
  }

  /// Rule: `removeLast(n)` leaves the first `count - n` routes of any stack, and the screen shows them.
  @Test func removeLastLeavesTheOldestRoutes() async {
    await propertyCheck(count: 40, input: Gen.int(in: 0...3).array(of: 1...8), Gen.int(in: 1...8)) { kinds, n in
      let harness = Harness()
      for (index, kind) in kinds.enumerated() {
        let presentation: Presentation = [.push, .sheet, .fullScreenCover, .modal(.overFullScreen)][kind]
        _ = try? harness.router.present(.learn(index), as: presentation)
      }
      await harness.host.settle()
      let routes = harness.router.stack.routes
      guard n <= routes.count else { return }
      try? harness.router.removeLast(n)
      await harness.host.settle()
      #expect(harness.router.stack.routes == Array(routes.prefix(routes.count - n)))
      #expect(harness.router.presented == harness.router.stack)
      #expect(harness.host.violations.isEmpty)
    }
  }

  // MARK: The peers' commands: dismiss layers, replace the top pushes

  /// `dismiss(layers:)` counts presentation layers, as FlowStacks' `dismiss(count:)` does: each
  /// modal goes with what is pushed on it, in one change and one animation.
  @Test(arguments: [1, 2])
  func dismissLayersCountsLayersWithTheirPushes(count: Int) async throws {
    let harness = try await fourRoutes()
    let made = try await run(harness) { try harness.router.dismiss(layers: count) }
    // Layers: root, [sheet, push1], [cover, push3].
    #expect(harness.router.stack.routes.map(\.id) == (count == 1 ? Array(ids.prefix(2)) : []))
    #expect(made.animated == 1)
    #expect(made.transitions == 1)
  }

  /// More layers than there are, or fewer than one, are refused, naming the count; nothing changes.
  @Test func dismissLayersRefusesACountOutsideTheLayers() async throws {
    let harness = try await fourRoutes()
    #expect(throws: RouteStackError.tooFewLayers(3, available: 2)) { try harness.router.dismiss(layers: 3) }
    #expect(throws: RouteStackError.invalidCount(0)) { try harness.router.dismiss(layers: 0) }
    #expect(
      "\(RouteStackError.tooFewLayers(3, available: 2))"
        == "3 layers asked for; the stack has 2 above its root; check router.stack before the command, or ignore the refusal: nothing changed"
    )
    #expect(harness.router.stack.routes.map(\.id) == ids)
  }

  /// `replacePushes` pops the top pushes of a stack and pushes others in their place in one change:
  /// one transition, one animation; the routes under them and the modals stay.
  @Test func replacePushesSwapsTheTopPushesInOneAnimation() async throws {
    let harness = Harness()
    try harness.router.push(.learn(1), id: "a")
    try harness.router.push(.learn(2), id: "b")
    try harness.router.push(.learn(3), id: "c")
    await harness.host.settle()
    let made = try await run(harness) {
      let new = try harness.router.replacePushes(2, with: [.profile("x"), .profile("y")])
      #expect(new.count == 2)
    }
    #expect(harness.router.stack.routes.map(\.destination) == [.learn(1), .profile("x"), .profile("y")])
    #expect(made.animated == 1)
    #expect(made.transitions == 1)
    #expect(made.dismissed == ["b programmatic", "c programmatic"])
  }

  /// A count below one or above the stack's pushes is refused, naming it; nothing changes.
  @Test func replacePushesRefusesACountOutsideTheStacksPushes() async throws {
    let harness = Harness()
    try harness.router.push(.learn(1), id: "a")
    await harness.host.settle()
    #expect(throws: RouteStackError.tooFewPushes(2, available: 1, stack: .main)) {
      try harness.router.replacePushes(2, with: [.settings])
    }
    #expect(throws: RouteStackError.invalidCount(0)) { try harness.router.replacePushes(0, with: [.settings]) }
    #expect(harness.router.stack.routes.map(\.id) == ["a"])
  }

  /// In a tabbed app, only the named stack's pushes are replaced; another tab keeps its own.
  @Test func replacePushesChangesOnlyItsOwnStack() async throws {
    let clock = SimulatedClock()
    let scene = SimulatedScene<Screen>(clock: clock)
    let router = Router<Screen>(scheduler: clock)
    scene.showRoot("tabs", router: router)
    scene.showTabView(["feed", "inbox"], statesSelection: true)
    await scene.host.settle()
    try router.push(.learn(1), in: "feed")
    try router.push(.learn(2), in: "inbox")
    await scene.host.settle()
    try router.replacePushes(1, with: [.profile("x")], in: "feed")
    await scene.host.settle()
    #expect(scene.routesShown(inStack: "feed").map(\.destination) == [.profile("x")])
    #expect(router.stack.routes.filter { $0.shownInStack == "inbox" }.map(\.destination) == [.learn(2)])
  }

  @Test func thePeersCommandsDescribeThemselves() {
    #expect(RouterCommand<Screen>.dismissLayers(2).description == "dismiss 2 layers")
    let replace = RouterCommand<Screen>.replacePushes(
      count: 1, with: [Route(.settings, presentation: .push, id: "s")], in: "feed")
    #expect(replace.description == "replace 1 push in feed with push(settings)")
    #expect(RouterCommand<Screen>.dismissLayer(of: "p").description == "dismiss the layer of p")
  }
}

/// The same commands sent from any thread: delivered in order, refusals as events.
@MainActor
@Suite struct RouterGoBackSendTests {
  @Test func sentCommandsGoBackDismissAndInsert() async throws {
    let harness = Harness()
    let router = harness.router
    await Task.detached {
      router.send(.present(.settings, .sheet, id: "sheet"))
      router.send(.present(.learn(1), .push, id: "a"))
      router.send(.insert(.learn(0), before: "a", id: "under"))
      router.send(.present(.learn(2), .fullScreenCover, id: "cover"))
      router.send(.goBack(to: "a"))
      router.send(.removeLast(5))  // refused: three routes
    }.value
    await harness.host.settle()
    #expect(router.stack.routes.map(\.id) == ["sheet", "under", "a"])
    #expect(harness.events.contains { $0 == .commandFailed(.tooFewRoutes(5, available: 3)) })
    router.send(.goBackToIndex(1))
    await harness.host.settle()
    #expect(router.presented.routes.map(\.id) == ["sheet"])
    #expect(RouterCommand<Screen>.removeLast(2).description == "removeLast 2")
  }
}
