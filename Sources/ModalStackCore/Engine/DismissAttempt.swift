/// What a user's attempt to dismiss a route (a swipe on a blocked sheet, a tap outside a popup,
/// VoiceOver's escape gesture) leads to, by the route's ``DismissPolicy``: a pure decision.
enum DismissAttempt<Destination: Hashable & Sendable> {
  /// The route goes.
  case dismiss
  /// The route stays; the attempt is reported.
  case blocked
  /// The app decides, asynchronously.
  case ask(@MainActor (RouteChangeReason) async -> Bool)

  /// Decides an attempt.
  /// - Parameters:
  ///   - route: The route the user tried to dismiss.
  ///   - reason: How: a view's own `dismiss()` (``RouteChangeReason/dismissAction``) is the app's
  ///     way out of the route, so a policy that blocks the user's swipes does not block it; a
  ///     confirm-first route still asks. A controller that finished
  ///     (``RouteChangeReason/finished``) always goes.
  ///   - ownHandler: The route's own confirmation handler, if it registered one.
  ///   - routerWide: The router's confirmation handler, if the app set one.
  init(
    _ route: Route<Destination>, reason: RouteChangeReason, ownHandler: RouteLedger<Destination>.Confirmation?,
    routerWide: (@MainActor (Route<Destination>, RouteChangeReason) async -> Bool)?
  ) {
    var handler = ownHandler
    if handler == nil, let routerWide { handler = { reason in await routerWide(route, reason) } }
    // A controller that finished (mail sent, a photo picked) is done: no policy keeps it.
    switch (reason == .finished ? .allowed : route.modal?.dismissPolicy ?? .allowed, handler) {
    case (.allowed, _): self = .dismiss
    case (.confirm, let handler?): self = .ask(handler)
    // Confirm-first with no one to ask is treated as blocked.
    case (.blocked, _), (.confirm, nil): self = reason == .dismissAction ? .dismiss : .blocked
    }
  }
}
