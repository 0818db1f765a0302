import Testing

@testable import ModalStackCore
@testable import ModalStackTesting

/// A controller the app made finishes as UIKit's do: one that dismisses itself sends
/// `dismiss(animated:)` to itself, which removes it (or, presenting something, what it presents);
/// one that waits for its delegate stays. Its hook runs after its own dismissal, never during a
/// transition.
@MainActor
@Suite struct SimulatedWindowFinishingControllersTests {
  let clock = SimulatedClock()
  let host: SimulatedHost<String>
  let router: Router<String>

  init() throws {
    host = SimulatedHost(clock: clock)
    router = Router(scheduler: clock)
    try router.attach(host)
  }

  @Test func aControllerThatDismissesItselfLeavesTheChainBeforeItsHookRuns() async throws {
    try router.present("safari", as: .sheet.showingController)
    await host.settle()
    #expect(host.finishController() == .dismissed)
    #expect(host.window.isTransitioning)  // its own dismissal, not the router's
    await host.settle()
    let log = host.log.map(\.message)
    let removed = try #require(log.firstIndex { $0.hasPrefix("sheet(safari).viewDidDisappear") })
    let hook = try #require(log.firstIndex { $0 == "sheet(safari)'s completion handler runs" })
    #expect(removed < hook)
    #expect(host.window.chain.map(\.name) == ["root"])
    #expect(host.statistics.dismissals == 1)
  }

  @Test func aControllerThatWaitsForItsDelegateStaysUntilTheRouterDismissesIt() async throws {
    try router.present("mail", as: .fullScreenCover.showingController)
    await host.settle()
    #expect(host.finishController(dismissingItself: false) == .attempted)
    #expect(host.window.chain.map(\.name) == ["root", "fullScreenCover(mail)"])
    await host.settle()
    #expect(host.window.chain.map(\.name) == ["root"])
  }

  @Test func nothingFinishesDuringATransitionOrWithoutAControllerRoute() async throws {
    try router.present("settings", as: .sheet)
    await host.settle()
    #expect(host.finishController() == .ignored)  // a SwiftUI view's layer
    try router.present("safari", as: .sheet.showingController)
    await host.settle(within: .milliseconds(100))
    #expect(host.window.isTransitioning)
    #expect(host.finishController() == .ignored)
    await host.settle()
    #expect(host.violations.isEmpty)
  }
}
