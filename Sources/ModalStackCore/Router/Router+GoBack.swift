extension Router {
  /// Goes back to a route: everything after it on ``stack``, pushes and modals, goes in one change.
  /// - Parameters:
  ///   - id: The route to show.
  ///   - animated: `nil` (the default) follows the ``settings``' animation policy.
  /// - Throws: ``RouteStackError/routeNotFound(_:)`` when it is not on the stack; nothing changes.
  public func goBack(toRoute id: RouteID, animated: Bool? = nil) throws {
    try run(.goBack(to: id), animated: animated)
  }

  /// Goes back to the newest route showing a destination.
  /// - Parameters:
  ///   - destination: The destination to show again.
  ///   - animated: `nil` (the default) follows the ``settings``' animation policy.
  /// - Throws: ``RouteStackError/noRouteMatches(_:)`` when no route shows it; nothing changes.
  public func goBack(to destination: Destination, animated: Bool? = nil) throws {
    try goBack(animated: animated, seeking: "\(destination)") { $0.destination == destination }
  }

  /// Goes back to the newest route that matches, push or modal.
  /// - Parameters:
  ///   - animated: `nil` (the default) follows the ``settings``' animation policy.
  ///   - matches: Whether a route is the one to show.
  /// - Throws: ``RouteStackError/noRouteMatches(_:)`` when no route matches; nothing changes.
  public func goBack(animated: Bool? = nil, where matches: (Route<Destination>) -> Bool) throws {
    try goBack(animated: animated, seeking: "a route matching the predicate", matches)
  }

  /// Goes back to a position on ``stack`` (0 is the root screen), in one change.
  /// - Parameters:
  ///   - index: The position to show, in `0...stack.count`.
  ///   - animated: `nil` (the default) follows the ``settings``' animation policy.
  /// - Throws: ``RouteStackError/indexOutOfRange(_:valid:)``; nothing changes.
  public func goBack(toIndex index: Int, animated: Bool? = nil) throws {
    try run(.goBackToIndex(index), animated: animated)
  }

  /// Removes the newest routes on ``stack``, pushes and modals counted together, in one change.
  /// - Parameters:
  ///   - count: How many, at least 1 and at most `stack.count`.
  ///   - animated: `nil` (the default) follows the ``settings``' animation policy.
  /// - Throws: ``RouteStackError/invalidCount(_:)`` or ``RouteStackError/tooFewRoutes(_:available:)``.
  public func removeLast(_ count: Int, animated: Bool? = nil) throws {
    try run(.removeLast(count), animated: animated)
  }

  /// Dismisses the top modal layers, each with the routes pushed on it, in one change.
  /// - Parameters:
  ///   - count: How many layers, at least 1 and at most the modal layers on ``stack``.
  ///   - animated: `nil` (the default) follows the ``settings``' animation policy.
  /// - Throws: ``RouteStackError/invalidCount(_:)`` or ``RouteStackError/tooFewLayers(_:available:)``.
  public func dismiss(layers count: Int, animated: Bool? = nil) throws {
    try run(.dismissLayers(count), animated: animated)
  }

  /// Replaces the top pushes of a navigation stack of the top layer with other screens in one animation, as
  /// UIKit's `setViewControllers` does; everything else stays. Returns the new routes' ids, bottom first.
  /// - Parameters:
  ///   - count: How many pushes go, at least 1 and at most the stack's.
  ///   - destinations: The screens pushed in their place, bottom first; none pops only.
  ///   - stack: The stack; `nil`, the default, is the one the user is in.
  ///   - animated: `nil` (the default) follows the ``settings``' animation policy.
  /// - Throws: ``RouteStackError``, such as ``RouteStackError/tooFewPushes(_:available:stack:)``.
  @discardableResult
  public func replacePushes(
    _ count: Int, with destinations: [Destination], in stack: NavigationStackID? = nil, animated: Bool? = nil
  ) throws -> [RouteID] {
    let routes = destinations.map { Route($0, presentation: .push) }
    return try run(.replacePushes(count: count, with: routes, in: stack), animated: animated)
  }

  /// Inserts a push just under a pushed route, in its stack: the route stays on screen, back leads to it.
  /// - Parameters:
  ///   - destination: The screen to insert.
  ///   - before: The pushed route it goes under.
  ///   - id: The new route's id; a random one by default.
  ///   - animated: `nil` (the default) follows the ``settings``' animation policy.
  /// - Throws: ``RouteStackError`` when `before` is not a pushed route on the stack or `id` is taken.
  @discardableResult
  public func insert(_ destination: Destination, before: RouteID, id: RouteID = RouteID(), animated: Bool? = nil)
    throws -> RouteID
  {
    try run(.insert(destination, before: before, id: id), animated: animated)[0]
  }

  private func goBack(animated: Bool?, seeking: String, _ matches: (Route<Destination>) -> Bool) throws {
    guard let index = stack.routes.lastIndex(where: matches) else { throw RouteStackError.noRouteMatches(seeking) }
    try goBack(toIndex: index + 1, animated: animated)
  }
}
