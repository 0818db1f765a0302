import Foundation
import ModalStackTesting
import Observation
import Testing

@testable import ModalStackCore

/// While a route protects a flow, links and commands from outside wait (or are refused) and run
/// when it ends; the app's own commands and the flow's own work go on.
@MainActor
@Suite struct ProtectedFlowsTests {
  let harness = Harness()

  init() {
    harness.router.deepLinks = Self.links()
  }

  static func links() -> DeepLinkMap<Screen> {
    var links = DeepLinkMap<Screen>()
    links.add("/learn/:id", presentation: .fullScreenCover) { .learn(try $0.value("id", as: Int.self)) }
    return links
  }

  @discardableResult
  private func pay(_ protection: FlowProtection = .holdOutsideCommands) throws -> RouteID {
    try harness.router.present(
      .profile("payment"), as: Presentation.sheet(dismissPolicy: .blocked).protected(protection), id: "pay")
  }

  /// Commands held by a flow keep their order: one arriving after the flow ended, before the
  /// held ones ran, waits behind them instead of running first.
  @Test func aCommandAfterTheFlowEndedWaitsBehindTheHeldOnes() {
    var flows = ProtectedFlows<Screen>()
    let root = RouteStack<Screen>()
    let scope = flows.openScope(.holdOutsideCommands)
    let first = RouterCommand<Screen>.present(.settings, .sheet, id: "first")
    let second = RouterCommand<Screen>.present(.learn(1), .sheet, id: "second")
    #expect(flows.verdict(for: first, from: .send, target: root) == .hold)
    flows.closeScope(scope)
    #expect(flows.verdict(for: second, from: .api, target: root) == .hold)
    let released = flows.release(on: root)
    #expect(released.map(\.command) == [first, second])
    #expect(released.map(\.source) == [.send, .api])
    #expect(flows.verdict(for: first, from: .send, target: root) == .run)
  }

  @Test func aLinkDuringAProtectedSheetWaitsThenOpensWhenTheFlowEnds() async throws {
    try pay()
    await harness.host.settle()
    let opened = try harness.router.open(URL(string: "myapp://learn/7")!)
    #expect(opened.isEmpty)
    #expect(harness.router.heldCommands == [.open(URL(string: "myapp://learn/7")!)])
    await harness.host.settle()
    #expect(harness.router.presented.routes.map(\.id) == ["pay"])  // the payment sheet is untouched
    try harness.router.dismiss("pay")  // the flow's own dismiss works
    await harness.host.settle()
    #expect(harness.router.heldCommands.isEmpty)
    #expect(harness.router.presented.routes.map(\.destination) == [.learn(7)])
  }

  /// A view that shows the waiting commands is redrawn when one starts waiting and when they run.
  @Test func viewsReadingTheHeldCommandsAreToldWhenTheyChange() async throws {
    let changed = ChangedProperties()
    func observe(_ name: String) {
      withObservationTracking {
        _ = harness.router.heldCommands
      } onChange: { [changed] in
        MainActor.assumeIsolated { _ = changed.names.insert(name) }
      }
    }
    try pay()
    await harness.host.settle()
    observe("held")
    _ = try harness.router.open(URL(string: "myapp://learn/7")!)
    #expect(changed.names == ["held"])
    observe("released")
    try harness.router.dismiss("pay")
    await harness.host.settle()
    #expect(changed.names == ["held", "released"])
    #expect(harness.router.heldCommands.isEmpty)
  }

  @Test func whenTheUserSwipesTheFlowAwayTheHeldLinkOpensAfterwards() async throws {
    try harness.router.present(
      .profile("payment"), as: Presentation.sheet.protected(.holdOutsideCommands), id: "pay")
    await harness.host.settle()
    _ = try harness.router.open(URL(string: "myapp://learn/7")!)
    var order: [String] = []
    let watch = harness.router.observe { event in
      if case .didDismiss(let route, _) = event { order.append("dismissed \(route.id)") }
      if case .willPresent(let route, _) = event { order.append("presenting \(route.destination)") }
    }
    #expect(harness.host.swipeDown() == .dismissed)
    await harness.host.settle()
    #expect(harness.router.heldCommands.isEmpty)
    #expect(harness.router.presented.routes.map(\.destination) == [.learn(7)])
    #expect(order == ["dismissed pay", "presenting learn 7"])
    watch.cancel()
  }

  @Test func heldCommandsJoinThePlanOfTheChangeThatEndsTheFlow() async throws {
    try pay()
    await harness.host.settle()
    _ = try harness.router.open(URL(string: "myapp://learn/7")!)
    let before = harness.host.statistics
    try harness.router.dismiss("pay")
    // They run once the dismissal's turn has finished, each a turn of its own, before the
    // machine plans: the dismissal and the link make one plan.
    #expect(harness.router.heldCommands.isEmpty)
    #expect(harness.router.stack.routes.map(\.destination) == [.learn(7)])
    await harness.host.settle()
    #expect(harness.router.heldCommands.isEmpty)
    #expect(harness.router.presented.routes.map(\.destination) == [.learn(7)])
    // One plan: the sheet goes without animation, the cover comes with one.
    #expect(harness.host.statistics.animatedTransitions - before.animatedTransitions == 1)
    #expect(harness.host.statistics.unanimatedTransitions - before.unanimatedTransitions == 1)
  }

  @Test func aSentDismissAllWaitsAndTheFlowsOwnPushAndChildrenWork() async throws {
    try pay()
    await harness.host.settle()
    harness.router.send(.dismissAll)
    await yieldWhile({ harness.router.heldCommands.isEmpty }, atMost: 100)
    #expect(harness.router.heldCommands == [.dismissAll])
    try harness.router.push(.settings, id: "terms")  // the flow's own screens
    try harness.router.present(.popup("3ds"), as: .popup(), id: "3ds")
    await harness.host.settle()
    #expect(harness.router.presented.routes.map(\.id) == ["pay", "terms", "3ds"])
    try harness.router.dismiss("pay")
    await harness.host.settle()
    // The held dismiss-all ran after the flow ended: nothing is left, and it ran once.
    #expect(harness.router.presented.routes.isEmpty)
    #expect(harness.router.heldCommands.isEmpty)
  }

  @Test func aRefusingFlowRefusesLinksWithATypedErrorAndChangesNothing() async throws {
    try pay(.refuseOutsideCommands)
    await harness.host.settle()
    #expect(throws: DeepLinkError.rejected("myapp://learn/7", .protectedFlow("pay", screen: "profile payment"))) {
      try harness.router.open(URL(string: "myapp://learn/7")!)
    }
    harness.router.send(.dismissAll)
    await yieldWhile(
      { !harness.events.contains(.commandFailed(.protectedFlow("pay", screen: "profile payment"))) }, atMost: 100)
    #expect(harness.events.contains(.commandFailed(.protectedFlow("pay", screen: "profile payment"))))
    await harness.host.settle()
    #expect(harness.router.presented.routes.map(\.id) == ["pay"])
    #expect(harness.router.heldCommands.isEmpty)
  }

  /// A refusing flow opened inside a holding one (a 3-D Secure check inside a payment sheet)
  /// refuses links, naming itself, although the flow under it only holds them.
  @Test func aRefusingFlowAboveAHoldingOneRefuses() async throws {
    try pay(.holdOutsideCommands)
    try harness.router.present(
      .popup("3ds"), as: Presentation.sheet(dismissPolicy: .blocked).protected(.refuseOutsideCommands), id: "3ds")
    await harness.host.settle()
    #expect(throws: DeepLinkError.rejected("myapp://learn/7", .protectedFlow("3ds", screen: "popup 3ds"))) {
      try harness.router.open(URL(string: "myapp://learn/7")!)
    }
    #expect(harness.router.heldCommands.isEmpty)
  }

  @Test func aScopeHoldsLinksUntilItEndsAndHeldCommandsKeepTheirOrder() async throws {
    let checkout = harness.router.beginProtectedFlow()
    try harness.router.open(URL(string: "myapp://learn/1")!)
    try harness.router.open(URL(string: "myapp://learn/2")!)
    #expect(harness.router.heldCommands.count == 2)
    checkout.end()
    await harness.host.settle()
    #expect(harness.router.presented.routes.map(\.destination) == [.learn(1), .learn(2)])
    checkout.end()  // again: nothing
    #expect(harness.router.heldCommands.isEmpty)
  }

  /// Each scope is its own: ending one leaves the other protecting, and a scope the app lets go
  /// of without ending it ends when it goes.
  @Test func scopesEndOneByOneAndAScopeLetGoEnds() async throws {
    let checkout = harness.router.beginProtectedFlow()
    var upload: ProtectedFlowScope? = harness.router.beginProtectedFlow()
    try harness.router.open(URL(string: "myapp://learn/1")!)
    checkout.end()
    await harness.host.settle()
    #expect(harness.router.heldCommands.count == 1)  // the upload still protects
    upload = nil
    await harness.host.settle()
    #expect(upload == nil)
    #expect(harness.router.heldCommands.isEmpty)
    #expect(harness.router.presented.routes.map(\.destination) == [.learn(1)])
  }

  @Test func theUsersSwipeFollowsTheDismissPolicyAndRestorationKeepsTheProtection() async throws {
    try pay()
    await harness.host.settle()
    #expect(harness.host.swipeDown() != .dismissed)  // blocked
    let saved = try harness.router.savedState()
    let restored = Harness()
    restored.router.deepLinks = harness.router.deepLinks
    try restored.router.restore(from: saved)
    await restored.host.settle()
    _ = try restored.router.open(URL(string: "myapp://learn/3")!)
    #expect(restored.router.heldCommands.count == 1)
  }

  /// A link the user confirms after a protected flow began waits for the flow, as any link does.
  @Test func aLinkConfirmedDuringAProtectedFlowWaitsForIt() async throws {
    let harness = Harness()
    var links = DeepLinkMap<Screen>()
    links.add("/invite/:code", presentation: .sheet, access: .askFirst) { .profile(try $0.value("code")) }
    harness.router.deepLinks = links
    harness.router.confirmLink = { _ in
      await harness.clock.sleep(for: .seconds(1))
      return true
    }
    try harness.router.open(URL(string: "myapp://invite/abc")!, from: .otherApp(sourceApplication: nil))
    try harness.router.present(.popup("checkout"), as: Presentation.sheet.protected())
    await harness.host.settle()
    #expect(harness.router.stack.description == "root ▸ sheet(popup checkout)")
    try harness.router.dismiss()
    await harness.host.settle()
    #expect(harness.router.presented.description == "root ▸ sheet(profile abc)")
  }
}

/// A flood of links during a long protected flow costs bounded memory.
@MainActor
@Suite struct ProtectedFlowsFloodTests {
  @Test func linksBeyondTheWaitingLimitAreRefusedWhileTheAppsOwnCommandsStillWait() async throws {
    let harness = Harness()
    harness.router.deepLinks = ProtectedFlowsTests.links()
    harness.router.linkLimits = LinkLimits(routes: 50, overflow: .refuseNewest, waitingLinks: 3)
    let flow = harness.router.beginProtectedFlow()
    for id in 1...5 { _ = try? harness.router.open(URL(string: "myapp://learn/\(id)")!) }
    harness.router.send(.dismissAll)
    await yieldWhile({ harness.router.heldCommands.count < 4 }, atMost: 100)
    #expect(harness.router.heldCommands.count == 4)  // three links and the app's own command
    #expect(harness.router.heldCommands.last == .dismissAll)
    flow.end()
    await harness.host.settle()
    #expect(harness.router.heldCommands.isEmpty)
  }
}
