import ModalStackCore

#if canImport(Testing)
  import Testing
#endif

/// A `PresentationHost` that runs on a virtual clock over fake controllers that enforce
/// UIKit's presentation rules, for tests on any platform. It runs the UIKit host's logic
/// (`ControllerHost`); a call that breaks a UIKit rule fails the running test, naming the rule.
///
/// ```swift
/// let clock = SimulatedClock()
/// let host = SimulatedHost<Screen>(clock: clock)
/// let router = Router<Screen>(scheduler: clock)
/// router.attach(host)
/// try router.present(.settings, as: .sheet)
/// await host.settle()
/// #expect(router.presented == router.stack)
/// ```
@MainActor
public final class SimulatedHost<Destination: Hashable & Sendable> {
  /// The virtual clock.
  public let clock: SimulatedClock
  /// The fake window: controllers, log, rule checks.
  public let window: SimulatedWindow
  let recordsIssues: Bool
  private var host: ControllerHost<SimulatedLayerFactory<Destination>>!
  private var delegateBridge: DelegateBridge!
  let swiftUI = SimulatedSwiftUIHooks<Destination>()
  let accessibility = SimulatedAccessibility()

  /// Creates a simulated host.
  /// - Parameters:
  ///   - clock: The virtual clock; share it with the router (`Router(scheduler: clock)`).
  ///   - configuration: Durations and callbacks.
  ///   - recordsIssues: Whether a broken rule records an issue in the running test (always also
  ///     listed in ``violations``).
  public convenience init(
    clock: SimulatedClock = SimulatedClock(), configuration: SimulatedWindow.Configuration = .init(),
    recordsIssues: Bool = true
  ) {
    self.init(window: SimulatedWindow(clock: clock, configuration: configuration), recordsIssues: recordsIssues)
  }

  /// Creates a host on a window that may already have one: a second root in the same window.
  /// Attaching a second router to it is refused.
  /// - Parameters:
  ///   - window: The window.
  ///   - recordsIssues: Whether a broken rule records an issue in the running test.
  public init(window: SimulatedWindow, recordsIssues: Bool = true) {
    self.clock = window.clock
    self.window = window
    self.recordsIssues = recordsIssues
    self.host = ControllerHost(root: window.root!, factory: SimulatedLayerFactory(window: window, hooks: swiftUI))
    self.delegateBridge = DelegateBridge(host: host)
    host.diagnostics = { [weak self] in self?.diagnostics.append($0) }
    if window.delegate == nil { window.delegate = delegateBridge }
    #if canImport(Testing)
      if recordsIssues {
        window.onViolation = { violation in Issue.record(Comment(rawValue: violation.description)) }
      }
    #endif
  }

  /// What the host noticed that the app should hear of (the adapter's runtime warnings), oldest first.
  package private(set) var diagnostics: [HostDiagnostic] = []

  /// The controller-call log.
  public var log: [SimulatedWindow.LogEntry] { window.log }
  /// The UIKit rules broken so far; empty in a correct run.
  public var violations: [RuleViolation] { window.violations }
  /// Counts of transitions and dropped calls.
  public var statistics: SimulatedWindow.Statistics { window.statistics }

  /// The host logic it runs, shared with the UIKit host; for this package's tests.
  var controllerHost: ControllerHost<SimulatedLayerFactory<Destination>> { host }

  // MARK: Running

  /// How many scheduled actions one settle runs at most by default: far more than any navigation
  /// needs, few enough that a router that keeps rescheduling itself fails in seconds.
  public static var defaultStepBudget: Int { 100_000 }

  /// How a settle ended.
  enum SettleOutcome: Equatable {
    /// Nothing is scheduled any more.
    case settled
    /// The next scheduled action falls after the time limit.
    case timeLimit
    /// The step budget ran out: the router keeps itself busy; what it is stuck on, in words.
    case outOfSteps(String)
  }

  /// Runs virtual time until nothing is scheduled, letting the router's tasks run between events.
  /// Before virtual time jumps a second or more, work under way gets 5 ms of real time first, so a
  /// busy machine does not see a time limit fire that an idle one does not. A router that never
  /// stops scheduling runs out of `steps` and fails the test with what it was stuck on.
  /// - Parameters:
  ///   - limit: The latest virtual time to run to.
  ///   - steps: How many scheduled actions it may run.
  /// - Returns: `true` when nothing is scheduled any more; `false` when it stopped at `limit` or
  ///   ran out of steps.
  @discardableResult
  public func settle(within limit: Duration = .seconds(3600), steps: Int = defaultStepBudget) async -> Bool {
    let outcome = await run(within: limit, steps: steps)
    #if canImport(Testing)
      if case .outOfSteps(let stuck) = outcome { Issue.record(Comment(rawValue: stuck)) }
    #endif
    return outcome == .settled
  }

  /// Runs virtual time as ``settle(within:steps:)`` does, and says how it ended.
  func run(within limit: Duration, steps budget: Int) async -> SettleOutcome {
    let start = clock.now
    let deadline = start + limit
    var steps = 0
    var hasWaited = false
    while true {
      for _ in 0..<8 { await Task.yield() }
      if clock.nextEventTime == nil {
        // Nothing scheduled: tasks woken from other threads get more turns, so busy machines agree.
        for _ in 0..<16 where clock.nextEventTime == nil { await Task.yield() }
      }
      guard let next = clock.nextEventTime else { return .settled }
      guard next <= deadline else { return .timeLimit }
      if next - clock.now >= .seconds(1), !hasWaited {
        hasWaited = true
        let waitStart = ContinuousClock.now
        while ContinuousClock.now - waitStart < .milliseconds(5) { await Task.yield() }
        continue
      }
      hasWaited = false
      guard steps < budget else { return .outOfSteps(stuckDescription(steps: steps, since: start)) }
      clock.runNext()
      steps += 1
    }
  }

  /// What a settle that ran out of steps saw: the router's step in flight and stacks, the last calls.
  private func stuckDescription(steps: Int, since start: Duration) -> String {
    let elapsed = clock.now - start
    var text =
      "settle ran \(steps) scheduled actions in \(formatSeconds(elapsed)) of virtual time and the router kept scheduling more"
    if let router = sceneObservers.last(where: { $0.router != nil })?.router {
      let state = NotSettledError(router: router, host: self, limit: elapsed, events: [])
      text += ": target \(state.target), on screen \(state.shown); \(state.stuckOn)"
      if !state.lastCalls.isEmpty { text += "; last calls: " + state.lastCalls.joined(separator: " | ") }
    } else if let busy = window.transitionInFlight {
      text += "; the window's transition \(busy) has not ended"
    }
    return text
  }

  /// Runs a command and returns its settle time: from the command until the router settled.
  /// - Parameters:
  ///   - router: The router driving this host.
  ///   - limit: The virtual time the router may take to settle.
  ///   - command: The command(s) to run.
  /// - Throws: The command's error, or ``NotSettledError`` when the router has not settled within `limit`.
  public func settleTime(
    of router: Router<Destination>, within limit: Duration = .seconds(3600), _ command: () throws -> Void
  ) async throws -> Duration {
    let start = clock.now
    try command()
    await settle(within: limit)
    guard router.isSettled else { throw NotSettledError(router: router, host: self, limit: limit, events: []) }
    return max(.zero, router.settledAt - start)
  }

  // MARK: User actions

  /// The user swipes the top sheet down.
  /// - Parameters:
  ///   - progress: How far the swipe had gone when the user let go, `0...1`.
  ///   - cancel: Whether the user let go before the threshold (the sheet stays).
  @discardableResult
  public func swipeDown(progress: Double = 0.5, cancel: Bool = false) -> SimulatedWindow.UserOutcome {
    window.userDismiss(progress: progress, cancel: cancel, reason: .interactive)
  }

  /// The user taps outside the top controller; the tap goes through toasts to what is below them.
  @discardableResult
  public func tapOutside() -> SimulatedWindow.UserOutcome {
    window.tapOutside()
  }

  /// The user scrolls the screen below the toasts: the touches pass through, and a scroll is not a
  /// tap outside.
  /// - Returns: ``SimulatedWindow/UserOutcome/passedThrough``, or `ignored`.
  @discardableResult
  public func scrollOutside() -> SimulatedWindow.UserOutcome {
    window.scrollOutside()
  }

  /// The user drags the top sheet to one of its detents: the router hears it
  /// (`RouterEvent/detentChanged(_:to:reason:)`). Resting at or below its largest undimmed detent,
  /// the sheet lets taps outside through (``tapOutside()`` answers ``SimulatedWindow/UserOutcome/passedThrough``).
  /// - Parameter detent: One of the sheet's detents.
  /// - Returns: ``SimulatedWindow/UserOutcome/moved``, or `ignored`.
  @discardableResult
  public func dragSheet(to detent: SheetDetent) -> SimulatedWindow.UserOutcome {
    window.dragSheet(to: detent)
  }

  /// The user taps a button of the alert or confirmation dialog on top: UIKit removes it and the
  /// router hears the answer (`RouterEvent/alertAnswered(_:_:)`).
  /// - Parameters:
  ///   - id: The button's `AlertButton/id` (its title unless the app gave one).
  ///   - texts: What the user typed in the alert's text fields, in order; their initial texts by default.
  /// - Returns: ``SimulatedWindow/UserOutcome/dismissed``, or `ignored`.
  @discardableResult
  public func tapAlertButton(_ id: String, typing texts: [String]? = nil) -> SimulatedWindow.UserOutcome {
    window.tapAlertButton(id, typing: texts)
  }

  /// The user presses Return on a hardware keyboard while an alert is on top: UIKit triggers the
  /// alert's preferred action (`AlertConfiguration/preferredButton`).
  /// - Returns: ``SimulatedWindow/UserOutcome/dismissed``, or `ignored`.
  @discardableResult
  public func pressReturn() -> SimulatedWindow.UserOutcome { window.pressReturn() }

  /// The user rotates the device: styles adapt, nothing is dismissed.
  public func rotate() { window.rotate() }

  /// A view in a layer calls SwiftUI's own `dismiss()`, which asks the layer's hosting controller
  /// to dismiss itself: a layer that presents nothing hands it to the router
  /// (`RouteChangeReason/dismissAction`); one that presents something keeps UIKit's meaning and
  /// dismisses what it presents.
  /// - Parameter id: The modal route whose layer's view calls it; the top layer by default.
  /// - Returns: ``SimulatedWindow/UserOutcome/attempted`` when the router took the request,
  ///   ``SimulatedWindow/UserOutcome/dismissed`` when UIKit dismissed what the layer presents, or `ignored`.
  @discardableResult
  public func viewCallsDismiss(inLayerOf id: RouteID? = nil) -> SimulatedWindow.UserOutcome {
    let layers = host.controllers.dropFirst().compactMap { $0 as? SimulatedController }
    guard let controller = id.map({ id in layers.first { host.routeID(of: $0) == id } }) ?? layers.last
    else { return .ignored }
    return window.viewCallsDismiss(in: controller)
  }

  /// The controller of a route that shows one the app made (`ModalPresentation/showsController`)
  /// finishes: the router hears a dismissal (`RouteChangeReason/finished`), and
  /// `Router/presentForResult(_:as:returning:id:)` gets `result`.
  ///
  /// ```swift
  /// let outcome = Task { try await router.presentForResult(.share(url), returning: Bool.self) }
  /// await host.settle()
  /// host.finishController(with: true)          // the share sheet dismisses itself
  /// ```
  /// - Parameters:
  ///   - id: The route; the top layer by default.
  ///   - result: What it finished with; nothing by default (Safari's Done).
  ///   - dismissingItself: Whether it dismisses itself, as Safari, a share sheet and a document
  ///     picker do, or leaves it to its delegate, as mail and the photo picker do.
  /// - Returns: `dismissed` or `attempted` (see ``SimulatedWindow/UserOutcome``), or `ignored`.
  @discardableResult
  public func finishController(
    of id: RouteID? = nil, with result: any Sendable = (), dismissingItself: Bool = true
  ) -> SimulatedWindow.UserOutcome {
    let layers = host.controllers.dropFirst().compactMap { $0 as? SimulatedController }
    guard let controller = id.map({ id in layers.first { host.routeID(of: $0) == id } }) ?? layers.last
    else { return .ignored }
    return window.controllerFinishes(controller, with: result, dismissingItself: dismissingItself)
  }

  /// Someone else's code presents over whatever shows (an alert, a share sheet, a cover).
  /// - Returns: The controller, or `nil` when UIKit dropped the request (a transition in flight).
  @discardableResult
  public func presentForeign(_ kind: SimulatedWindow.ForeignKind, animated: Bool = true) -> SimulatedController? {
    window.presentForeign(kind, animated: animated)
  }

  /// Someone else's code dismisses its controller (and, as UIKit does, everything above it).
  /// - Returns: `false` when UIKit dropped the request or it is not shown.
  @discardableResult
  public func dismissForeign(_ controller: SimulatedController) -> Bool { window.dismissForeign(controller) }

  /// The scene disconnects: the window releases its controllers and the router detaches.
  public func closeWindow() { window.close() }

  /// The app goes to the background: presentations persist, a transition in flight completes
  /// only when the app returns, and the routers attached here stop counting their time limits.
  public func enterBackground() {
    window.enterBackground()
    for router in scenesRouters { router.sceneDidEnterBackground() }
  }

  /// The app comes back: transitions that fell due meanwhile complete; time limits count again.
  public func enterForeground() {
    for router in scenesRouters { router.sceneWillEnterForeground() }
    window.enterForeground()
  }

  /// The window is resized across the compact/regular width boundary: a popover becomes a sheet and back.
  public func resize(to width: SimulatedWindow.Width) { window.resize(to: width) }

  private var sceneObservers: [WeakRouter<Destination>] = []

  /// The routers told about the scene's activity that still drive this window.
  private var scenesRouters: [Router<Destination>] {
    sceneObservers.compactMap(\.router).filter { $0.drivesWindow(of: self) }
  }

  /// Tells a router about this scene's trips to the background, and gives VoiceOver its decisions
  /// for the layers: the router drives this window now.
  func observeScene(for router: Router<Destination>) {
    sceneObservers.removeAll { $0.router == nil || $0.router === router }
    sceneObservers.append(WeakRouter(router: router))
    if window.isInBackground { router.sceneDidEnterBackground() } else { router.sceneWillEnterForeground() }
    accessibility.decisions = { [weak router] id in
      guard let router, let modal = router.presented.route(id)?.modal ?? router.stack.route(id)?.modal else {
        return nil
      }
      return LayerAccessibility(modal, announcement: router.popupAnnouncement(for: id))
    }
  }

  /// The next transition finishes on screen but never reports completion (a lost completion handler).
  public func loseNextCompletion() { window.loseNextCompletion() }

  /// The next transition never completes: UIKit drops every later request until ``finishHungTransition()``.
  public func hangNextTransition() { window.hangNextTransition() }

  /// The hung transition finally completes.
  public func finishHungTransition() { window.finishHungTransition() }

  /// The navigation stack of a layer wrote a shorter path: the user went back over routes.
  func userChangedPath(ofLayer index: Int, to path: [Route<Destination>]) {
    guard index < host.controllers.count else { return }
    let controller = host.controllers[index]
    if let simulated = controller as? SimulatedController { simulated.path = path.map(\.description) }
    host.userChangedPath(of: controller, to: path)
  }

  /// The user taps the back button on the top layer.
  /// - Returns: `false` when the top layer has nothing to pop or a transition is in flight.
  @discardableResult
  public func tapBack(on router: Router<Destination>) -> Bool {
    let layer = router.presented.topLayer
    guard !window.isTransitioning, let controller = host.controllers.last, !layer.path.isEmpty else { return false }
    let path = Array(layer.path.dropLast())
    window.record("user tapped back on \(controller)")
    if let simulated = controller as? SimulatedController { simulated.path = path.map(\.description) }
    host.userChangedPath(of: controller, to: path)
    return true
  }
}

// The engine's view of the host: the package's own; tests drive the host through its public API.
extension SimulatedHost: PresentationHost {
  package func attach(events: @escaping @MainActor (HostEvent<Destination>) -> Void) -> RouteStack<Destination> {
    host.attach(events: events)
  }

  package var windowRoot: AnyObject { host.windowRoot }

  package func admission(of step: PresentationStep<Destination>) -> StepAdmission { host.admission(of: step) }

  package func perform(_ step: PresentationStep<Destination>, completion: @escaping @MainActor () -> Void) {
    host.perform(step) { [weak self] in
      if let self { self.accessibility.update(self.window) }
      completion()
    }
  }

  package func shownStack(expected: RouteStack<Destination>) -> RouteStack<Destination> {
    host.shownStack(expected: expected)
  }

  package var isTransitioning: Bool { host.isTransitioning }
}

/// Forwards the simulated presentation-controller delegate calls to the controller host.
@MainActor
private final class DelegateBridge: SimulatedPresentationDelegate {
  private unowned let host: any UserEventReceiver

  init<Factory>(host: ControllerHost<Factory>) { self.host = host }

  func userWillDismiss(_ controller: SimulatedController) { host.userWillDismiss(controller) }
  func userCancelledDismissal(of controller: SimulatedController) { host.userCancelledDismissal(controller) }
  func userDidDismiss(_ controller: SimulatedController) {
    // As the adapter's presentation delegate does: the style shown now tells a swipe from a tap.
    let reason = controller.configuration?.userDismissalReason(shownAs: controller.effectiveStyle) ?? .interactive
    host.userDidDismiss(controller, reason: reason)
  }
  func userAttemptedDismissal(of controller: SimulatedController, reason: RouteChangeReason) {
    host.userAttemptedDismissal(controller, reason: reason)
  }
  func userTappedOutside(_ overlay: SimulatedController) { host.userTappedOutside(overlay) }
  func userSelectedDetent(of controller: SimulatedController, identifier: String) {
    host.userSelectedDetent(of: controller, identifier: identifier)
  }
  func userAnsweredAlert(_ controller: SimulatedController, buttonIndex: Int, texts: [String]?) {
    host.userAnsweredAlert(controller, buttonIndex: buttonIndex, texts: texts)
  }
  func chainChangedByOthers() { host.chainChanged() }
  func controllerAskedToDismiss(_ controller: SimulatedController) -> Bool {
    host.controllerAskedToDismiss(controller)
  }
  func controllerFinished(_ controller: SimulatedController, with result: any Sendable) {
    host.controllerFinished(controller, with: result)
  }
  func presentationDropped(on controller: SimulatedController, presented: String) {
    host.foreignPresentationDropped(on: controller, presented: presented)
  }
  func windowClosed() { host.windowClosed() }
}

@MainActor
private protocol UserEventReceiver: AnyObject {
  func userWillDismiss(_ controller: any ModalController)
  func userCancelledDismissal(_ controller: any ModalController)
  func userDidDismiss(_ controller: any ModalController, reason: RouteChangeReason)
  func userAttemptedDismissal(_ controller: any ModalController, reason: RouteChangeReason)
  func userTappedOutside(_ overlay: any ModalController)
  func userSelectedDetent(of controller: any ModalController, identifier: String)
  func userAnsweredAlert(_ controller: any ModalController, buttonIndex: Int, texts: [String]?)
  func chainChanged()
  func controllerAskedToDismiss(_ controller: any ModalController) -> Bool
  func controllerFinished(_ controller: any ModalController, with result: any Sendable)
  func foreignPresentationDropped(on controller: any ModalController, presented: String)
  func windowClosed()
}

extension ControllerHost: UserEventReceiver {}

extension Router {
  /// Connects a simulated host; the router brings it to the target at once, applying the commands
  /// given before, in order.
  /// - Throws: `HostAttachError` when the router drives another open window, or another
  ///   router drives this host's window.
  public func attach(_ host: SimulatedHost<Destination>) throws {
    try attach(host as any PresentationHost<Destination>)
    host.observeScene(for: self)
  }
}
