/// What a command does to a router's target, decided as a value before anything changes: the
/// new target, and the reason every route that joins or leaves carries in its events.
///
/// Each command of ``RouterEngine`` makes one, checked first (all or nothing); the engine
/// applies it and its ``RouteLedger`` records it. Nothing here touches a host or a clock.
struct TargetChange<Destination: Hashable & Sendable>: Hashable {
  /// The target before the change.
  let old: RouteStack<Destination>
  /// The target after the change.
  let new: RouteStack<Destination>
  /// Why: every route that joins or leaves the target gets this reason.
  let reason: RouteChangeReason
  /// Routes the user took off the screen that had already left the target (a swipe on a sheet
  /// a command was about to dismiss): they leave with this change's reason too.
  var alsoLeaving: [Route<Destination>] = []

  /// Appends routes on top, checking ids and presentations first.
  /// - Throws: ``RouteStackError`` for an id on the target or twice among `routes`, or a route
  ///   that cannot be presented where it would go.
  static func appending(
    _ routes: [Route<Destination>], to stack: RouteStack<Destination>, ledger: RouteLedger<Destination>,
    reason: RouteChangeReason
  ) throws -> Self {
    try ledger.checkNewIDs(of: routes)
    var target = stack
    for route in routes { try target.append(route) }
    return Self(old: stack, new: target, reason: reason)
  }

  /// Removes a route and everything above it (a pushed route is popped with what follows it).
  /// - Throws: ``RouteStackError/routeNotFound(_:)`` when it is not on the target.
  static func dismissing(
    _ id: RouteID, in stack: RouteStack<Destination>, ledger: RouteLedger<Destination>, reason: RouteChangeReason
  ) throws -> Self {
    var target = stack
    guard ledger.contains(id), target.remove(from: id) != nil else { throw RouteStackError.routeNotFound(id) }
    return Self(old: stack, new: target, reason: reason)
  }

  /// Dismisses the top modal layer and the routes pushed on it.
  /// - Throws: ``RouteStackError/nothingToDismiss`` when only the root layer is showing.
  static func dismissingTop(of stack: RouteStack<Destination>, ledger: RouteLedger<Destination>) throws -> Self {
    guard let modal = stack.topLayer.modal else { throw RouteStackError.nothingToDismiss }
    return try dismissing(modal.id, in: stack, ledger: ledger, reason: .programmatic)
  }

  /// Dismisses every modal layer; the routes pushed on the root layer stay.
  static func dismissingAll(in stack: RouteStack<Destination>, reason: RouteChangeReason = .dismissAll) -> Self {
    var target = stack
    target.removeLayers(above: 0)
    return Self(old: stack, new: target, reason: reason)
  }

  /// Replaces a presentation slot's route (and what is above it) with a new one.
  /// - Parameters:
  ///   - old: The slot's route, if it still has one on the target.
  ///   - route: The new route; it may reuse `old`'s id.
  /// - Throws: ``RouteStackError`` when the new route's id is taken or it cannot be presented.
  static func replacing(
    _ old: RouteID?, with route: Route<Destination>, in stack: RouteStack<Destination>, ledger: RouteLedger<Destination>
  ) throws -> Self {
    var target = stack
    if let old { target.remove(from: old) }
    try ledger.checkNewIDs(of: [route], replacing: old)
    try target.append(route)
    return Self(old: stack, new: target, reason: .programmatic)
  }

  /// Places a deep link's routes as its pattern says.
  /// - Returns: The change (`nil` when the target already is what the link asks for) and the
  ///   ids of the link's routes, bottom first (for ``DeepLinkPlacement/reuseExisting`` the
  ///   first is the reused route's).
  /// - Throws: ``RouteStackError`` when an id is taken or a route cannot be presented.
  static func placing(
    _ routes: [Route<Destination>], _ placement: DeepLinkPlacement, in stack: RouteStack<Destination>,
    ledger: RouteLedger<Destination>
  ) throws -> (change: Self?, ids: [RouteID]) {
    // A reused route keeps its id; a replaced stack may reuse any id.
    if placement != .replaceStack { try ledger.checkNewIDs(of: routes.dropFirst(placement == .reuseExisting ? 1 : 0)) }
    guard let (target, ids) = try stack.placing(routes, placement) else {
      return (try appending(routes, to: stack, ledger: ledger, reason: .deepLink), routes.map(\.id))
    }
    return (target == stack ? nil : Self(old: stack, new: target, reason: .deepLink), ids)
  }
}
