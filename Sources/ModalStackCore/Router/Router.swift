import Observation

/// Owns the navigation state of an app (or a scene) and drives a `PresentationHost` to it.
///
/// Commands change the target ``stack`` at once and never fail silently; the router then takes
/// the screen there in as few UIKit transitions as possible, one at a time, re-planning after
/// each. ``presented`` is what the host has confirmed on screen.
///
/// ```swift
/// let router = Router<Screen>()
/// try router.present(.settings, as: .sheet)
/// try router.present(.lesson(42), as: .fullScreenCover)   // on top of the sheet
/// router.dismissAll()                                      // one transition
/// ```
@MainActor
public final class Router<Destination: Hashable & Sendable>: Observable {
  // The router is the API and the observation facade over its `RouterEngine`, which owns the
  // target, the ledger and everything under them. The engine reports what changed; the router
  // publishes it here, in the storage of its four observed properties, written only from those
  // reports. The observation key paths of a generic class are built at run time on every use,
  // so the router builds its four once (`observed`).

  /// The target: what the screen shows once the router has settled.
  public private(set) var stack: RouteStack<Destination> {
    get {
      observation.access(self, keyPath: observed.stack)
      return _stack
    }
    set { observation.withMutation(of: self, keyPath: observed.stack) { _stack = newValue } }
  }
  /// What the host has confirmed on screen.
  public private(set) var presented: RouteStack<Destination> {
    get {
      observation.access(self, keyPath: observed.presented)
      return _presented
    }
    set { observation.withMutation(of: self, keyPath: observed.presented) { _presented = newValue } }
  }
  /// Whether the screen shows the target and nothing is in flight.
  public private(set) var isSettled: Bool {
    get {
      observation.access(self, keyPath: observed.isSettled)
      return _isSettled
    }
    set { observation.withMutation(of: self, keyPath: observed.isSettled) { _isSettled = newValue } }
  }
  /// When the router last settled, on its scheduler's clock.
  public private(set) var settledAt: Duration {
    get {
      observation.access(self, keyPath: observed.settledAt)
      return _settledAt
    }
    set { observation.withMutation(of: self, keyPath: observed.settledAt) { _settledAt = newValue } }
  }

  private var _stack = RouteStack<Destination>()
  private var _presented = RouteStack<Destination>()
  private var _isSettled = true
  private var _settledAt: Duration = .zero
  private let observation = ObservationRegistrar()
  private let observed = ObservedKeyPaths()

  /// The key paths observers of a router are told about, built once per router.
  @MainActor
  private struct ObservedKeyPaths {
    let stack: KeyPath<Router, RouteStack<Destination>> = \.stack
    let presented: KeyPath<Router, RouteStack<Destination>> = \.presented
    let isSettled: KeyPath<Router, Bool> = \.isSettled
    let settledAt: KeyPath<Router, Duration> = \.settledAt
    let heldCommands: KeyPath<Router, [RouterCommand<Destination>]> = \.heldCommands
  }

  /// Commands from outside the app's screens (deep links, ``send(_:)-(RouterCommand<Destination>)``)
  /// waiting for a protected flow to end, oldest first. See ``FlowProtection``.
  public var heldCommands: [RouterCommand<Destination>] {
    observation.access(self, keyPath: observed.heldCommands)
    return flows.held.map(\.command)
  }
  /// Protected flows and the commands they hold.
  private var flows = ProtectedFlows<Destination>()
  /// Whether `flows` holds commands: read after every change of the target, so kept where
  /// reading it costs no generic look-up.
  private var holdsCommands = false

  /// How long a step may take before it is reported as a ``HostFault``. Default 2 s.
  public var stepTimeout: Duration {
    get { engine.stepTimeout }
    set { engine.stepTimeout = newValue }
  }
  /// How often the router looks again while someone else's alert or dialog covers the window.
  /// Default 0.1 s. Waiting never times out: the router carries on once it is gone.
  public var foreignRecheckInterval: Duration {
    get { engine.foreignRecheckInterval }
    set { engine.foreignRecheckInterval = newValue }
  }
  /// How long an exit action may take before the route is removed anyway. Default 2 s.
  public var exitTimeout: Duration {
    get { engine.exitTimeout }
    set { engine.exitTimeout = newValue }
  }
  /// Asked when the user tries to dismiss a ``DismissPolicy/confirm`` route that has no handler
  /// of its own; `nil` treats such routes as blocked.
  public var confirmDismissal: (@MainActor (Route<Destination>, RouteChangeReason) async -> Bool)? {
    get { engine.confirmDismissal }
    set { engine.confirmDismissal = newValue }
  }
  /// The URL patterns ``open(_:)-(URL)`` matches; `nil` unless given to ``init(deepLinks:scheduler:animationPolicy:)`` or set.
  public var deepLinks: DeepLinkMap<Destination>?
  /// Asked before a link from outside opens an entry that asks first (``LinkAccess/askingFirst``);
  /// `nil` refuses such links.
  public var confirmLink: (@MainActor (DeepLink) async -> Bool)?
  /// The links the router opened and the bound on them (``linkLimits``).
  var linkGate = LinkGate<Destination>()
  /// Counts the links sent from other threads that wait for the main actor.
  nonisolated let linkInbox = LinkInbox()
  /// Which steps of a multi-step change animate.
  public var animationPolicy: AnimationPolicy {
    get { engine.animationPolicy }
    set { engine.animationPolicy = newValue }
  }

  /// Drives the window to the target; it lives as long as the router.
  let engine: RouterEngine<Destination>
  /// The clock of the router's time limits.
  var scheduler: any Scheduler { engine.scheduler }
  /// The step the host is performing now, if any: what a router that cannot settle is stuck on.
  package var stepInFlight: PresentationStep<Destination>? { engine.stepInFlight }
  private let observers = ObserverList<RouterEvent<Destination>>()
  /// The flight recorder, while recording (``startRecording(capacity:)``).
  public internal(set) var flightRecorder: FlightRecorder<Destination>? {
    didSet { listenersChanged() }
  }
  /// Where the command being applied came from, for the flight recorder.
  var commandSource = CommandSource.api
  /// The navigation stacks the app marked in the window this router drives; set by its session.
  package weak var navigationStacks: NavigationStacks?
  /// The popup queue (``enqueuePopup(_:as:priority:lifetime:announcement:id:)``).
  let popupLane = PopupLane<Destination>()
  /// Called after every change of the target, for presentation slots.
  let targetObservers = ObserverList<Void>()
  nonisolated let inbox: AsyncStream<RouterCommand<Destination>>.Continuation

  /// Creates a router showing the root only.
  ///
  /// Making a router is cheap and starts nothing that outlives it (no host, no timer), so
  /// `@State private var router = Router<Screen>()`, which SwiftUI evaluates on every init of the
  /// view and keeps the first of, costs nothing. Build a deep-link map once (a `static let`) and
  /// pass it in, rather than building it in that expression.
  /// - Parameters:
  ///   - deepLinks: The URL patterns ``open(_:)-(URL)`` matches; none by default.
  ///   - scheduler: The clock for timeouts; the real clock by default, a virtual one in tests.
  ///   - animationPolicy: Which steps of a multi-step change animate.
  public init(
    deepLinks: DeepLinkMap<Destination>? = nil, scheduler: (any Scheduler)? = nil,
    animationPolicy: AnimationPolicy = .lastOnly
  ) {
    self.deepLinks = deepLinks
    let (commands, inbox) = AsyncStream<RouterCommand<Destination>>.makeStream()
    self.inbox = inbox
    // Time limits count only while the scene is active (`sceneDidEnterBackground()`).
    engine = RouterEngine(
      scheduler: SceneTimeScheduler(base: scheduler ?? ClockScheduler()), animationPolicy: animationPolicy)
    engine.report = { [weak self] report in self?.publish(report) }
    Task { @MainActor [weak self] in
      for await command in commands {
        guard let self else { return }
        if case .open = command { self.linkInbox.took() }  // out of the bounded wait, held or not
        self.runFromOutside(command, source: .send)
      }
    }
  }

  deinit { inbox.finish() }

  /// Connects a host; the router brings it to the target at once. Commands given before a host
  /// was attached (a cold start from a notification) are all applied, in order.
  /// - Parameter host: The host.
  /// - Throws: ``HostAttachError`` when the router drives another open window or the host's
  ///   window has another router; nothing changes.
  package func attach(_ host: any PresentationHost<Destination>) throws {
    try engine.attach(host, owner: self)
    flightRecorder?.record(.host(.attached), at: scheduler.now)
  }

  /// Reports a refused attach as an event (a view cannot throw).
  package func reportAttachRefused(_ error: any Error) {
    guard let error = error as? HostAttachError else { return }
    emit(.attachRefused(error))
  }

  /// Stops driving the window; the stack stays the target, and the next attached host is
  /// brought to it. Called for you when the window closes.
  public func detach() { engine.detach() }

  // MARK: Commands

  /// Presents a destination on top of whatever is showing, from anywhere. A push joins the top
  /// layer's navigation stack; a modal starts a new layer, even over an open modal.
  ///
  /// ```swift
  /// try router.present(.lesson(42), as: .fullScreenCover)
  /// try router.present(.chat(thread), once: .ifOnTop)   // not twice for a notification tapped twice
  /// ```
  /// - Parameters:
  ///   - destination: The screen.
  ///   - presentation: How to show it; a sheet by default.
  ///   - id: The route's id; a random one by default.
  ///   - once: When to present nothing because an equal destination already shows; `nil` (the
  ///     default) presents every time.
  /// - Returns: The new route's id, or the id of the route already showing the destination.
  /// - Throws: ``RouteStackError`` when the id is taken or the presentation is invalid here.
  @discardableResult
  public func present(
    _ destination: Destination, as presentation: Presentation = .sheet, id: RouteID = RouteID(),
    once: PresentOnce? = nil
  ) throws -> RouteID {
    if let existing = once?.existingRoute(showing: destination, in: engine.target) { return existing.id }
    let stack = presentation == .push ? try stackForPush(nil) : nil
    let route = Route(destination, presentation: presentation, id: id, stack: stack)
    apply(try .appending([route], to: engine.target, ledger: engine.ledger, reason: .programmatic))
    return id
  }

  /// Pushes a destination on a navigation stack of the top layer.
  ///
  /// The route belongs to that stack for its life: in a `TabView` with a stack per tab, it stays
  /// in its tab when the user selects another.
  /// ```swift
  /// try router.push(.profile(id))                // the stack the user is in (the selected tab's)
  /// try router.push(.profile(id), in: "inbox")   // the inbox tab's stack
  /// ```
  /// - Parameters:
  ///   - destination: The screen.
  ///   - stack: The stack (named with `modalStackDestinations(_:)`); `nil`, the default, is the
  ///     one the user is in: whose view appeared last.
  ///   - id: The route's id; a random one by default.
  /// - Returns: The new route's id.
  /// - Throws: ``RouteStackError/duplicateRouteID(_:)`` when the id is taken;
  ///   ``RouteStackError/noStackShowsPushes(_:)`` when the top layer is on screen and no stack of it
  ///   would show the route (also reported as ``RouterEvent/commandFailed(_:)``).
  @discardableResult
  public func push(_ destination: Destination, in stack: NavigationStackID? = nil, id: RouteID = RouteID()) throws
    -> RouteID
  {
    let route = Route(destination, presentation: .push, id: id, stack: try stackForPush(stack))
    apply(try .appending([route], to: engine.target, ledger: engine.ledger, reason: .programmatic))
    return id
  }

  /// Pops routes from a navigation stack of the top layer.
  /// - Parameters:
  ///   - count: How many; 1 by default.
  ///   - stack: The stack; `nil`, the default, is the one the user is in.
  /// - Throws: ``RouteStackError/nothingToPop`` when that stack has fewer pushed routes.
  public func pop(_ count: Int = 1, in stack: NavigationStackID? = nil) throws {
    guard count > 0 else { throw RouteStackError.invalidCount(count) }
    let routes = pushedRoutes(inStack: stack)
    guard routes.count >= count else { throw RouteStackError.nothingToPop }
    try dismiss(routes[routes.count - count].id)
  }

  /// Pops the top layer's navigation stack back to its first screen; nothing happens if it has
  /// no pushed route.
  public func popToRoot() {
    guard let first = pushedRoutes(inStack: nil).first else { return }
    try? dismiss(first.id)
  }

  /// Dismisses the top modal layer (and the routes pushed on it).
  /// - Throws: ``RouteStackError/nothingToDismiss`` when only the root layer is showing.
  public func dismiss() throws {
    apply(try .dismissingTop(of: engine.target, ledger: engine.ledger))
  }

  /// Dismisses a route and everything above it, in one transition.
  /// - Parameter id: The route's id; a pushed route is popped, with what is above it.
  /// - Throws: ``RouteStackError/routeNotFound(_:)`` when it is not on the stack.
  public func dismiss(_ id: RouteID) throws {
    try dismiss(id, reason: .programmatic)
  }

  /// Dismisses every modal layer back to the root layer, in one transition; popups waiting in
  /// ``popupQueue`` are dropped too.
  public func dismissAll() { dismissAll(reason: .dismissAll) }

  /// Dismisses every modal layer, for a reason of the library's own (the root that showed them left).
  func dismissAll(reason: RouteChangeReason) {
    dropWaitingPopups()
    apply(.dismissingAll(in: engine.target, reason: reason))
  }

  /// Moves a sheet to another of its detents, without presenting it again: the sheet animates
  /// there in place, and a ``RouterEvent/detentChanged(_:to:reason:)`` event says so. The route's
  /// ``SheetConfiguration/selectedDetent`` on ``stack`` is the new detent (a binding on the stack
  /// is written back), as it is after the user drags the sheet.
  ///
  /// ```swift
  /// try router.selectDetent(.large, of: placesID)   // a search field took focus: open the sheet fully
  /// ```
  /// - Parameters:
  ///   - detent: One of the sheet's detents.
  ///   - id: The sheet route's id.
  /// - Throws: ``RouteStackError/routeNotFound(_:)`` when the route is not on the stack,
  ///   ``RouteStackError/invalidPresentation(_:_:)`` with ``PresentationError/detentNotInSheet(_:)``
  ///   when it is not a sheet or the detent is not one of its detents.
  public func selectDetent(_ detent: SheetDetent, of id: RouteID) throws {
    guard let route = engine.target.route(id) else { throw RouteStackError.routeNotFound(id) }
    guard let sheet = route.presentation.sheetConfiguration, sheet.detents.contains(detent) else {
      throw RouteStackError.invalidPresentation(id, .detentNotInSheet(detent))
    }
    guard sheet.restingDetent != detent, let (index, _) = engine.target.location(of: id),
      let layer = engine.target.layer(at: index)
    else {
      return
    }
    var moved = route
    moved.presentation = route.presentation.selectingDetent(detent)
    var target = engine.target
    target.replaceLayer(at: index, with: Layer(modal: moved, path: layer.path))
    // The engine tells of the move (`detentChanged`), as for any change that moves a sheet.
    apply(TargetChange(from: engine.target, to: target, reason: .programmatic))
  }

  /// Replaces the whole stack; layers that stay on screen are not re-created, and a layer whose
  /// modal route is replaced by one presented exactly the same way (not a popup) keeps its
  /// controller, which shows the new route in place, without a transition.
  ///
  /// ```swift
  /// try router.replace(with: [Route(.settings, presentation: .sheet), Route(.profile(id), presentation: .push)])
  /// ```
  /// - Parameter routes: The new routes above the root, bottom first.
  /// - Throws: ``RouteStackError`` naming the first invalid route; the stack is unchanged.
  public func replace(with routes: [Route<Destination>]) throws {
    apply(TargetChange(from: engine.target, to: try RouteStack(routes), reason: .replaced))
  }

  /// Replaces the whole stack with another stack value.
  /// - Parameters:
  ///   - newStack: The new stack.
  ///   - reason: Why, for the events; ``RouteChangeReason/replaced`` by default.
  public func replace(with newStack: RouteStack<Destination>, reason: RouteChangeReason = .replaced) {
    apply(TargetChange(from: engine.target, to: newStack, reason: reason))
  }

  // MARK: Per-route handlers

  /// Registers the exit action of a route: before the route is dismissed the router calls it
  /// with the reason, awaits it (at most ``exitTimeout``), then removes the route. Popups use it
  /// to play their exit animation.
  /// - Parameters:
  ///   - id: The route's id.
  ///   - action: The action; it replaces any earlier one.
  /// - Throws: ``RouteStackError/routeNotFound(_:)`` when the route is not on the stack.
  public func setExitAction(for id: RouteID, _ action: @escaping @MainActor (RouteChangeReason) async -> Void) throws {
    try engine.setExitAction(action, for: id, adding: false)
  }

  /// Adds an exit action to a route, run together with the ones it has (a popup's exit
  /// animation): the route is removed once all have finished, at most ``exitTimeout`` after.
  ///
  /// ```swift
  /// try router.addExitAction(for: editorID) { reason in await draft.save() }
  /// ```
  /// - Parameters:
  ///   - id: The route's id.
  ///   - action: The action, called with the reason.
  /// - Throws: ``RouteStackError/routeNotFound(_:)`` when the route is not on the stack.
  public func addExitAction(for id: RouteID, _ action: @escaping @MainActor (RouteChangeReason) async -> Void) throws {
    try engine.setExitAction(action, for: id, adding: true)
  }

  /// Registers the handler asked when the user tries to dismiss a ``DismissPolicy/confirm`` route.
  /// - Parameters:
  ///   - id: The route's id.
  ///   - handler: Returns `true` to let the route go.
  /// - Throws: ``RouteStackError/routeNotFound(_:)`` when the route is not on the stack.
  public func setDismissConfirmation(for id: RouteID, _ handler: @escaping @MainActor (RouteChangeReason) async -> Bool)
    throws
  {
    try engine.setConfirmation(handler, for: id)
  }

  /// Calls a handler with every event while the returned subscription is held and not cancelled.
  /// - Parameter handler: Called on the main actor, in order.
  /// - Returns: The subscription; cancel or release it to stop.
  public func observe(_ handler: @escaping @MainActor (RouterEvent<Destination>) -> Void) -> EventSubscription {
    let subscription = EventSubscription()
    // A released subscription ends the handler at the next event, which then unregisters it.
    let key = observers.add { [weak subscription] event in
      guard subscription != nil else { return false }
      handler(event)
      return true
    }
    subscription.onCancel = { [weak self] in
      self?.observers.remove(key)
      self?.listenersChanged()
    }
    listenersChanged()
    return subscription
  }

  // MARK: Internals shared by commands

  func dismiss(_ id: RouteID, reason: RouteChangeReason) throws {
    apply(try .dismissing(id, in: engine.target, ledger: engine.ledger, reason: reason))
  }

  /// Makes a command's change; the engine reports it back, and it is published then.
  func apply(_ change: TargetChange<Destination>) {
    engine.apply(change, source: commandSource)
  }

  // MARK: Protected flows

  /// Opens a protected flow that is not one route (a checkout across several screens): until
  /// the returned scope ends, deep links and commands sent from outside the app's screens wait
  /// (or are refused), as for a route presented with ``Presentation/protected(_:)``.
  ///
  /// ```swift
  /// let checkout = router.beginProtectedFlow()
  /// defer { checkout.end() }   // held links run now, in order
  /// ```
  /// - Parameter protection: What happens to commands from outside; they wait by default.
  /// - Returns: The scope; end it, or release it, to end the flow.
  public func beginProtectedFlow(_ protection: FlowProtection = .holdOutsideCommands) -> ProtectedFlowScope {
    let number = flows.openScope(protection)
    return ProtectedFlowScope { [weak self] in self?.endProtectedFlow(number) }
  }

  private func endProtectedFlow(_ number: Int) {
    flows.closeScope(number)
    releaseHeldCommands()
  }

  /// What a command from outside the app's screens meets: the protection on the target.
  func admitFromOutside(_ command: RouterCommand<Destination>, source: CommandSource)
    -> ProtectedFlows<Destination>.Admission
  {
    var admission = ProtectedFlows<Destination>.Admission.run
    observation.withMutation(of: self, keyPath: observed.heldCommands) {
      admission = flows.admit(command, from: source, target: engine.target, heldLinkLimit: linkLimits.waitingLinks)
    }
    holdsCommands = !flows.held.isEmpty
    return admission
  }

  /// Runs a command from outside the app's screens, unless a protected flow holds or refuses it.
  func runFromOutside(_ command: RouterCommand<Destination>, source: CommandSource) {
    switch admitFromOutside(command, source: source) {
    case .run: applying(from: source) { command.run(on: self) }
    case .hold: break
    case .refuse(let error): emit(.commandFailed(error))
    }
  }

  /// Runs the held commands, in order, once no flow is protected.
  private func releaseHeldCommands() {
    guard holdsCommands, flows.protection(on: engine.target) == nil else { return }
    var released: [(command: RouterCommand<Destination>, source: CommandSource)] = []
    observation.withMutation(of: self, keyPath: observed.heldCommands) { released = flows.release(on: engine.target) }
    holdsCommands = false
    // Each goes through the gate again: one that opens a protected flow holds the rest.
    for (command, source) in released { runFromOutside(command, source: source) }
  }

  // MARK: Publishing what the engine reports

  private func publish(_ report: EngineReport<Destination>) {
    switch report {
    case .targetChanged(let target, let reason, let source):
      if let source { flightRecorder?.record(target: target, reason: reason, source: source, at: scheduler.now) }
      stack = target
      if source != nil, _isSettled { isSettled = false }
      targetObservers.send(())
      if holdsCommands { releaseHeldCommands() }
    case .presented(let shown):
      if _presented != shown { presented = shown }
    case .settled(let time):
      if !_isSettled { isSettled = true }
      settledAt = time
    case .events(let events):
      for event in events { emit(event) }
    case .hostInput(let event):
      flightRecorder?.record(.host(HostInput(event)), at: scheduler.now)
    }
  }

  func emit(_ event: RouterEvent<Destination>) {
    flightRecorder?.record(event, at: scheduler.now)
    observers.send(event)
    // A released subscription is dropped as an event reaches it.
    if observers.isEmpty { listenersChanged() }
  }

  /// Tells the engine whether anyone hears events: an observer, or the flight recorder.
  private func listenersChanged() {
    engine.isReporting = flightRecorder != nil || !observers.isEmpty
  }

  // MARK: The narrow API of presentation slots

  /// The `present(item:)` slots presenting with this router, and the content of their routes;
  /// made on first use, so making a router costs nothing more.
  package private(set) lazy var presentationSlots = PresentationSlots(router: self)

  /// Whether a route is on the target.
  func contains(_ id: RouteID) -> Bool { engine.ledger.contains(id) }

  /// Replaces a slot's route (and what is above it) with a new one, in one change of the target.
  /// A refusal is also an event: a binding cannot throw, so the app sees it there.
  func replaceSlotRoute(_ old: RouteID?, with route: Route<Destination>) throws {
    do {
      let change = try TargetChange.replacing(old, with: route, in: engine.target, ledger: engine.ledger)
      applying(from: .slot) { apply(change) }
    } catch let error as RouteStackError {
      emit(.commandFailed(error))
      throw error
    }
  }

  /// Calls `callback` after every change of the target until ``stopObservingTarget(_:)`` or
  /// until it returns `false`.
  func observeTarget(_ callback: @escaping @MainActor () -> Bool) -> Int { targetObservers.add { callback() } }

  func stopObservingTarget(_ key: Int) { targetObservers.remove(key) }
}
