extension Router {
  /// The navigation stacks the app marked in the window this router drives, as its session told.
  package var navigationStacks: NavigationStacks? { engine.navigationStacks }

  /// The stack a push onto a layer joins (the top one by default): the one named, or the one
  /// the user is in there; `nil` (the main stack) when no window tells which stacks there are.
  /// - Throws: ``RouteStackError/noStackShowsPushes(_:)`` (reported too) when the layer is a
  ///   presented one, on screen, and no stack of it would show the route.
  /// - Parameters:
  ///   - target: The stack the push goes into; the router's target by default.
  ///   - index: The layer of `target`; its top layer by default.
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

  /// A modal layer finished appearing (the host confirmed it): its content has had its chance to
  /// mark its stacks, so the pushes it was created with (a deep link into a sheet, a restored
  /// stack) that named no stack join the one the user is in there, if it has no `main`; those
  /// that would never show are refused (an event, and the refusal warning a refused command
  /// gives): every push when it marks no stack. A push into a named stack it has not
  /// built yet (a tab of a `TabView` in the sheet) keeps waiting for it.
  ///
  /// Run a turn after the report of the presentation, never inside it.
  /// - Parameter id: The layer's modal route.
  func refuseHiddenPushes(onLayerOf id: RouteID) {
    guard let stacks = navigationStacks?[id], presented.contains(id), let index = stack.layerIndex(ofModal: id),
      var path = stack.layer(at: index)?.path
    else { return }
    // Pushes that named no stack join the stack the user is in, known only now (a sheet whose
    // screen is a `TabView` of named stacks): in one change, before anything is refused.
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

  /// The routes pushed on the top layer in one of its stacks, bottom first.
  /// - Parameter requested: The stack; `nil` for the one the user is in, or (with no window that
  ///   tells) the stack of the last pushed route.
  func pushedRoutes(inStack requested: NavigationStackID?) -> [Route<Destination>] {
    pushedRoutes(inStack: requested, onLayer: stack.topLayer)
  }

  /// The routes pushed on a layer in one of its stacks, bottom first.
  /// - Parameters:
  ///   - requested: The stack; `nil` for the one the user is in on that layer, or (with no
  ///     window that tells) the stack of the layer's last pushed route.
  ///   - layer: The layer, of ``stack``.
  func pushedRoutes(inStack requested: NavigationStackID?, onLayer layer: Layer<Destination>) -> [Route<Destination>] {
    let path = layer.path
    let selected = navigationStacks?[layer.modal?.id]?.selected
    guard let shown = requested ?? selected ?? path.last?.shownInStack else { return [] }
    return path.routes(in: shown)
  }
}
