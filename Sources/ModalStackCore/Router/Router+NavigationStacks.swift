extension Router {
  /// The navigation stacks the app marked in the window this router drives, as its session reports them.
  package var navigationStacks: NavigationStacks? { engine.navigationStacks }

  /// Joins a presented layer's pushes to its stacks (``RouterEngine/joinStacks(onLayerOf:)``); a
  /// push taken off is a refused command.
  func joinStacks(onLayerOf id: RouteID) {
    guard let (push, error) = engine.joinStacks(onLayerOf: id) else { return }
    refused(.push(push.destination, onto: .containing(id), in: push.stack, id: push.id), because: error)
  }

  /// The stack of the top layer its newest push went into, while another one is selected there (a
  /// deep link into another tab); `nil` once it is selected. Bind a `TabView`'s selection to it.
  public var requestedStack: NavigationStackID? {
    guard let stacks = navigationStacks else { return nil }
    return stacks.requested(onLayer: stack.topLayer.modal?.id)
  }

  /// The routes pushed on a layer (default: the top one) in `requested` (`nil`: the one the user is in),
  /// bottom first.
  func pushedRoutes(inStack requested: NavigationStackID?, onLayer layer: Layer<Destination>? = nil)
    -> [Route<Destination>]
  {
    let layer = layer ?? stack.topLayer
    let path = layer.path
    let selected = navigationStacks?[layer.modal?.id]?.selected
    guard let shown = requested ?? selected ?? path.last?.shownInStack else { return [] }
    return path.routes(in: shown)
  }
}
