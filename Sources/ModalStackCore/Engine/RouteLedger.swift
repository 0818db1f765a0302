/// The router's bookkeeping about routes, as a value: which ids are on the target, why each route
/// last changed, which routes have an exit action or a dismiss confirmation, which `willDismiss`
/// went out early, and what to forget once the screen settles.
///
/// ``RouterEngine`` holds one and only carries out its answers; every rule here is tested on its own.
/// Every lookup is O(1) at any depth; a change of the target costs O(layers) to find the layers
/// that differ, then O(routes changed).
struct RouteLedger<Destination: Hashable & Sendable> {
  /// Runs before a route is dismissed (a popup's exit animation), with the reason.
  typealias ExitAction = @MainActor (RouteChangeReason) async -> Void
  /// Decides whether the user may dismiss a ``DismissPolicy/confirm`` route.
  typealias Confirmation = @MainActor (RouteChangeReason) async -> Bool

  /// The ids on the target stack.
  private(set) var ids = Set<RouteID>()
  /// Why routes last changed, when not programmatically: most commands are programmatic, and
  /// their routes are not stored (``reason(of:)`` reads a missing one as programmatic).
  private(set) var reasons: [RouteID: RouteChangeReason] = [:]
  /// Routes that left the target; what they registered is forgotten once the screen settles.
  private(set) var leftTarget: [RouteID] = []
  /// Routes whose `willDismiss` went out with their exit action, before their dismissal step.
  private(set) var announced = Set<RouteID>()
  private(set) var exitActions: [RouteID: ExitAction] = [:]
  private(set) var confirmations: [RouteID: Confirmation] = [:]
  /// Which routes a controller shows, so events follow routes and not layers.
  private(set) var screens = RouteScreens<Destination>()
  /// Routes that left the target while no controller showed them (their layer had gone and they
  /// were to be shown again): no step reports them, so the engine does, at once.
  private(set) var orphans: [Route<Destination>] = []
  /// Routes of a step given up (it timed out, or its window was let go) that were said coming
  /// and not yet presented: `didPresent` goes out once a host shows them, and no second `willPresent`.
  private(set) var awaitingDidPresent: [Route<Destination>] = []
  /// Routes of a step given up that were said leaving and not yet dismissed: `didDismiss` goes out
  /// once they are off screen, and no second `willDismiss`.
  private(set) var awaitingDidDismiss: [Route<Destination>] = []

  /// Whether a route is on the target.
  func contains(_ id: RouteID) -> Bool { ids.contains(id) }

  /// The one id-uniqueness check: throws when a route's id is on the target (other than
  /// `replacing`) or appears twice among `routes`.
  func checkNewIDs(of routes: some Sequence<Route<Destination>>, replacing: RouteID? = nil) throws {
    var seen = Set<RouteID>()
    for route in routes {
      guard !ids.contains(route.id) || route.id == replacing, seen.insert(route.id).inserted else {
        throw RouteStackError.duplicateRouteID(route.id, screen: route.screen)
      }
    }
  }

  /// Why a route last changed; programmatic when nothing was recorded.
  func reason(of route: Route<Destination>) -> RouteChangeReason { reasons[route.id] ?? .programmatic }

  /// Records a change of the target, the one way changes enter the ledger, by comparing the two
  /// stacks: ids join and leave, and every route that joins or leaves gets the change's reason,
  /// as do the routes the user took off the screen that had left the target already
  /// (``TargetChange/alsoLeaving``). What routes left registered is forgotten once the screen
  /// settles.
  /// - Returns: `detentChanged`, with the change's reason, for each sheet it moves to another detent.
  @discardableResult
  mutating func record(_ change: TargetChange<Destination>) -> [RouterEvent<Destination>] {
    for route in change.alsoLeaving { setReason(change.reason, of: route.id) }
    var presented: [Route<Destination>] = []
    var dismissed: [Route<Destination>] = []
    var detentChanges: [RouterEvent<Destination>] = []
    var stack = change.old
    for step in Plan.steps(from: change.old, to: change.new, policy: .none) {
      let routes = step.change(from: stack)
      presented += routes.presented
      dismissed += routes.dismissed
      if case .selectDetent(_, let route) = step, let detent = route.presentation.sheetConfiguration?.restingDetent {
        detentChanges.append(.detentChanged(route, to: detent, reason: change.reason))
      }
      stack = step.applied(to: stack)
    }
    // UIKit has the layers above a removed one presented again, but for the target they stay,
    // and keep the reason they came with.
    let staying = Set(presented.map { $0.id })
    let wereThere = Set(dismissed)
    for route in dismissed where !staying.contains(route.id) {
      ids.remove(route.id)
      setReason(change.reason, of: route.id)
      leftTarget.append(route.id)
      if let orphan = screens.leftTarget(route.id) ?? takeAwaitingDidPresent(route.id) { orphans.append(orphan) }
    }
    for route in presented where !wereThere.contains(route) {
      ids.insert(route.id)
      setReason(change.reason, of: route.id)
      // Said leaving by a step given up and still on screen, it stays: its dismissal is another.
      if let index = awaitingDidDismiss.firstIndex(where: { $0.id == route.id }) {
        awaitingDidDismiss.remove(at: index)
      }
      // Said leaving with its exit action and put back before it went: when it goes later, that
      // is another dismissal, said leaving again.
      announced.remove(route.id)
    }
    return detentChanges
  }

  /// Records why a route changed; a programmatic change only clears an earlier reason.
  private mutating func setReason(_ reason: RouteChangeReason, of id: RouteID) {
    reasons[id] = reason == .programmatic ? nil : reason
  }

  // MARK: Exit actions and confirmations

  /// Registers the exit action of a route on the target, replacing any earlier one, or with
  /// `adding`, run together with the one it has (a popup's exit animation and the content's own
  /// work): the route waits for both.
  /// - Throws: ``RouteStackError/routeNotFound(_:)`` when the route is not on the target.
  mutating func setExitAction(_ action: @escaping ExitAction, for id: RouteID, adding: Bool = false) throws {
    guard ids.contains(id) else { throw RouteStackError.routeNotFound(id) }
    guard adding, let earlier = exitActions[id] else {
      exitActions[id] = action
      return
    }
    exitActions[id] = { reason in
      async let first: Void = earlier(reason)
      await action(reason)
      await first
    }
  }

  /// Whether a route's exit action is still to run.
  func hasExitAction(_ id: RouteID) -> Bool { exitActions[id] != nil }

  /// Takes a route's exit action to run it, and notes that its `willDismiss` went out.
  mutating func takeExitAction(of id: RouteID) -> ExitAction? {
    announced.insert(id)
    return exitActions.removeValue(forKey: id)
  }

  /// Whether `willDismiss` must go out now: not when it went out with the exit action.
  mutating func needsWillDismiss(_ id: RouteID) -> Bool { announced.remove(id) == nil }

  /// Registers the handler asked when the user tries to dismiss a route on the target.
  /// - Throws: ``RouteStackError/routeNotFound(_:)`` when the route is not on the target.
  mutating func setConfirmation(_ handler: @escaping Confirmation, for id: RouteID) throws {
    guard ids.contains(id) else { throw RouteStackError.routeNotFound(id) }
    confirmations[id] = handler
  }

  /// The confirmation handler of a route, if it has one.
  func confirmation(of id: RouteID) -> Confirmation? { confirmations[id] }

  /// A route left the screen: what it registered will not be asked again.
  mutating func routeLeftScreen(_ id: RouteID) {
    exitActions[id] = nil
    confirmations[id] = nil
  }

  /// The screen settled: forgets everything about routes that left the target and the screen.
  mutating func forgetRoutesThatLeft() {
    for id in leftTarget where !ids.contains(id) {
      reasons[id] = nil
      routeLeftScreen(id)
      announced.remove(id)
    }
    leftTarget.removeAll()
  }

  /// Removes a route from ``awaitingDidPresent``.
  /// - Returns: The route, when it was waiting for its `didPresent`.
  private mutating func takeAwaitingDidPresent(_ id: RouteID) -> Route<Destination>? {
    guard let index = awaitingDidPresent.firstIndex(where: { $0.id == id }) else { return nil }
    return awaitingDidPresent.remove(at: index)
  }
}

// MARK: - Events

/// Which ``RouterEvent``s the router sends, with which reasons, as the queue's steps start and
/// complete, exit actions start, and the user removes routes; and what each leaves behind in the
/// ledger. The router only sends what these return.
extension RouteLedger {
  /// The events of a step the host is about to take, by route identity: `willDismiss` for each
  /// route it removes that leaves the target (unless it went out with the route's exit action),
  /// then `willPresent` for each route it shows for the first time. A route the step takes down
  /// or shows while it stays on the target (its layer moves) gets neither (see ``RouteScreens``).
  /// - Returns: The events, and the step's routes by identity, which the state machine keeps
  ///   with the step until it completes or is given up.
  mutating func stepStarting(
    _ ticket: TransitionStateMachine<Destination>.Ticket
  ) -> (events: [RouterEvent<Destination>], routes: RouteScreens<Destination>.StepRoutes) {
    let routes = screens.start(dismissed: ticket.dismissed, presented: ticket.presented) { ids.contains($0) }
    // A route whose exit action ran had its willDismiss sent then.
    let dismissed = routes.leaving.filter { needsWillDismiss($0.id) }
    // A route said coming by a step that was given up is not said coming again.
    let entering = routes.entering.filter { route in !awaitingDidPresent.contains { $0.id == route.id } }
    let events: [RouterEvent<Destination>] =
      dismissed.map { .willDismiss($0, reason: reason(of: $0)) }
      + entering.map { .willPresent($0, reason: reason(of: $0)) }
    return (events, routes)
  }

  /// The events of a step the host completed: `didDismiss` for each route that left (what they
  /// registered is dropped), then `didPresent` for each shown for the first time, then
  /// `screenRebuilt` for each route another controller shows now.
  /// - Parameter routes: The step's routes, as ``stepStarting(_:)`` gave them.
  mutating func stepCompleted(_ routes: RouteScreens<Destination>.StepRoutes) -> [RouterEvent<Destination>] {
    for route in routes.leaving { routeLeftScreen(route.id) }
    awaitingDidDismiss.removeAll { route in routes.leaving.contains { $0.id == route.id } }
    awaitingDidPresent.removeAll { route in routes.entering.contains { $0.id == route.id } }
    return routes.leaving.map { .didDismiss($0, reason: reason(of: $0)) }
      + routes.entering.map { .didPresent($0, reason: reason(of: $0)) }
      + routes.rebuilt.map { .screenRebuilt($0) }
  }

  /// A step the host took was given up (it timed out, or its window went away): its routes were
  /// said coming or leaving, so ``hostShows(_:)`` says each presented once a host shows it, or
  /// dismissed once it is off screen, and the step that takes one down later sends no second
  /// `willDismiss`.
  /// - Parameter routes: The step's routes, as ``stepStarting(_:)`` gave them.
  mutating func stepGivenUp(_ routes: RouteScreens<Destination>.StepRoutes) {
    awaitingDidPresent += routes.entering
    awaitingDidDismiss += routes.leaving
    for route in routes.leaving { announced.insert(route.id) }
  }

  /// A host shows this stack (attached, resynchronised after a fault, or let go: then nothing):
  /// one controller per route. The routes of a step given up (``stepGivenUp(_:)``) were said
  /// coming or leaving: each is said presented once it is on screen, or dismissed once it is off.
  /// - Returns: `didDismiss` for each such route now off screen, then `didPresent` for each on it.
  mutating func hostShows(_ shown: RouteStack<Destination>) -> [RouterEvent<Destination>] {
    let awaiting = Set(awaitingDidPresent.map(\.id))
    screens.reset(to: shown) { ids.contains($0) && !awaiting.contains($0) }
    let onScreen = Set(shown.routes.map(\.id))
    let dismissed = awaitingDidDismiss.filter { !onScreen.contains($0.id) }
    let presented = awaitingDidPresent.filter { onScreen.contains($0.id) }
    awaitingDidDismiss.removeAll { !onScreen.contains($0.id) }
    awaitingDidPresent.removeAll { onScreen.contains($0.id) }
    for route in dismissed {
      routeLeftScreen(route.id)
      announced.remove(route.id)
    }
    return dismissed.map { .didDismiss($0, reason: reason(of: $0)) }
      + presented.map { .didPresent($0, reason: reason(of: $0)) }
  }

  /// Takes the routes that left the target while no controller showed them (see ``orphans``).
  mutating func takeOrphans() -> [Route<Destination>] {
    defer { orphans = [] }
    return orphans
  }

  /// Routes that left the screen with no step to wait for (the user removed them, or they left
  /// the target while no controller showed them): what they registered is dropped, and
  /// `willDismiss` and `didDismiss` go out for each, top first. A route whose entrance this cut
  /// short (a toast coming in over the sheet the user swiped away) was said coming and is never
  /// said presented, as UIKit's `viewWillAppear` is followed by `viewWillDisappear` and no
  /// `viewDidAppear` when an appearance is cancelled.
  /// - Returns: The events, and the routes' exit actions (taken, so each runs once; nothing waits
  ///   for them).
  mutating func leftScreen(
    _ routes: [Route<Destination>]
  ) -> (events: [RouterEvent<Destination>], actions: [(RouteID, RouteChangeReason, ExitAction?)]) {
    // A route said leaving already (its exit action under way, or a step given up) is not said
    // leaving twice.
    let saidLeaving = Set(routes.map(\.id).filter { announced.contains($0) })
    let actions = startingExits(of: routes).actions
    screens.removedByUser(routes)
    // Their willDismiss goes out here, not with a step: a route with the same id later is new.
    for route in routes {
      routeLeftScreen(route.id)
      announced.remove(route.id)
    }
    return (
      routes.flatMap { route in
        (saidLeaving.contains(route.id) ? [] : [.willDismiss(route, reason: reason(of: route))])
          + [.didDismiss(route, reason: reason(of: route))]
      },
      actions
    )
  }

  /// The exits of the routes a dismissal removes from the target, before its step: `willDismiss`
  /// goes out for each now, and each exit action (taken, so it runs once) is called with the
  /// reason, top first.
  mutating func startingExits(
    of routes: [Route<Destination>]
  ) -> (events: [RouterEvent<Destination>], actions: [(RouteID, RouteChangeReason, ExitAction?)]) {
    let actions = routes.map { route in (route.id, reason(of: route), takeExitAction(of: route.id)) }
    return (routes.map { .willDismiss($0, reason: reason(of: $0)) }, actions)
  }
}
