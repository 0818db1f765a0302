extension Router {
  /// The navigation stacks the app marked in the window this router drives, as its session reports them.
  package var navigationStacks: NavigationStacks? { engine.navigationStacks }

  /// The stack a push onto layer `index` of `target` (default: the target's top layer) joins: the one
  /// named, or the one the user is in; `nil` with no window that tells. Throws and reports a refusal.
  func stackForPush(
    _ requested: NavigationStackID?, onTopOf target: RouteStack<Destination>? = nil, onLayer index: Int? = nil
  ) throws -> NavigationStackID? {
    switch pushStack(requested, onTopOf: target ?? stack, onLayer: index) {
    case .success(let stack): return stack
    case .failure(let error):
      emit(.pushRefused(error))
      throw error
    }
  }

  /// The stack a push joins, as ``stackForPush(_:onTopOf:onLayer:)`` decides it, unreported.
  func pushStack(_ requested: NavigationStackID?, onTopOf target: RouteStack<Destination>, onLayer index: Int? = nil)
    -> Result<NavigationStackID?, RouteStackError>
  {
    guard let stacks = navigationStacks else { return .success(requested) }
    let layer = (index.flatMap(target.layer(at:)) ?? target.topLayer).modal?.id
    let isOnScreen = layer.map(presented.contains) ?? true
    return stacks.stack(forPush: requested, onLayer: layer, isOnScreen: isOnScreen)
  }

  /// A turn after a modal layer is presented: its unnamed pushes join the selected stack when it has
  /// no `main`, and a push no stack would show is refused (event and warning).
  func refuseHiddenPushes(onLayerOf id: RouteID) {
    guard let stacks = navigationStacks?[id], presented.contains(id), let index = stack.layerIndex(ofModal: id),
      var path = stack.layer(at: index)?.path
    else { return }
    // Known only now (a sheet whose screen is a `TabView` of named stacks): in one change.
    if let selected = stacks.selected, !stacks.shows(.main), path.contains(where: { $0.stack == nil }) {
      for offset in path.indices where path[offset].stack == nil { path[offset].stack = selected }
      var joined = stack
      joined.setPath(path, ofLayer: index)
      engine.changing(animated: false) { engine.replace(with: joined, reason: .programmatic, source: .scene) }
    }
    let hidden = path.first { route in
      route.stack == nil ? !stacks.shows(.main) : stacks.showsNoStack
    }
    guard let hidden, let name = hidden.shownInStack else { return }
    try? engine.dismiss(hidden.id, reason: .programmatic, source: .api)
    let error = RouteStackError.noStackShowsPushes(name)
    emit(.pushRefused(error))
    let push = RouterCommand.push(hidden.destination, onto: .containing(id), in: hidden.stack, id: hidden.id)
    refused(push, because: error)
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
