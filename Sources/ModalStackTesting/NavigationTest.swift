#if canImport(Testing)
  import Foundation
  import ModalStackCore
  import Testing

  /// A navigation test in a few lines: a router driving the simulated UIKit on a virtual clock, and
  /// assertions on what the user would see. Like TCA's `TestStore` it is exhaustive by default:
  /// every event the router emits must be received, in order, before the next command and by
  /// ``finish(sourceLocation:)``; with ``Exhaustivity/full`` every change of the stack must be
  /// asserted too. A call UIKit would have dropped fails the test.
  ///
  /// ```swift
  /// @MainActor @Test func aNotificationOpensOverTheOpenSheet() async throws {
  ///   let test = NavigationTest<Screen>(deepLinks: .app)
  ///   try test.send(.present(.settings, .sheet, id: "settings"))
  ///   await test.settle()
  ///   test.receive("didPresent sheet(settings) (programmatic)")
  ///
  ///   let ids = try test.send(.open(URL(string: "myapp://lesson/42")!))
  ///   #expect(await test.settle() == .milliseconds(350))
  ///   test.receive("didPresent fullScreenCover(lesson(42)) (deepLink)")
  ///   test.expectStack("root ▸ sheet(settings) ▸ fullScreenCover(lesson(42))")
  ///   #expect(test.calls.presents == 2)
  ///   test.finish()
  /// }
  /// ```
  @MainActor
  public final class NavigationTest<Destination: Hashable & Sendable> {
    /// Whether every event, and every change of the stack, must be asserted.
    public enum Exhaustivity: Hashable, Sendable {
      /// Every event must be received before the next command and by the end of the test.
      case on
      /// Every event must be received, and every change of the router's stack asserted with
      /// ``NavigationTest/expectStack(_:sourceLocation:)``, before the next command and by the end
      /// of the test; an unasserted change fails it with the difference.
      case full
      /// Events may go unreceived; `receive(_:)` still checks the order of those it names.
      case off
    }

    /// The virtual clock the router and the simulated UIKit share.
    public let clock: SimulatedClock
    /// The simulated UIKit: stage what the user and other code do with it (``SimulatedHost/swipeDown(progress:cancel:)``, …).
    public let host: SimulatedHost<Destination>
    /// The router under test.
    public let router: Router<Destination>
    /// Whether every event must be received; ``Exhaustivity/on`` by default.
    public var exhaustivity: Exhaustivity = .on
    /// Whether `willPresent` and `willDismiss` events are received too; off by default.
    public var receivesWillEvents = false
    /// The events emitted and not received yet, oldest first.
    public private(set) var pendingEvents: [RouterEvent<Destination>] = []
    private var allEvents: [RouterEvent<Destination>] = []
    /// What became of the links the router was given, oldest first; not received like events.
    public private(set) var linkEvents: [LinkEvent] = []
    private var subscriptions: [EventSubscription] = []
    /// The stack the test last asserted: with ``Exhaustivity/full`` the router's stack must be this one.
    private var assertedStack = RouteStack<Destination>()
    private var commandTime: Duration = .zero

    /// Creates a router on a fresh simulated window and clock, attached and settled at the root.
    /// - Parameters:
    ///   - deepLinks: The router's deep-link map, if the test opens URLs.
    ///   - settings: The router's settings (which steps animate, its time limits).
    ///   - configuration: The simulated window's durations.
    ///   - recordsViolations: Whether a broken UIKit rule fails the test (the default). Turn it off
    ///     in a test that expects one, and read ``SimulatedHost/violations``.
    public init(
      deepLinks: DeepLinkMap<Destination>? = nil, settings: RouterSettings = RouterSettings(),
      configuration: SimulatedWindow.Configuration = .init(), recordsViolations: Bool = true
    ) {
      clock = SimulatedClock()
      host = SimulatedHost(clock: clock, configuration: configuration, recordsIssues: recordsViolations)
      router = Router(scheduler: clock, settings: settings)
      router.deepLinks = deepLinks
      try! router.attach(host)  // a new router on a new window: nothing can conflict
      subscriptions = [
        router.observe { [weak self] event in self?.note(event) },
        router.observeLinks { [weak self] event in self?.linkEvents.append(event) },
      ]
    }

    // MARK: Commands

    /// Runs a command on the router, as `Router.send(_:)` would from another thread, and hands
    /// back what it did. With exhaustivity on, events not received yet fail the test first.
    ///
    /// - Parameters:
    ///   - command: The command.
    ///   - sourceLocation: Where a failure is reported.
    /// - Returns: The ids of the routes it added, bottom first; empty for commands that only remove.
    /// - Throws: The command's typed error (`RouteStackError`, or `DeepLinkError` for `open`).
    @discardableResult
    public func send(_ command: RouterCommand<Destination>, sourceLocation: SourceLocation = #_sourceLocation) throws
      -> [RouteID]
    {
      if exhaustivity != .off, !pendingEvents.isEmpty {
        fail(
          "\(pendingEvents.count) event(s) not received before \(command): \(describe(pendingEvents))", sourceLocation)
        pendingEvents.removeAll()
      }
      checkStackAsserted(before: "\(command)", sourceLocation)
      commandTime = clock.now
      return try command.perform(on: router)
    }

    /// Runs virtual time until the router has settled, and returns how long it took since the last
    /// command. A router that does not settle within `limit` or `steps` fails the test with what it
    /// was stuck on, its last faults and the last controller calls.
    /// - Parameters:
    ///   - limit: The virtual time the router may take; 60 s by default.
    ///   - steps: How many scheduled actions it may run (``SimulatedHost/defaultStepBudget``).
    ///   - sourceLocation: Where a failure is reported.
    /// - Returns: The settle time, or `nil` when the router did not settle.
    @discardableResult
    public func settle(
      within limit: Duration = .seconds(60), steps: Int = SimulatedHost<Destination>.defaultStepBudget,
      sourceLocation: SourceLocation = #_sourceLocation
    ) async -> Duration? {
      if case .outOfSteps(let stuck) = await host.run(within: limit, steps: steps) {
        fail(stuck, sourceLocation)
        return nil
      }
      guard router.isSettled else {
        fail(NotSettledError(router: router, host: host, limit: limit, events: allEvents).description, sourceLocation)
        return nil
      }
      return max(.zero, router.settledAt - commandTime)
    }

    // MARK: Assertions

    /// Checks that the screen shows the target and that it is `expected`, in the compact form
    /// stacks print in: `root ▸ sheet(settings) ▸ fullScreenCover(lesson(42))`.
    /// - Parameters:
    ///   - expected: The stack, as `RouteStack.description` prints it.
    ///   - sourceLocation: Where a failure is reported.
    /// A failure shows the two stacks route by route (`- ` expected, `+ ` on screen).
    public func expectStack(_ expected: String, sourceLocation: SourceLocation = #_sourceLocation) {
      if router.stack != router.presented {
        fail("the screen shows \(router.presented), not the target \(router.stack): settle first", sourceLocation)
      } else if router.presented.description != expected {
        fail(
          "the stack is \(router.presented), not \(expected):\n"
            + Self.difference(Self.screens(expected), Self.screens(router.presented.description)), sourceLocation)
      }
      // Marked asserted even when it failed: one unexpected change fails the test once.
      if router.stack == router.presented { assertedStack = router.stack }
    }

    /// Receives the next events, which must be these, in this order, in their one-line form
    /// (`"didDismiss sheet(settings) (interactive)"`; see `RouterEvent.description`).
    /// - Parameters:
    ///   - expected: The events' descriptions, oldest first.
    ///   - sourceLocation: Where a failure is reported.
    public func receive(_ expected: String..., sourceLocation: SourceLocation = #_sourceLocation) {
      receive(expected, matching: \.description, sourceLocation)
    }

    /// Receives the next events, which must be these, in this order.
    /// - Parameters:
    ///   - expected: The events, oldest first.
    ///   - sourceLocation: Where a failure is reported.
    public func receive(_ expected: RouterEvent<Destination>..., sourceLocation: SourceLocation = #_sourceLocation) {
      receive(expected, matching: { $0 }, sourceLocation)
    }

    /// Lets the events not received yet go without asserting them.
    public func skipReceivedEvents() { pendingEvents.removeAll() }

    /// The controller calls the host made that UIKit took, the user's dismissals, and dropped calls.
    public var calls: SimulatedWindow.Statistics { host.statistics }

    /// Ends the test: the router has settled, with exhaustivity on every event was received, and
    /// with ``Exhaustivity/full`` the last change of the stack was asserted.
    /// - Parameter sourceLocation: Where a failure is reported.
    public func finish(sourceLocation: SourceLocation = #_sourceLocation) {
      if !router.isSettled { fail("the router has not settled: call settle() first", sourceLocation) }
      if exhaustivity != .off, !pendingEvents.isEmpty {
        fail("\(pendingEvents.count) event(s) not received: \(describe(pendingEvents))", sourceLocation)
      }
      checkStackAsserted(before: "the end of the test", sourceLocation)
    }

    // MARK: Staging

    /// Opens a second window on the same clock (another scene on iPad), for a second router:
    /// `try otherRouter.attach(test.openWindow())`.
    /// - Returns: The new window's host.
    public func openWindow() -> SimulatedHost<Destination> {
      SimulatedHost(clock: clock, configuration: host.window.configuration, recordsIssues: host.recordsIssues)
    }

    // MARK: Internals

    private func note(_ event: RouterEvent<Destination>) {
      allEvents.append(event)
      switch event {
      case .willPresent, .willDismiss: if receivesWillEvents { pendingEvents.append(event) }
      default: pendingEvents.append(event)
      }
    }

    private func receive<Value: Equatable>(
      _ expected: [Value], matching value: (RouterEvent<Destination>) -> Value, _ sourceLocation: SourceLocation
    ) {
      let received = pendingEvents.prefix(expected.count)
      pendingEvents.removeFirst(received.count)
      guard received.map(value) != expected else { return }
      let missing = expected.count > received.count ? " (only \(received.count) pending)" : ""
      fail(
        "expected \(expected.map { "\($0)" }.joined(separator: ", ")), received \(describe(Array(received)))\(missing):\n"
          + Self.difference(expected.map { "\($0)" }, received.map { "\(value($0))" }), sourceLocation)
    }

    /// With ``Exhaustivity/full``: fails when the stack is not the one last asserted, then takes it as asserted.
    private func checkStackAsserted(before moment: String, _ sourceLocation: SourceLocation) {
      guard exhaustivity == .full, router.stack != assertedStack else { return }
      fail(
        "the stack changed without an expectStack before \(moment): it was \(assertedStack), it is \(router.stack):\n"
          + Self.difference(Self.screens(assertedStack.description), Self.screens(router.stack.description)),
        sourceLocation)
      assertedStack = router.stack
    }

    /// The screens of a stack's compact form, bottom first: `root`, `sheet(settings)`, ….
    private static func screens(_ stack: String) -> [String] {
      stack.components(separatedBy: " ▸ ")
    }

    /// Two lists line by line: `  ` in both, `- ` expected only, `+ ` actual only.
    private static func difference(_ expected: [String], _ actual: [String]) -> String {
      LineDifference.script(expected, actual).map {
        switch $0 {
        case .common(let line): "    \(line)"
        case .removed(let line): "  - \(line)"
        case .added(let line): "  + \(line)"
        }
      }.joined(separator: "\n")
    }

    private func describe(_ events: [RouterEvent<Destination>]) -> String {
      events.isEmpty ? "nothing" : events.map(\.description).joined(separator: ", ")
    }

    private func fail(_ message: String, _ sourceLocation: SourceLocation) {
      Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
    }
  }
#endif
