import Testing

@testable import ModalStackCore
@testable import ModalStackTesting

/// The engine's turns: what a turn reports is delivered after it, in order, and entering the
/// engine while a turn runs is re-entry, which the check reports.
@MainActor
@Suite struct RouterEngineTurnTests {
  /// Every way into the engine that starts work, a turn or the user's dismiss attempt, made inside
  /// the host's `perform` (a turn) is reported once, by its name; registering an exit action is not.
  @Test(arguments: ["a command", "a host event", "a dismiss attempt", "an exit action"])
  func anEntryMadeInsideTheHostsPerformTripsTheReentryCheck(entry: String) throws {
    let clock = SimulatedClock()
    let router = Router<String>(scheduler: clock)
    var reentries: [String] = []
    router.engine.reentered = { reentries.append("\($0)") }
    let host = CommandingHost()
    try router.attach(host)
    host.duringPerform = {
      host.duringPerform = {}
      switch entry {
      case "a command": router.dismissAll()
      case "a host event": host.report(.userSelectedDetent("settings", .large))
      case "a dismiss attempt": host.report(.dismissAttempted("settings", reason: .interactive))
      case "an exit action": try? router.setExitAction(for: "settings") { _ in }
      default: Issue.record("no entry named \(entry)")
      }
    }
    // Blocked, so the attempt's verdict is all it does (an allowed one would also dismiss).
    try router.present("settings", as: .sheet(detents: [.medium, .large], dismissPolicy: .blocked), id: "settings")
    while clock.runNext() {}
    #expect(reentries == (entry == "an exit action" ? [] : [entry]))
  }

  @Test func aHostThatCompletesInsidePerformJoinsTheTurnAndTripsNothing() throws {
    let (router, turns) = try InstantHost.settledRouter(on: RouteStack<String>())
    var reentries = 0
    router.engine.reentered = { _ in reentries += 1 }
    try router.present("settings", as: .sheet)
    try router.push("more")
    try router.present("alert", as: .fullScreenCover)
    while turns.runNext() {}
    router.dismissAll()
    while turns.runNext() {}
    #expect(router.isSettled && router.presented == router.stack && router.stack.layerCount == 1)
    #expect(reentries == 0)
  }

  @Test func anObserversCommandDuringADismissalsReportIsAppliedAfterTheReportInOrder() async throws {
    let harness = Harness()
    try harness.router.present(.settings, as: .sheet(detents: [.medium, .large]), id: "sheet")
    try harness.router.present(.learn(1), as: .fullScreenCover, id: "a")
    try harness.router.present(.learn(2), as: .fullScreenCover, id: "b")
    await harness.host.settle()
    var commanded = false
    let watch = harness.router.observe { event in
      guard case .didDismiss = event, !commanded else { return }
      commanded = true
      try? harness.router.selectDetent(.large, of: "sheet")
    }
    defer { watch.cancel() }
    try harness.router.dismiss("a")
    await harness.host.settle()
    let reported = harness.events.compactMap { event -> String? in
      switch event {
      case .didDismiss(let route, _): "didDismiss \(route.destination)"
      case .detentChanged(let route, _, _): "detentChanged \(route.destination)"
      default: nil
      }
    }
    // Both dismissals of the one transition are reported before the command's change.
    #expect(reported == ["didDismiss learn 2", "didDismiss learn 1", "detentChanged settings"])
  }
}

/// A host that runs code inside `perform` before it completes the step at once.
@MainActor
private final class CommandingHost: PresentationHost {
  var duringPerform: () -> Void = {}
  /// Reports a host event, as the user's action would.
  private(set) var report: @MainActor (HostEvent<String>) -> Void = { _ in }
  var windowRoot: AnyObject { self }
  var isTransitioning: Bool { false }

  func attach(events: @escaping @MainActor (HostEvent<String>) -> Void) -> RouteStack<String> {
    report = events
    return RouteStack()
  }
  func admission(of step: PresentationStep<String>) -> StepAdmission { .ready }
  func shownStack(expected: RouteStack<String>) -> RouteStack<String> { expected }

  func perform(_ step: PresentationStep<String>, completion: @escaping @MainActor () -> Void) {
    duringPerform()
    completion()
  }
}
