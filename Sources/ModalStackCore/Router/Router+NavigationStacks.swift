extension Router {
  /// The navigation stacks the app marked in the window this router drives, as its session told.
  package var navigationStacks: NavigationStacks? { engine.navigationStacks }

  /// The stack a push onto layer `index` of `target` joins (the router's target and its top layer
  /// by default): the one named, or the one the user is in there; `nil` with no window that tells.
  /// Throws (and reports) `noStackShowsPushes` when the layer is on screen and no stack of it would show the route.
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

  /// Run a turn after a modal layer's presentation is reported: its pushes that named no stack
  /// join the one the user is in (if it has no `main`), and those no stack would show are refused
  /// (an event and the refusal warning); a push into a named stack not built yet keeps waiting.
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
      route.stack == nil ? !stacks.shows(.main) : stacks.marksNoStack
    }
    guard let hidden, let name = hidden.shownInStack else { return }
    try? engine.dismiss(hidden.id, reason: .programmatic, source: .api)
    let error = RouteStackError.noStackShowsPushes(name)
    emit(.pushRefused(error))
    let push = RouterCommand.push(hidden.destination, onto: .containing(id), in: hidden.stack, id: hidden.id)
    refusalWarning?(Self.refusalSentence(push, error))
  }

  /// The stack of the top layer the router wants on screen, if another one is selected there: the
  /// stack its newest push went into (a deep link or a notification into another tab). Bind a
  /// `TabView`'s selection to it so the tab follows the link; it is `nil` again once that stack is
  /// selected or shown.
  ///
  /// ```swift
  /// .onChange(of: router.requestedStack) { _, stack in if let stack { tab = stack } }
  /// ```
  public var requestedStack: NavigationStackID? {
    guard let stacks = navigationStacks else { return nil }
    return stacks.requested(onLayer: stack.topLayer.modal?.id)
  }

  /// A new route presented from here, by the app or from outside: a push joins the stack the
  /// user is in (``stackForPush(_:onTopOf:onLayer:)``).
  func newRoute(_ destination: Destination, as presentation: Presentation, id: RouteID) throws -> Route<Destination> {
    Route(destination, presentation: presentation, id: id, stack: presentation == .push ? try stackForPush(nil) : nil)
  }

  /// The routes pushed on the top layer in `requested` (`nil`: the one the user is in, or with no
  /// window that tells, the last push's), bottom first.
  func pushedRoutes(inStack requested: NavigationStackID?) -> [Route<Destination>] {
    pushedRoutes(inStack: requested, onLayer: stack.topLayer)
  }

  /// The routes pushed on a layer of `stack` in one of its stacks, chosen as for the top layer.
  func pushedRoutes(inStack requested: NavigationStackID?, onLayer layer: Layer<Destination>) -> [Route<Destination>] {
    let path = layer.path
    let selected = navigationStacks?[layer.modal?.id]?.selected
    guard let shown = requested ?? selected ?? path.last?.shownInStack else { return [] }
    return path.routes(in: shown)
  }
}
