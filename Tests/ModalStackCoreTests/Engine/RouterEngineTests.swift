import Testing

@testable import ModalStackCore
@testable import ModalStackTesting

/// The engine and the windows it drives.
@MainActor
@Suite struct RouterEngineTests {
  let clock = SimulatedClock()

  @Test func aWindowTheRouterLetGoOfDoesNotDetachItFromTheOneItDrivesNow() async throws {
    let router = Router<String>(scheduler: clock)
    let first = SimulatedHost<String>(clock: clock)
    let second = SimulatedHost<String>(clock: clock)
    try router.attach(first)
    router.detach()
    try router.attach(second)
    // The first window's scene disconnects: it reports to the handler the router left with it.
    first.closeWindow()
    try router.present("settings", as: .sheet)
    await second.settle()
    #expect(second.window.shownRouteIDs == router.stack.layers.compactMap(\.modal?.id))
    #expect(router.presented == router.stack)
    // Still driving the second window, it cannot drive the first one's successor too.
    #expect(throws: HostAttachError.routerDrivesAnotherWindow) {
      try router.attach(SimulatedHost<String>(clock: clock))
    }
  }

  @Test func aSwipeEndingInAWindowTheRouterLetGoOfLeavesItsStackAlone() async throws {
    let router = Router<String>(scheduler: clock)
    let first = SimulatedHost<String>(clock: clock)
    try router.attach(first)
    try router.present("settings", as: .sheet)
    await first.settle()
    first.swipeDown()
    // The window's root controller is replaced while the swipe still animates.
    router.detach()
    try router.present("more", as: .sheet)
    let second = SimulatedHost<String>(clock: clock)
    try router.attach(second)
    await second.settle()
    #expect(router.stack.layerCount == 3)
    #expect(router.presented == router.stack)
    #expect(second.window.shownRouteIDs == router.stack.layers.compactMap(\.modal?.id))
  }

  @Test func aWindowLetGoMidTransitionReportsNothingMoreFromIt() async throws {
    let harness = Harness()
    try harness.router.present(.settings, as: .sheet)
    harness.clock.advance(by: .milliseconds(10))
    #expect(harness.router.stepInFlight != nil)
    // The window's root controller is replaced while the sheet comes in.
    harness.router.detach()
    #expect(harness.router.stepInFlight == nil)
    let detachedAt = harness.events.count
    // The old window's transition ends: it is about a window the router no longer drives.
    await harness.host.settle()
    #expect(harness.events.dropFirst(detachedAt).isEmpty, "\(harness.events.dropFirst(detachedAt))")
    // Attached to a new window, the route comes in there and is said presented once, not said coming again.
    let second = SimulatedHost<Screen>(clock: harness.clock)
    try harness.router.attach(second)
    await second.settle()
    #expect(second.window.shownRouteIDs == harness.router.stack.layers.compactMap(\.modal?.id))
    #expect(
      harness.events.map(\.description) == [
        "willPresent sheet(settings) (programmatic)", "hostDetached", "didPresent sheet(settings) (programmatic)",
      ])
  }

  /// A route whose layer moves goes down with its old layer and is to be shown again; when UIKit
  /// then refuses to show it (here a page curl over other code's sheet, which needs a full-screen
  /// presenter), no step will take it off the screen: it leaves the target and is said dismissed
  /// at once, with the host's reason, once.
  @Test func aMovingRouteTheHostRefusesToShowAgainIsSaidDismissedAtOnce() async throws {
    let harness = Harness()
    let (router, host) = (harness.router, harness.host)
    try router.present(.learn(1), as: .fullScreenCover, id: "a")
    await host.settle()
    let foreign = try #require(host.presentForeign(.sheet))
    await host.settle()
    try router.present(.learn(2), as: .fullScreenCover, id: "b")
    try router.present(.learn(3), as: .modal(.fullScreen, transition: .partialCurl), id: "c")
    await host.settle()
    let curl = try #require(router.stack.routes.last)
    harness.recorder.events.removeAll()
    try router.replace(with: router.stack.routes.filter { $0.id != "b" })
    await host.settle()
    #expect(router.stack.routes.map(\.id) == ["a"] && router.presented == router.stack)
    #expect(host.window.chain.last === foreign)
    let curlEvents = harness.events.filter {
      switch $0 {
      case .willPresent(let route, _), .didPresent(let route, _), .willDismiss(let route, _), .didDismiss(let route, _):
        route.id == curl.id
      default: false
      }
    }
    #expect(curlEvents == [.willDismiss(curl, reason: .hostRefused), .didDismiss(curl, reason: .hostRefused)])
  }

  /// A host may call a step's completion more than once, at once: the step is said presented
  /// once, and a step completed before the host returned gets no time limit on the clock.
  @Test func aStepCompletedTwiceAtOnceCountsOnceAndGetsNoTimeLimit() throws {
    let router = Router<String>(scheduler: clock)
    let host = HeldCompletionsHost()
    host.callsPerCompletion = 2
    try router.attach(host)
    var events: [RouterEvent<String>] = []
    let subscription = router.observe { events.append($0) }
    try router.present("settings", as: .sheet)
    clock.advance(by: .zero)
    let route = try #require(router.stack.last)
    #expect(events == [.willPresent(route, reason: .programmatic), .didPresent(route, reason: .programmatic)])
    #expect(router.isSettled)
    #expect(clock.nextEventTime == nil)
    subscription.cancel()
  }

  /// A completion that comes after its step timed out counts for nothing: nothing is confirmed
  /// and nothing more is said.
  @Test func aCompletionAfterTheTimeLimitCountsForNothing() throws {
    let router = Router<String>(scheduler: clock)
    let host = HeldCompletionsHost()
    try router.attach(host)
    var events: [RouterEvent<String>] = []
    let subscription = router.observe { events.append($0) }
    try router.present("settings", as: .sheet)
    clock.advance(by: .seconds(3))
    #expect(events.contains { if case .hostFault(.stepTimedOut) = $0 { true } else { false } })
    let (said, shown) = (events, router.presented)
    #expect(host.held.count == 1)
    host.held[0]()
    clock.advance(by: .zero)
    #expect(events == said)
    #expect(router.presented == shown)
    subscription.cancel()
  }
}

/// A host whose screen is what the router confirmed, that calls each step's completion at once
/// (`callsPerCompletion` times) or, with none, keeps it for the test to call.
@MainActor
private final class HeldCompletionsHost: PresentationHost {
  private final class WindowRoot {}
  let windowRoot: AnyObject = WindowRoot()
  var callsPerCompletion = 0
  private(set) var held: [@MainActor () -> Void] = []
  var isTransitioning: Bool { false }

  func attach(events: @escaping @MainActor (HostEvent<String>) -> Void) -> RouteStack<String> { RouteStack() }
  func admission(of step: PresentationStep<String>) -> StepAdmission { .ready }
  func perform(_ step: PresentationStep<String>, completion: @escaping @MainActor () -> Void) {
    guard callsPerCompletion > 0 else { return held.append(completion) }
    for _ in 0..<callsPerCompletion { completion() }
  }
  func shownStack(expected: RouteStack<String>) -> RouteStack<String> { expected }
}
