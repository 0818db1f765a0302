import Observation

/// Owns the navigation state of an app (or a scene) and drives a `PresentationHost` to it.
///
/// Commands change the target ``stack`` at once (a refused one throws and changes nothing); the
/// router then takes the screen there in as few UIKit transitions as possible, one at a time.
///
/// ```swift
/// let router = Router<Screen>()
/// try router.present(.settings, as: .sheet)
/// try router.present(.lesson(42), as: .fullScreenCover)   // on top of the sheet
/// router.dismissAll()                                      // one transition
/// ```
@MainActor
@Observable
public final class Router<Destination: Hashable & Sendable> {

  /// The target: what the screen shows once the router has settled.
  public var stack: RouteStack<Destination> {
    access(keyPath: observed.stack)
    return engine.target
  }
  /// What the host has confirmed on screen.
  public var presented: RouteStack<Destination> {
    access(keyPath: observed.presented)
    return engine.presented
  }
  /// Whether the screen shows the target and nothing is in flight.
  public var isSettled: Bool {
    access(keyPath: observed.stack)
    access(keyPath: observed.isSettled)
    return engine.isSettled
  }
  /// When the router last settled, on its scheduler's clock; observed with ``isSettled``.
  public var settledAt: Duration {
    access(keyPath: observed.isSettled)
    return lastSettled
  }
  @ObservationIgnored private var lastSettled: Duration = .zero
  /// When the router last left a settled screen (a new target), until it settles again.
  @ObservationIgnored var unsettledSince: Duration?

  /// Commands from outside the app's screens that a protected flow holds, oldest first.
  public var heldCommands: [RouterCommand<Destination>] {
    access(keyPath: observed.heldCommands)
    return features.flows.held.map(\.command)
  }
  /// The leaving routes whose exit actions the router waits for before its next step, top first.
  var exitActionsRunning: [RouteID] {
    access(keyPath: observed.exitActionsRunning)
    return engine.exitActionsRunning
  }
  /// Protected flows and the link gate, as one value; the popup queue is the engine's.
  @ObservationIgnored var features = RouterFeatures<Destination>()

  /// How the router animates and how long it waits.
  public var settings: RouterSettings {
    get { engine.settings }
    set { engine.settings = newValue }
  }
  /// Asked when the user tries to dismiss a ``DismissPolicy/confirm`` route with no handler; `nil` blocks it.
  public var confirmDismissal: (@MainActor (Route<Destination>, RouteChangeReason) async -> Bool)? {
    get { engine.confirmDismissal }
    set { engine.confirmDismissal = newValue }
  }
  /// The URL patterns ``open(_:)-(URL)`` matches; `nil` unless given to ``init(deepLinks:scheduler:settings:)`` or set.
  @ObservationIgnored public var deepLinks: DeepLinkMap<Destination>?
  /// Asked before a link from outside opens an entry that asks first (``LinkAccess/askingFirst``); `nil` refuses.
  @ObservationIgnored public var confirmLink: (@MainActor (DeepLink) async -> Bool)?

  let engine: RouterEngine<Destination>
  var scheduler: any Scheduler { engine.scheduler }
  /// The step the host is performing now, if any: what a router that cannot settle is stuck on.
  package var stepInFlight: PresentationStep<Destination>? { engine.stepInFlight }
  private let observers = ObserverList<RouterEvent<Destination>>()
  /// Built once: a key path into a generic class is built at run time on every use.
  private let observed = (
    stack: \Router.stack, presented: \Router.presented, isSettled: \Router.isSettled,
    heldCommands: \Router.heldCommands, exitActionsRunning: \Router.exitActionsRunning
  )
  /// The flight recorder, while recording (``startRecording(capacity:)``).
  @ObservationIgnored
  public internal(set) var flightRecorder: FlightRecorder<Destination>?
  /// Called after every change of the target with its reason.
  let targetObservers = ObserverList<RouteChangeReason>()
  /// Called each time the router settles, for the window's session.
  let settleObservers = ObserverList<Void>()
  /// Carries the commands sent from any thread to the main actor, in order, within the bound on links.
  nonisolated let inbox: LinkInbox<RouterCommand<Destination>>

  /// Creates a router showing the root only; it starts nothing that outlives it.
  /// - Parameters:
  ///   - deepLinks: The URL patterns ``open(_:)-(URL)`` matches; none by default.
  ///   - scheduler: The clock for timeouts; the real clock by default, a virtual one in tests.
  ///   - settings: How the router animates and how long it waits.
  public init(
    deepLinks: DeepLinkMap<Destination>? = nil, scheduler: (any Scheduler)? = nil,
    settings: RouterSettings = RouterSettings()
  ) {
    let (commands, inbox) = AsyncStream<RouterCommand<Destination>>.makeStream()
    self.inbox = LinkInbox(inbox)
    // Time limits count only while the scene is active (`sceneDidEnterBackground()`).
    engine = RouterEngine(
      scheduler: SceneTimeScheduler(base: scheduler ?? ClockScheduler()), settings: settings)
    self.deepLinks = deepLinks
    engine.report = { [weak self] report in self?.publish(report) }
    Task { @MainActor [weak self] in
      for await command in commands {
        guard let self else { return }
        if command.isLink { self.inbox.took() }  // out of the bounded wait, held or not
        self.runFromOutside(command, source: .send)
      }
    }
  }

  deinit { inbox.commands.finish() }

  /// Sends a command from any thread; commands run on the main actor in the order sent, and a
  /// refused one is reported as ``RouterEvent/commandFailed(_:)``. Links (`.open`) beyond
  /// ``LinkLimits/waitingLinks`` waiting are dropped, with ``LinkEvent/linksDropped(_:latest:)``.
  ///
  /// ```swift
  /// nonisolated func userNotificationCenter(…) {
  ///   router.send(.present(.lesson(42), .fullScreenCover, id: RouteID()))
  /// }
  /// ```
  public nonisolated func send(_ command: RouterCommand<Destination>) {
    if case .open(let url, let origin) = command, !inbox.accept(DeepLink(url, from: origin)) { return }
    inbox.commands.yield(command)
  }

  /// Connects a host and brings it to the target; commands given before are applied, in order.
  /// Throws ``HostAttachError`` when the router drives another open window or the window has another router.
  package func attach(_ host: any PresentationHost<Destination>, stacks: NavigationStacks? = nil) throws {
    try engine.attach(host, owner: self, stacks: stacks)
    flightRecorder?.record(.attached, at: scheduler.now)
  }

  /// Calls `callback` each time the router settles, until it returns `false`.
  func observeSettled(_ callback: @escaping @MainActor () -> Bool) { _ = settleObservers.add { callback() } }

  /// Reports a refused attach as an event (a view cannot throw).
  package func reportAttachRefused(_ error: any Error) {
    guard let error = error as? HostAttachError else { return }
    emit(.attachRefused(error))
  }

  /// Stops driving the window; the next attached host is brought to the stack. Called when the window closes.
  public func detach() { engine.detach() }

  /// Tells the router its scene went to the background: time limits stop. `ModalStackRoot` calls it for you.
  public func sceneDidEnterBackground() { sceneTime?.sceneDidEnterBackground() }

  /// Tells the router its scene is active again: time limits count on from where they stopped.
  public func sceneWillEnterForeground() { sceneTime?.sceneWillEnterForeground() }

  /// Whether the router's scene is in the background, as last reported.
  public var isSceneInBackground: Bool { sceneTime?.isSuspended ?? false }

  private var sceneTime: SceneTimeScheduler? { scheduler as? SceneTimeScheduler }

  /// Whether the router drives this host's window now (a router that moved on drives another).
  package func drivesWindow(of host: any PresentationHost<Destination>) -> Bool {
    engine.drives(windowRoot: host.windowRoot)
  }

  /// Calls a handler with every event while the returned subscription is held and not cancelled.
  /// - Parameter handler: Called on the main actor, in order.
  /// - Returns: The subscription; cancel or release it to stop.
  public func observe(_ handler: @escaping @MainActor (RouterEvent<Destination>) -> Void) -> EventSubscription {
    observers.subscribe(handler)
  }

  // MARK: Publishing what the engine reports

  /// Carries out one report after the engine's turn: what runs here may give commands, each its own turn.
  private func publish(_ report: EngineReport<Destination>) {
    switch report {
    case .targetChanged(let target, let reason, let source):
      if let source { flightRecorder?.record(target: target, reason: reason, source: source, at: scheduler.now) }
      if unsettledSince == nil, !engine.isSettled { unsettledSince = scheduler.now }
      withMutation(keyPath: observed.stack) {}
      if let stack = navigationStacks?.targetChanged(top: target.last, onLayer: target.topLayer.modal?.id),
        let push = target.last
      {
        emit(.pushWaitingForStack(push, stack))
      }
      // The user's dismissal and the popup queue's own changes are not the app's commands.
      if let source, reason != .deepLink, ![.userAttempt, .popupQueue, .scene].contains(source) {
        supersedeResolvingLink()
      }
      targetObservers.send(reason)
      releaseHeldCommands()
      queueHeardTarget()
    case .presented:
      withMutation(keyPath: observed.presented) {}
    case .exitActions:
      withMutation(keyPath: observed.exitActionsRunning) {}
    case .settled(let time):
      lastSettled = time
      unsettledSince = nil
      withMutation(keyPath: observed.isSettled) {}
      settleObservers.send(())
    case .events(let events):
      for event in events {
        emit(event)
        guard case .didPresent(let route, _) = event else { continue }
        popupShown(route.id)
        // Checked a turn later, once the layer's content had its turn to mark its stacks.
        if route.modal != nil, navigationStacks != nil {
          scheduler.schedule(after: .zero) { [weak self] in self?.joinStacks(onLayerOf: route.id) }
        }
      }
    case .hostInput(let event):
      flightRecorder?.record(.host(event), at: scheduler.now)
    }
    logWaitIfNew()
  }

  package func emit(_ event: RouterEvent<Destination>) {
    flightRecorder?.record(event, at: scheduler.now)
    observers.send(event)
  }

  /// Called once with each refused command of the app's; ModalStack shows it as a debug runtime warning.
  @ObservationIgnored package var refusalWarning: (@MainActor (String) -> Void)?

  /// Called once with each wait that is not the router's own work, in ``RouterWait``'s sentence.
  @ObservationIgnored package var waitLog: (@MainActor (String) -> Void)?
  /// The wait ``waitLog`` was last called with, until the router settles with nothing held.
  @ObservationIgnored var loggedWait: RouterWait.Cause?

  /// The `present(item:)` slots presenting with this router, made on first use.
  @ObservationIgnored package private(set) lazy var presentationSlots = PresentationSlots(router: self)
}
