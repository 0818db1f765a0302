import Testing

@testable import ModalStackCore

@MainActor
@Suite struct RouteLedgerTests {
  private func route(_ id: RouteID, _ presentation: Presentation = .fullScreenCover) -> Route<Screen> {
    Route(.learn(1), presentation: presentation, id: id)
  }

  @Test func idsOnTheTargetOrTwiceInOneCallAreRefused() throws {
    var ledger = RouteLedger<Screen>()
    ledger.append([route("a")], reason: .programmatic)
    #expect(throws: RouteStackError.duplicateRouteID("a", screen: "learn 1")) {
      try ledger.checkNewIDs(of: [route("a")])
    }
    #expect(throws: RouteStackError.duplicateRouteID("b", screen: "learn 1")) {
      try ledger.checkNewIDs(of: [route("b"), route("b")])
    }
    #expect(throws: RouteStackError.duplicateRouteID("c", screen: "learn 1")) {
      try ledger.checkNewIDs(of: [route("c"), route("d"), route("c")])
    }
    #expect(throws: RouteStackError.duplicateRouteID("a", screen: "learn 1")) {
      try ledger.checkNewIDs(of: [route("c"), route("a")])
    }
    try ledger.checkNewIDs(of: [route("a")], replacing: "a")  // a slot replacing its own route
    try ledger.checkNewIDs(of: [route("b")])
  }

  @Test func aChangeOfTheTargetRecordsWhoLeftAndWhy() throws {
    var ledger = RouteLedger<Screen>()
    let old = try RouteStack([route("a"), route("b")])
    ledger.change(from: RouteStack(), to: old, reason: .deepLink)
    #expect(ledger.reason(of: route("b")) == .deepLink)
    ledger.change(from: old, to: try RouteStack([route("a")]), reason: .dismissAll)
    #expect(!ledger.contains("b"))
    #expect(ledger.contains("a"))
    #expect(ledger.reason(of: route("b")) == .dismissAll)  // kept until the screen settles
    ledger.forgetRoutesThatLeft()
    #expect(ledger.reason(of: route("b")) == .programmatic)
    #expect(ledger.retainedEntries == 1)
  }

  @Test func aCommandsChangeIsRecordedByDiffUnlessItOnlyAppends() throws {
    var ledger = RouteLedger<Screen>()
    let stack = try RouteStack([route("a")])
    ledger.record(TargetChange(old: RouteStack(), new: stack, reason: .deepLink))
    #expect(ledger.contains("a"))
    #expect(ledger.reason(of: route("a")) == .deepLink)
    ledger.record(TargetChange(old: stack, new: RouteStack(), reason: .dismissAll))
    #expect(!ledger.contains("a"))
    #expect(ledger.reason(of: route("a")) == .dismissAll)
  }

  /// A programmatic change, what most commands make, stores no reason; it clears the reason an
  /// id kept from an earlier change, so a route presented again under that id is not reported
  /// with it.
  @Test func aProgrammaticChangeStoresNoReasonAndClearsAnEarlierOne() throws {
    var ledger = RouteLedger<Screen>()
    ledger.append([route("a")], reason: .programmatic)
    #expect(ledger.retainedEntries == 0)
    ledger.remove([route("a")], reason: .dismissAll)
    #expect(ledger.reason(of: route("a")) == .dismissAll)
    ledger.append([route("a")], reason: .programmatic)  // again, before the screen settled
    #expect(ledger.reason(of: route("a")) == .programmatic)
    #expect(ledger.retainedEntries == 0)
  }

  /// A route that keeps its id but changes (another destination, shown in place) joins the
  /// target again with the new change's reason, not the one it first came with.
  @Test func aRouteThatChangesUnderItsIDTakesTheNewReason() throws {
    var ledger = RouteLedger<Screen>()
    let linked = Route<Screen>(.learn(1), presentation: .sheet, id: "a")
    ledger.append([linked], reason: .deepLink)
    ledger.forgetRoutesThatLeft()  // settled
    let replaced = Route<Screen>(.learn(2), presentation: .sheet, id: "a")
    ledger.change(from: try RouteStack([linked]), to: try RouteStack([replaced]), reason: .programmatic)
    #expect(ledger.reason(of: replaced) == .programmatic)
  }

  @Test func oneRegistryForExitActions() throws {
    var ledger = RouteLedger<Screen>()
    #expect(throws: RouteStackError.routeNotFound("a")) { try ledger.setExitAction({ _ in }, for: "a") }
    ledger.append([route("a", .popup())], reason: .programmatic)
    try ledger.setExitAction({ _ in }, for: "a")
    #expect(ledger.hasExitAction("a"))
    let exits = ledger.exits(of: [route("a", .popup())], leftScreen: false)
    #expect(exits.actions.first?.2 != nil)
    #expect(!ledger.hasExitAction("a"))  // runs once
    ledger.remove([route("a", .popup())], reason: .programmatic)
    let step = TransitionStateMachine<Screen>.Ticket(
      id: 1, step: .dismiss(toLayer: 0, animated: true), presented: [], dismissed: [route("a", .popup())])
    let first = ledger.stepStarting(step).events
    let second = ledger.stepStarting(step).events
    #expect(first.isEmpty)  // its willDismiss went out with the action
    #expect(second == [.willDismiss(route("a", .popup()), reason: .programmatic)])
  }

  /// A route has one exit action: registering another replaces it, unless it is added (a
  /// popup's exit animation beside the content's own work), and then both run.
  @Test func anExitActionReplacesTheEarlierOneUnlessAdded() async throws {
    var ledger = RouteLedger<Screen>()
    ledger.append([route("a", .popup())], reason: .programmatic)
    final class Ran { var names: [String] = [] }
    let ran = Ran()
    try ledger.setExitAction({ _ in ran.names.append("first") }, for: "a")
    try ledger.setExitAction({ _ in ran.names.append("second") }, for: "a")
    await ledger.exits(of: [route("a", .popup())], leftScreen: false).actions.first?.2?(.programmatic)
    #expect(ran.names == ["second"])
    ran.names = []
    try ledger.setExitAction({ _ in ran.names.append("content") }, for: "a")
    try ledger.setExitAction({ _ in ran.names.append("animation") }, for: "a", adding: true)
    await ledger.exits(of: [route("a", .popup())], leftScreen: false).actions.first?.2?(.programmatic)
    #expect(ran.names.sorted() == ["animation", "content"])
  }

  @Test func confirmationsAreForgottenWhenTheRouteLeavesTheScreen() throws {
    var ledger = RouteLedger<Screen>()
    #expect(throws: RouteStackError.routeNotFound("a")) { try ledger.setConfirmation({ _ in true }, for: "a") }
    ledger.append([route("a")], reason: .programmatic)
    try ledger.setConfirmation({ _ in true }, for: "a")
    #expect(ledger.confirmation(of: "a") != nil)
    _ = ledger.exits(of: [route("a")], leftScreen: true)
    #expect(ledger.confirmation(of: "a") == nil)
  }

  /// A route dismissed before it reached the screen never leaves it: its confirmation is dropped
  /// when the screen settles, so a new route under the same id (a slot reusing its id) is not
  /// asked about with the old route's handler.
  @Test func theConfirmationOfARouteThatNeverReachedTheScreenIsForgottenWhenItSettles() throws {
    var ledger = RouteLedger<Screen>()
    ledger.append([route("a")], reason: .programmatic)
    try ledger.setConfirmation({ _ in true }, for: "a")
    ledger.remove([route("a")], reason: .programmatic)
    ledger.forgetRoutesThatLeft()
    ledger.append([route("a")], reason: .programmatic)
    #expect(ledger.confirmation(of: "a") == nil)
    #expect(ledger.retainedEntries == 0)
  }
}
