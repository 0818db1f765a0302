import ModalStackCore
import ModalStackTesting
import Observation
import Testing

@testable import ModalStackCore

/// `waitingOn` answers "why is it not on screen yet?": nothing once settled, else the one thing
/// holding the next step back (no window, UIKit's transition, exit actions still running, the
/// user's answer to the router's alert, someone else's controller, held commands) and since when. A wait that is not the
/// router's own work is told to the debug log once, in the same sentence.
@MainActor
@Suite struct RouterWaitTests {
  @Test func aSettledRouterWaitsOnNothing() async throws {
    let harness = Harness()
    #expect(harness.router.waitingOn == nil)
    try harness.router.present(.settings, as: .sheet)
    await harness.host.settle()
    #expect(harness.router.waitingOn == nil)
  }

  @Test func aRouterWithNoWindowWaitsForOneSinceTheCommand() throws {
    let harness = Harness(attach: false)
    harness.clock.advance(by: .milliseconds(500))
    try harness.router.present(.settings, as: .sheet)
    harness.clock.advance(by: .seconds(3))
    let wait = try #require(harness.router.waitingOn)
    #expect(wait.cause == .noWindow)
    #expect(wait.since == .milliseconds(500))
    #expect(
      wait.description == "waiting since 0.500 s: no window shows the router yet (its ModalStackRoot has not appeared)")
  }

  @Test func aTransitionUnderWayIsWhatItWaitsOn() async throws {
    let harness = Harness()
    try harness.router.present(.settings, as: .sheet, id: "settings")
    harness.clock.advance(by: .milliseconds(100))  // the sheet is mid-flight
    let wait = try #require(harness.router.waitingOn)
    guard case .transition(let step) = wait.cause else {
      Issue.record("\(wait)")
      return
    }
    #expect(step.contains("settings"))
    await harness.host.settle()
    #expect(harness.router.waitingOn == nil)
  }

  @Test func whatComesOverTheRoutersAlertWaitsForTheUsersAnswer() async throws {
    let harness = Harness()
    let alert = try harness.router.present(.settings, as: .alert(title: "Delete?"), id: "delete")
    await harness.host.settle()
    try harness.router.present(.learn(1), as: .sheet)
    await harness.host.settle()
    #expect(harness.router.waitingOn?.cause == .answer(to: alert))
  }

  @Test func someoneElsesAlertIsWhatItWaitsUnder() async throws {
    let harness = Harness()
    let foreign = try #require(harness.host.presentForeign(.alert))
    await harness.host.settle()
    try harness.router.present(.settings, as: .sheet)
    harness.clock.advance(by: .milliseconds(250))
    guard case .otherPresentation? = harness.router.waitingOn?.cause else {
      Issue.record("\(String(describing: harness.router.waitingOn))")
      return
    }
    #expect(harness.host.dismissForeign(foreign))
    await harness.host.settle()
    #expect(harness.router.waitingOn == nil)
  }

  @Test func commandsAProtectedFlowHoldsAreWhatASettledRouterWaitsOn() async throws {
    let harness = Harness()
    try harness.router.present(.profile("payment"), as: Presentation.sheet.protected(.holdOutsideCommands))
    await harness.host.settle()
    let router = harness.router
    await Task.detached { router.send(.present(.settings, .sheet)) }.value
    await harness.host.settle()
    #expect(router.waitingOn == RouterWait(cause: .heldCommands(1), since: nil))
  }

  @Test func aWaitUnderSomeoneElsesAlertIsLoggedOnceInTheSameSentence() async throws {
    let harness = Harness()
    var logged: [String] = []
    harness.router.waitLog = { logged.append($0) }
    let foreign = try #require(harness.host.presentForeign(.alert))
    await harness.host.settle()
    harness.clock.advance(by: .milliseconds(250))
    try harness.router.present(.settings, as: .sheet)
    try harness.router.push(.learn(1))
    await harness.host.settle()
    let wait = try #require(harness.router.waitingOn)
    #expect(logged == ["ModalStack: \(wait)"])
    #expect(logged.first?.contains("\(foreign.name), presented by other code, to go") == true)
    #expect(harness.host.dismissForeign(foreign))
    await harness.host.settle()
    // Its exit transition is a wait of its own, told once too.
    #expect(logged.count == Set(logged).count)
    #expect(
      logged.allSatisfy { $0.hasPrefix("ModalStack: waiting since") && $0.hasSuffix("presented by other code, to go") })
  }

  @Test func aRouterWithNoWindowLogsTheWaitOnceForAllItsCommands() throws {
    let harness = Harness(attach: false)
    var logged: [String] = []
    harness.router.waitLog = { logged.append($0) }
    try harness.router.present(.settings, as: .sheet)
    try harness.router.present(.learn(1), as: .fullScreenCover)
    #expect(
      logged == [
        "ModalStack: waiting since 0.000 s: no window shows the router yet (its ModalStackRoot has not appeared)"
      ])
  }

  @Test func theRoutersOwnTransitionsAreNotLogged() async throws {
    let harness = Harness()
    var logged: [String] = []
    harness.router.waitLog = { logged.append($0) }
    try harness.router.present(.settings, as: .sheet)
    try harness.router.push(.learn(1))
    await harness.host.settle()
    harness.router.dismissAll()
    await harness.host.settle()
    #expect(logged.isEmpty)
  }

  @Test func theSameWaitAfterTheRouterSettledIsLoggedAgain() async throws {
    let harness = Harness()
    var logged: [String] = []
    harness.router.waitLog = { logged.append($0) }
    for _ in 0..<2 {
      try harness.router.present(.settings, as: .alert(title: "Delete?", buttons: [.cancel()]), id: "delete")
      await harness.host.settle()
      try harness.router.present(.learn(1), as: .sheet)
      await harness.host.settle()
      #expect(harness.host.tapAlertButton("cancel") == .dismissed)
      await harness.host.settle()
      harness.router.dismissAll()
      await harness.host.settle()
    }
    #expect(logged.count == 2)
    #expect(logged.allSatisfy { $0.hasSuffix("the user's answer to alert delete") })
  }

  // MARK: Exit actions

  /// An exit action the test ends: it runs until ``end()``.
  private struct HeldExit {
    private let ended = AsyncStream<Void>.makeStream()
    func run() async { for await _ in ended.stream { return } }
    func end() { ended.continuation.yield() }
  }

  /// Dismisses a sheet whose exit action runs until the returned exit is ended, and waits until
  /// it has started.
  /// - Returns: The exit, and when the dismissal was given.
  private func dismissWhileItsExitActionRuns(
    _ harness: Harness, id: RouteID
  ) async throws -> (exit: HeldExit, dismissedAt: Duration) {
    try harness.router.present(.profile("draft"), as: .sheet, id: id)
    await harness.host.settle()
    harness.clock.advance(by: .milliseconds(700))
    let exit = HeldExit()
    try harness.router.setExitAction(for: id) { _ in await exit.run() }
    let dismissedAt = harness.clock.now
    try harness.router.dismiss(id)
    harness.clock.advance(by: .zero)  // the plan starts: the exit action runs
    await yieldWhile({ harness.router.exitActionsRunning.isEmpty }, atMost: 50)
    return (exit, dismissedAt)
  }

  @Test func anExitActionStillRunningIsWhatItWaitsOnNamingItsRoute() async throws {
    let harness = Harness()
    let (exit, dismissedAt) = try await dismissWhileItsExitActionRuns(harness, id: "editor")
    harness.clock.advance(by: .milliseconds(300))
    let wait = try #require(harness.router.waitingOn)
    #expect(wait == RouterWait(cause: .exitActions(["editor"]), since: dismissedAt))
    #expect(wait.description.hasSuffix(": the exit action of route editor"))
    exit.end()
    await yieldWhile({ !harness.router.exitActionsRunning.isEmpty }, atMost: 50)
    guard case .transition? = harness.router.waitingOn?.cause else {
      Issue.record("\(String(describing: harness.router.waitingOn))")
      return
    }
    await harness.host.settle()
    #expect(harness.router.waitingOn == nil)
  }

  @Test func theExitActionsOfRoutesLeavingTogetherAreNamedTopFirst() async throws {
    let harness = Harness()
    try harness.router.replace(with: [
      Route(.settings, presentation: .sheet, id: "below"), Route(.learn(1), presentation: .sheet, id: "above"),
    ])
    await harness.host.settle()
    let exit = HeldExit()
    for id: RouteID in ["below", "above"] { try harness.router.setExitAction(for: id) { _ in await exit.run() } }
    harness.router.dismissAll()
    harness.clock.advance(by: .zero)
    await yieldWhile({ harness.router.exitActionsRunning.isEmpty }, atMost: 50)
    #expect(harness.router.waitingOn?.cause == .exitActions(["above", "below"]))
    #expect(harness.router.waitingOn?.description.hasSuffix("the exit actions of routes above, below") == true)
    exit.end()
    exit.end()
    await harness.host.settle()
    #expect(harness.router.waitingOn == nil)
  }

  @Test func theEndOfAnExitActionIsObserved() async throws {
    let harness = Harness()
    let (exit, _) = try await dismissWhileItsExitActionRuns(harness, id: "editor")
    let changed = ChangedProperties()
    withObservationTracking {
      _ = harness.router.waitingOn
    } onChange: { [changed] in
      MainActor.assumeIsolated { _ = changed.names.insert("waitingOn") }
    }
    #expect(changed.names.isEmpty)
    exit.end()
    await yieldWhile({ changed.names.isEmpty }, atMost: 50)
    #expect(changed.names == ["waitingOn"])
    #expect(harness.router.stepInFlight != nil)  // told as the exit ended, not once the router settled
  }

  @Test func anExitActionStillRunningIsLoggedOnceInTheSameSentence() async throws {
    let harness = Harness()
    var logged: [String] = []
    harness.router.waitLog = { logged.append($0) }
    let (exit, _) = try await dismissWhileItsExitActionRuns(harness, id: "editor")
    let wait = try #require(harness.router.waitingOn)
    exit.end()
    await harness.host.settle()
    #expect(logged == ["ModalStack: \(wait)"])
    #expect(logged.first?.hasSuffix("the exit action of route editor") == true)
  }
}
