/// Which ``RouterEvent``s the router sends, with which reasons, as the queue's steps start and
/// complete, exit actions start, and the user removes routes; and what each leaves behind in the
/// ledger. The router only sends what these return.
extension RouteLedger {
  /// The events of a step the host is about to take: `willDismiss` for each route it removes
  /// (unless it went out with the route's exit action), then `willPresent` for each it shows.
  /// - Parameter reporting: Whether anyone hears the events; when not, only the ledger changes
  ///   and the result is empty (building events nobody reads is most of a command's cost).
  mutating func stepStarting(_ ticket: TransitionStateMachine<Destination>.Ticket, reporting: Bool = true) -> [RouterEvent<Destination>] {
    let dismissed = ticket.dismissed.filter { needsWillDismiss($0.id) }
    guard reporting else { return [] }
    return dismissed.map { .willDismiss($0, reason: reason(of: $0)) } + ticket.presented.map { .willPresent($0, reason: reason(of: $0)) }
  }

  /// The events of a step the host completed: `didDismiss` for each route it removed (what
  /// they registered is dropped), then `didPresent` for each it showed.
  /// - Parameter reporting: Whether anyone hears the events (see ``stepStarting(_:reporting:)``).
  mutating func stepCompleted(_ ticket: TransitionStateMachine<Destination>.Ticket, reporting: Bool = true) -> [RouterEvent<Destination>] {
    for route in ticket.dismissed { routeLeftScreen(route.id) }
    guard reporting else { return [] }
    return ticket.dismissed.map { .didDismiss($0, reason: reason(of: $0)) } + ticket.presented.map { .didPresent($0, reason: reason(of: $0)) }
  }

  /// The exits of the visible routes a dismissal removes, before its step: `willDismiss` goes
  /// out for each now, and each exit action (taken, so it runs once) is called with the reason.
  mutating func startingExits(
    of routes: [Route<Destination>]
  ) -> (events: [RouterEvent<Destination>], actions: [(RouteID, RouteChangeReason, ExitAction?)]) {
    let actions = routes.map { route in (route.id, reason(of: route), takeExitAction(of: route.id)) }
    return (routes.map { .willDismiss($0, reason: reason(of: $0)) }, actions)
  }

  /// The events a queue effect reports by itself: a fault, a wait for someone else's controller
  /// or its end, or the user's removal of routes (`willDismiss` and `didDismiss` for each, top
  /// first; what they registered is dropped). None for the effects the router carries out.
  mutating func events(reporting effect: TransitionStateMachine<Destination>.Effect) -> [RouterEvent<Destination>] {
    switch effect {
    case .fault(let fault):
      return [.hostFault(fault)]
    case .waiting(let foreign):
      return [foreign.map { .waitingForForeignPresentation($0) } ?? .resumedAfterForeignPresentation]
    case .userRemoved(let routes):
      var events: [RouterEvent<Destination>] = []
      for route in routes {
        routeLeftScreen(route.id)
        events += [.willDismiss(route, reason: reason(of: route)), .didDismiss(route, reason: reason(of: route))]
      }
      return events
    case .perform, .runExitActions, .resynchronize, .recheckLater, .settled, .forgetStepInFlight:
      return []
    }
  }
}
