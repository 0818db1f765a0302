extension Router {
  /// The stack a push onto the top layer joins: the one named, or the one the user is in; `nil`
  /// (the main stack) when no window tells which stacks there are.
  /// - Throws: ``RouteStackError/noStackShowsPushes(_:)`` (reported too) when the top layer is on
  ///   screen and no stack of it would show the route.
  func stackForPush(_ requested: NavigationStackID?) throws -> NavigationStackID? {
    guard let stacks = navigationStacks else { return requested }
    let layer = stack.topLayer.modal?.id
    let isOnScreen = layer.map(presented.contains) ?? true
    switch stacks.stack(forPush: requested, onLayer: layer, isOnScreen: isOnScreen) {
    case .success(let stack): return stack
    case .failure(let error):
      emit(.pushRefused(error))
      throw error
    }
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
