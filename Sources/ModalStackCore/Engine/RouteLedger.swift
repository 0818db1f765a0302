/// The engine's bookkeeping about routes, as a value: one ``RouteLife`` per route it knows, kept
/// until the screen settles after the route left the target. Lookups are O(1); a change of the
/// target costs O(layers) to find the layers that differ, then O(routes changed).
struct RouteLedger<Destination: Hashable & Sendable> {
  /// Decides whether the user may dismiss a ``DismissPolicy/confirm`` route.
  typealias Confirmation = @MainActor (RouteChangeReason) async -> Bool

  /// The routes known, by id.
  private(set) var lives: [RouteID: RouteLife<Destination>] = [:]
  /// The routes with a life that are not on the target: they left it, or were only ever shown.
  private var offTarget: Set<RouteID> = []
  /// The number of the next event a step given up said: they go out in that order.
  private var nextAwaiting = 0
  private var nextAttempt = 0

  /// Whether a route is on the target.
  func contains(_ id: RouteID) -> Bool { lives[id] != nil && !offTarget.contains(id) }

  /// The one id-uniqueness check: throws when a route's id is on the target (other than
  /// `replacing`) or appears twice among `routes`.
  func checkNewIDs(of routes: some Sequence<Route<Destination>>, replacing: RouteID? = nil) throws {
    var seen = Set<RouteID>()
    for route in routes {
      guard !contains(route.id) || route.id == replacing, seen.insert(route.id).inserted else {
        throw RouteStackError.duplicateRouteID(route.id, screen: route.screen)
      }
    }
  }

  /// Why a route last joined or left the target.
  func reason(of route: Route<Destination>) -> RouteChangeReason { lives[route.id]?.reason ?? .programmatic }

  /// Records a change of the target by comparing its two stacks (``Plan``, with `policy`): every
  /// route that joins or leaves gets the change's reason.
  /// - Returns: The routes that left while no controller showed them (no step will report them),
  ///   `detentChanged` for each sheet moved to another detent, and the steps compared.
  @discardableResult
  mutating func record(
    _ change: TargetChange<Destination>, policy: AnimationPolicy = .none
  ) -> (
    leftUnshown: [Route<Destination>], detentChanges: [RouterEvent<Destination>], steps: [PresentationStep<Destination>]
  ) {
    for route in change.alsoLeaving {
      var life = lifeOrNew(route)
      life.reason = change.reason
      lives[route.id] = life
    }
    var presented: [Route<Destination>] = []
    var dismissed: [Route<Destination>] = []
    var detentChanges: [RouterEvent<Destination>] = []
    var stack = change.old
    let steps = Plan.steps(from: change.old, to: change.new, policy: policy)
    for index in steps.indices {
      let step = steps[index]
      let routes = step.change(from: stack)
      presented += routes.presented
      dismissed += routes.dismissed
      if case .selectDetent(_, let route) = step, let detent = route.presentation.sheetConfiguration?.restingDetent {
        detentChanges.append(.detentChanged(route, to: detent, reason: change.reason))
      }
      // The stack after the last step is the new target: not made again.
      if index < steps.count - 1 { step.apply(to: &stack) }
    }
    // UIKit has the layers above a removed one presented again, but for the target they stay,
    // and keep the reason they came with.
    let staying = Set(presented.map { $0.id })
    let wereThere = Set(dismissed)
    var leftUnshown: [Route<Destination>] = []
    for route in dismissed where !staying.contains(route.id) {
      var life = lives[route.id] ?? RouteLife(route)
      offTarget.insert(route.id)
      life.reason = change.reason
      life.openAttempts = []
      if life.isMoving || life.isAwaiting(.didPresent) {
        leftUnshown.append(life.route)
        life.isMoving = false
        life.awaiting = nil
      }
      lives[route.id] = life
    }
    for route in presented where !wereThere.contains(route) {
      var life = lives[route.id] ?? RouteLife(route)
      life.route = route
      offTarget.remove(route.id)
      life.reason = change.reason
      // Said leaving and put back before it went: when it goes later, that is another dismissal.
      if life.isAwaiting(.didDismiss) { life.awaiting = nil }
      life.saidLeaving = false
      life.finishedResult = nil
      lives[route.id] = life
    }
    return (leftUnshown, detentChanges, steps)
  }

  /// The route's life, or a new one, off the target.
  private mutating func lifeOrNew(_ route: Route<Destination>) -> RouteLife<Destination> {
    if let life = lives[route.id] { return life }
    offTarget.insert(route.id)
    return RouteLife(route)
  }

  /// The screen settled: forgets the routes that left the target and the screen, and what the
  /// others that left registered.
  mutating func forgetRoutesThatLeft() {
    for id in offTarget {
      guard let life = lives[id] else { continue }
      if life.controllers == 0, !life.isMoving, life.awaiting == nil {
        // A controller's result outlives one settle, for the code awaiting it.
        if let result = life.finishedResult, !life.resultOutlivedSettle {
          var kept = RouteLife(life.route)
          kept.finishedResult = result
          kept.resultOutlivedSettle = true
          lives[id] = kept
        } else {
          lives[id] = nil
          offTarget.remove(id)
        }
      } else {
        // Still on screen after a step given up: only what it registered goes.
        lives[id]?.reason = .programmatic
        lives[id]?.exitAction = nil
        lives[id]?.confirmation = nil
        lives[id]?.saidLeaving = false
        lives[id]?.finishedResult = nil
      }
    }
  }

  // MARK: What routes register

  /// Registers the exit action of a route on the target, replacing any earlier one, or with
  /// `adding`, run together with it.
  /// - Throws: ``RouteStackError/routeNotFound(_:)`` when the route is not on the target.
  mutating func setExitAction(_ action: @escaping ExitAction, for id: RouteID, adding: Bool = false) throws {
    guard contains(id) else { throw RouteStackError.routeNotFound(id) }
    guard adding, let earlier = lives[id]?.exitAction else {
      lives[id]?.exitAction = action
      return
    }
    lives[id]?.exitAction = { reason in
      async let first: Void = earlier(reason)
      await action(reason)
      await first
    }
  }

  /// Whether a route's exit action is still to run.
  func hasExitAction(_ id: RouteID) -> Bool { lives[id]?.exitAction != nil }

  /// Registers the handler asked when the user tries to dismiss a route on the target.
  /// - Throws: ``RouteStackError/routeNotFound(_:)`` when the route is not on the target.
  mutating func setConfirmation(_ handler: @escaping Confirmation, for id: RouteID) throws {
    guard contains(id) else { throw RouteStackError.routeNotFound(id) }
    lives[id]?.confirmation = handler
  }

  /// The confirmation handler of a route, if it has one.
  func confirmation(of id: RouteID) -> Confirmation? { lives[id]?.confirmation }

  /// Keeps what the controller of a route on the target finished with.
  mutating func keepFinishedResult(_ result: ControllerResult, of id: RouteID) {
    if contains(id) { lives[id]?.finishedResult = result }
  }

  /// Takes what the controller of a route finished with, once.
  mutating func takeFinishedResult(of id: RouteID) -> ControllerResult? {
    defer { lives[id]?.finishedResult = nil }
    return lives[id]?.finishedResult
  }

  /// Opens the user's attempt to dismiss a route on the target: its number.
  mutating func openAttempt(on id: RouteID) -> Int {
    defer { nextAttempt += 1 }
    lives[id]?.openAttempts.insert(nextAttempt)
    return nextAttempt
  }

  /// Closes an attempt as its answer comes: whether its route stayed on the target since.
  mutating func closeAttempt(_ attempt: Int, on id: RouteID) -> Bool {
    lives[id]?.openAttempts.remove(attempt) != nil
  }
}

// MARK: - Events

/// The ``RouterEvent``s of steps, exit actions and the user's removals. Events follow routes, not
/// layers: UIKit cannot move a presented controller under another presenter, so a route that
/// keeps its place on the target but not its layer (`[A, B, C]` → `[A, C]`) is shown again by
/// another controller and reported once as rebuilt.
extension RouteLedger {
  /// The events of a step the host is about to take (`willDismiss`, then `willPresent`), and its
  /// routes, which the machine keeps with the step.
  mutating func stepStarting(
    _ ticket: TransitionStateMachine<Destination>.Ticket
  ) -> (events: [RouterEvent<Destination>], routes: StepRoutes<Destination>) {
    var routes = StepRoutes<Destination>()
    var events: [RouterEvent<Destination>] = []
    for route in ticket.dismissed {
      var life = lifeOrNew(route)
      life.route = route
      if life.controllers > 1 {
        life.controllers -= 1  // another controller still shows it
      } else {
        life.controllers = 0
        if contains(route.id) {
          life.isMoving = true
        } else {
          routes.leaving.append(route)
          // Said leaving ahead of the step (with its exit action, or by a step given up): not again.
          if !life.saidLeaving { events.append(.willDismiss(route, reason: life.reason)) }
          life.saidLeaving = false
        }
      }
      lives[route.id] = life
    }
    for route in ticket.presented {
      var life = lifeOrNew(route)
      life.route = route
      if life.controllers > 0 || life.isMoving {
        routes.rebuilt.append(route)
      } else {
        routes.entering.append(route)
        // A route said coming by a step that was given up is not said coming again.
        if !life.isAwaiting(.didPresent) { events.append(.willPresent(route, reason: life.reason)) }
      }
      life.controllers += 1
      life.isMoving = false
      lives[route.id] = life
    }
    return (events, routes)
  }

  /// The events of a step the host completed: `didDismiss`, `didPresent`, then `screenRebuilt`.
  mutating func stepCompleted(_ routes: StepRoutes<Destination>) -> [RouterEvent<Destination>] {
    var events: [RouterEvent<Destination>] = []
    for route in routes.leaving {
      lives[route.id]?.leftScreen()
      events.append(.didDismiss(route, reason: reason(of: route)))
    }
    for route in routes.entering {
      let life = lives[route.id]
      if life?.isAwaiting(.didPresent) == true { lives[route.id]?.awaiting = nil }
      events.append(.didPresent(route, reason: life?.reason ?? .programmatic))
    }
    for route in routes.rebuilt { events.append(.screenRebuilt(route)) }
    return events
  }

  /// A step the host took was given up: its routes, said coming or leaving, are said presented
  /// or dismissed by ``hostShows(_:)``, and get no second `willDismiss`.
  mutating func stepGivenUp(_ routes: StepRoutes<Destination>) {
    for route in routes.entering { noteAwaiting(.didPresent, route) }
    for route in routes.leaving {
      noteAwaiting(.didDismiss, route)
      lives[route.id]?.saidLeaving = true
    }
  }

  private mutating func noteAwaiting(_ event: RouteLife<Destination>.Awaiting, _ route: Route<Destination>) {
    guard lives[route.id]?.isAwaiting(event) != true else { return }
    var life = lifeOrNew(route)
    life.awaiting = (event, nextAwaiting)
    lives[route.id] = life
    nextAwaiting += 1
  }

  /// A host shows this stack (attached, resynchronised, or gone): one controller per route. A
  /// route of a step given up is said dismissed once off screen, presented once on it.
  mutating func hostShows(_ shown: RouteStack<Destination>) -> [RouterEvent<Destination>] {
    let onScreen = Set(shown.routes.map { $0.id })
    var dismissed: [(order: Int, route: Route<Destination>)] = []
    var presented: [(order: Int, route: Route<Destination>)] = []
    for (id, var life) in lives {
      let isShown = onScreen.contains(id)
      life.isMoving =
        (life.controllers > 0 || life.isMoving) && !isShown && contains(id) && !life.isAwaiting(.didPresent)
      life.controllers = isShown ? 1 : 0
      switch life.awaiting {
      case (.didDismiss, let order)? where !isShown:
        dismissed.append((order, life.route))
        life.leftScreen()
      case (.didPresent, let order)? where isShown:
        presented.append((order, life.route))
        life.awaiting = nil
      default: break
      }
      lives[id] = life
    }
    for route in shown.routes where lives[route.id] == nil {
      var life = lifeOrNew(route)
      life.controllers = 1
      lives[route.id] = life
    }
    return dismissed.sorted { $0.order < $1.order }.map { .didDismiss($0.route, reason: reason(of: $0.route)) }
      + presented.sorted { $0.order < $1.order }.map { .didPresent($0.route, reason: reason(of: $0.route)) }
  }

  /// The exits of routes leaving the target, top first: `willDismiss` for each (unless it went
  /// out ahead) and its exit action, taken to run once. Routes that `leftScreen` with no step to
  /// wait for also get `didDismiss`, and what they registered goes: one whose entrance this cut
  /// short is never said presented, as UIKit sends no `viewDidAppear` after a cancelled appearance.
  mutating func exits(
    of routes: [Route<Destination>], leftScreen: Bool
  ) -> (events: [RouterEvent<Destination>], actions: [(RouteID, RouteChangeReason, ExitAction?)]) {
    var events: [RouterEvent<Destination>] = []
    var actions: [(RouteID, RouteChangeReason, ExitAction?)] = []
    for route in routes {
      let reason = reason(of: route)
      if lives[route.id]?.saidLeaving != true { events.append(.willDismiss(route, reason: reason)) }
      actions.append((route.id, reason, lives[route.id]?.exitAction))
      if leftScreen {
        events.append(.didDismiss(route, reason: reason))
        // Said leaving here, not with a step: a route with the same id later is another.
        lives[route.id]?.leftScreen()
      } else {
        lives[route.id]?.exitAction = nil
        lives[route.id]?.saidLeaving = true
      }
    }
    return (events, actions)
  }
}
