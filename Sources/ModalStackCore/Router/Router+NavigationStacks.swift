extension Router {
  /// The stack a push onto the top layer joins: the one named, or the one the user is in; `nil`
  /// (the main stack) when no window tells which stacks there are.
  /// - Throws: ``RouteStackError/noStackShowsPushes(_:)`` (reported too) when the top layer is on
  ///   screen and no stack of it would show the route.
  /// - Parameter target: The stack the push goes on top of; the router's target by default.
  func stackForPush(_ requested: NavigationStackID?, onTopOf target: RouteStack<Destination>? = nil) throws
    -> NavigationStackID?
  {
    switch pushStack(requested, onTopOf: target ?? stack) {
    case .success(let stack): return stack
    case .failure(let error):
      emit(.pushRefused(error))
      throw error
    }
  }

  /// The stack a push on top of `target` joins, as ``stackForPush(_:onTopOf:)`` decides it, unreported.
  func pushStack(_ requested: NavigationStackID?, onTopOf target: RouteStack<Destination>) -> Result<
    NavigationStackID?, RouteStackError
  > {
    guard let stacks = navigationStacks else { return .success(requested) }
    let layer = target.topLayer.modal?.id
    let isOnScreen = layer.map(presented.contains) ?? true
    return stacks.stack(forPush: requested, onLayer: layer, isOnScreen: isOnScreen).map { $0 }
  }

  /// A new route presented from here, by the app or from outside: a push joins the stack the
  /// user is in (``stackForPush(_:)``).
  func newRoute(_ destination: Destination, as presentation: Presentation, id: RouteID) throws -> Route<Destination> {
    Route(destination, presentation: presentation, id: id, stack: presentation == .push ? try stackForPush(nil) : nil)
  }

  /// The routes pushed on the top layer in one of its stacks, bottom first.
  /// - Parameter requested: The stack; `nil` for the one the user is in, or (with no window that
  ///   tells) the stack of the last pushed route.
  func pushedRoutes(inStack requested: NavigationStackID?) -> [Route<Destination>] {
    let path = stack.topLayer.path
    let selected = navigationStacks?[stack.topLayer.modal?.id]?.selected
    guard let shown = requested ?? selected ?? path.last?.shownInStack else { return [] }
    return path.routes(in: shown)
  }
}
