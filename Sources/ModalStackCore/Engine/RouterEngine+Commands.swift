/// The commands the engine takes: each builds and checks its new target, then applies it as a
/// ``TargetChange`` (all or nothing); `source` is for the flight recorder.
extension RouterEngine {
  func contains(_ id: RouteID) -> Bool { ledger.contains(id) }

  /// Presents a route on top, unless `once` finds an equal destination showing.
  /// - Returns: The route's id, or the id of the route already showing the destination.
  /// - Throws: ``RouteStackError`` when the id is taken or the presentation is invalid here.
  func present(_ route: Route<Destination>, once: PresentOnce?, source: CommandSource) throws -> RouteID {
    if let existing = once?.existingRoute(showing: route.destination, in: target) { return existing.id }
    replace(with: try appending(try joining(route, of: target), to: target), reason: .programmatic, source: source)
    return route.id
  }

  /// Pushes a route onto a layer's navigation path, in the stack it names or the one the user is in
  /// there; the layers above it stay.
  /// - Returns: The route's id.
  /// - Throws: ``RouteStackError`` when the id is taken or the layer shows no pushes.
  func push(_ route: Route<Destination>, ontoLayer index: Int, source: CommandSource) throws -> RouteID {
    try ledger.checkNewIDs(of: [route])
    var new = target
    try new.push(try joining(route, onLayer: index, of: target), ontoLayer: index)
    replace(with: new, reason: .programmatic, source: source)
    return route.id
  }

  /// Dismisses the top modal layer and the routes pushed on it.
  /// - Throws: ``RouteStackError/nothingToDismiss`` when only the root layer is showing.
  func dismissTop(source: CommandSource) throws {
    guard let modal = target.topLayer.modal else { throw RouteStackError.nothingToDismiss }
    try dismiss(modal.id, reason: .programmatic, source: source)
  }

  /// Dismisses a route and everything above it (a pushed route is popped with what follows it).
  /// - Throws: ``RouteStackError/routeNotFound(_:)`` when it is not on the target.
  func dismiss(_ id: RouteID, reason: RouteChangeReason, source: CommandSource) throws {
    var new = target
    guard new.remove(from: id) else { throw RouteStackError.routeNotFound(id) }
    replace(with: new, reason: reason, source: source)
  }

  /// Dismisses every modal layer and drops the popups waiting in the queue; the root's pushes stay.
  func dismissAll(reason: RouteChangeReason = .dismissAll, source: CommandSource) {
    if popups.isWatchingTarget, !popups.state.waiting.isEmpty { popups.state.dropWaiting() }
    var new = target
    new.removeLayers(above: 0)
    replace(with: new, reason: reason, source: source)
  }

  /// Moves a sheet to another of its detents, in place.
  /// - Throws: ``RouteStackError`` when the route is not on the target, not a sheet, or the
  ///   detent is not one of its detents.
  func selectDetent(_ detent: SheetDetent, of id: RouteID, source: CommandSource) throws {
    guard let route = target.route(id) else { throw RouteStackError.routeNotFound(id) }
    guard let sheet = route.presentation.sheetConfiguration, sheet.detents.contains(detent) else {
      throw RouteStackError.invalidPresentation(id, .detentNotInSheet(detent), screen: route.screen)
    }
    var new = target
    guard new.selectDetent(detent, of: id) != nil else { return }
    replace(with: new, reason: .programmatic, source: source)
  }

  /// Replaces the whole target: the change every command makes once it has checked its new target.
  func replace(with stack: RouteStack<Destination>, reason: RouteChangeReason, source: CommandSource) {
    apply([TargetChange(old: target, new: stack, reason: reason)], source: source)
  }

  /// Replaces a presentation slot's route (and what is above it) with a new one, in one change;
  /// the new route may reuse the old one's id.
  /// - Throws: ``RouteStackError`` when the new route's id is taken or it cannot be presented.
  func replaceSlotRoute(_ old: RouteID?, with route: Route<Destination>) throws {
    var new = target
    if let old { new.remove(from: old) }
    try ledger.checkNewIDs(of: [route], replacing: old)
    try new.append(try joining(route, of: new))
    replace(with: new, reason: .programmatic, source: .slot)
  }

  /// Checks that routes' ids are neither on the target nor twice among them, for a stack built
  /// outside the engine (a link's).
  func checkNewIDs(of routes: [Route<Destination>]) throws { try ledger.checkNewIDs(of: routes) }

  /// Replaces the whole target with a stack built outside the engine (a link's), whose routes
  /// `added` that are new join their layers' navigation stacks as a push command's route does.
  /// - Throws: ``RouteStackError/noStackShowsPushes(_:)`` when a presented layer shows no stack.
  func replace(
    with stack: RouteStack<Destination>, adding added: [RouteID], reason: RouteChangeReason, source: CommandSource
  ) throws {
    var new = stack
    if navigationStacks != nil {
      for (index, layer) in stack.layers.enumerated() {
        var path = layer.path
        for offset in path.indices where added.contains(path[offset].id) && !ledger.contains(path[offset].id) {
          path[offset] = try joining(path[offset], onLayer: index, of: stack)
        }
        if path != layer.path { new.setPath(path, ofLayer: index) }
      }
    }
    if new != target { replace(with: new, reason: reason, source: source) }
  }

  /// A stack with a route appended on top, checking its id and presentation first.
  /// - Throws: ``RouteStackError`` for an id on the target, or a route that cannot be presented
  ///   where it would go.
  private func appending(_ route: Route<Destination>, to stack: RouteStack<Destination>) throws
    -> RouteStack<Destination>
  {
    try ledger.checkNewIDs(of: [route])
    var stack = stack
    try stack.append(route)
    return stack
  }

  // MARK: Popups of the queue

  /// Checks that a popup could be presented on today's target; nothing changes.
  /// - Throws: ``RouteStackError`` when its id is taken or it cannot be presented.
  func checkPresentable(_ route: Route<Destination>) throws {
    _ = try appending(route, to: target)
  }

  /// Takes off the popups the queue replaces (reason ``RouteChangeReason/replaced``), then shows
  /// the ones whose turn came, as one change of the target; a push joins the stack the user is in.
  /// `refused` is called, before the change, for each popup that cannot show.
  func showPopups(
    replacing replaced: [RouteID], showing routes: [Route<Destination>], source: CommandSource,
    refused: (RouteID, RouteStackError) -> Void
  ) {
    var changes: [TargetChange<Destination>] = []
    var stack = target
    for id in replaced { stack = Self.removingQueued(id, from: stack) }
    if stack != target { changes.append(TargetChange(old: target, new: stack, reason: .replaced)) }
    for route in routes {
      do {
        let new = try appending(try joining(route, of: stack, reporting: false), to: stack)
        changes.append(TargetChange(old: stack, new: new, reason: .programmatic))
        stack = new
      } catch let error as RouteStackError {
        refused(route.id, error)
      } catch {}
    }
    apply(changes, source: source)
  }

  /// Takes a screen of the queue off the target (see ``removingQueued(_:from:)``): its lifetime ended.
  func removePopup(_ id: RouteID) {
    let new = Self.removingQueued(id, from: target)
    guard new != target else { return }
    replace(with: new, reason: .programmatic, source: .popupQueue)
  }

  /// The stack without a screen of the queue: a modal's layer and only it (a toast under a dimmed
  /// popup goes from under it), a push with what follows it in its stack.
  static func removingQueued(_ id: RouteID, from stack: RouteStack<Destination>) -> RouteStack<Destination> {
    var stack = stack
    if let layer = stack.layerIndex(ofModal: id) {
      stack.replaceLayer(at: layer, with: nil)
    } else {
      stack.remove(from: id)
    }
    return stack
  }

  // MARK: Going back

  /// Keeps the first `count` routes of the target and removes the others, newest first: pushes
  /// and modals together, across layers.
  /// - Throws: ``RouteStackError/indexOutOfRange(_:valid:)`` when `count` is not in `0...target.count`.
  func keep(_ count: Int, source: CommandSource) throws {
    guard (0...target.count).contains(count) else {
      throw RouteStackError.indexOutOfRange(count, valid: 0...target.count)
    }
    var new = target
    for route in target.routes.dropFirst(count).reversed() { new.remove(from: route.id) }
    replace(with: new, reason: .programmatic, source: source)
  }

  /// Inserts a push just under a pushed route, in that route's navigation stack.
  /// - Throws: ``RouteStackError/routeNotFound(_:)`` when `id` is not on the target,
  ///   ``RouteStackError/notAPush(_:screen:)`` when it is a modal route,
  ///   ``RouteStackError/duplicateRouteID(_:screen:)`` when the new route's id is taken.
  func insert(_ route: Route<Destination>, before id: RouteID, source: CommandSource) throws {
    guard let (layerIndex, pathIndex) = target.location(of: id),
      let layer = target.layer(at: layerIndex)
    else { throw RouteStackError.routeNotFound(id) }
    guard let pathIndex else { throw RouteStackError.notAPush(id, screen: layer.modal?.screen ?? "root") }
    try ledger.checkNewIDs(of: [route])
    var path = layer.path
    var inserted = route
    inserted.stack = path[pathIndex].stack
    path.insert(inserted, at: pathIndex)
    var new = target
    new.setPath(path, ofLayer: layerIndex)
    replace(with: new, reason: .programmatic, source: source)
  }

  /// Replaces the top `count` pushes of one navigation stack of the top layer (the one named, or the
  /// one the user is in) with `routes`, in one change: one path step, one animation. The other
  /// stacks' pushes stay.
  /// - Throws: ``RouteStackError/tooFewPushes(_:available:stack:)`` when the stack has fewer,
  ///   ``RouteStackError/duplicateRouteID(_:screen:)`` when a new id is taken,
  ///   ``RouteStackError/invalidPresentation(_:_:screen:)`` when the top layer takes no push.
  func replacePushes(
    _ count: Int, in requested: NavigationStackID?, with routes: [Route<Destination>], source: CommandSource
  ) throws {
    let stack = try joinedStack(requested, onLayer: nil, of: target)
    let name = stack ?? .main
    var path = target.topLayer.path
    let pushed = path.indices.filter { path[$0].shownInStack == name }
    guard pushed.count >= count else {
      throw RouteStackError.tooFewPushes(count, available: pushed.count, stack: name)
    }
    try ledger.checkNewIDs(of: routes)
    for index in pushed.suffix(count).reversed() { path.remove(at: index) }
    var new = target
    new.setPath(path, ofLayer: target.layerCount - 1)
    // Appended as any push is: refused onto an alert or a clear layer.
    for route in routes {
      var pushed = route
      pushed.stack = stack
      try new.append(pushed)
    }
    replace(with: new, reason: .programmatic, source: source)
  }
}

/// The navigation stack a push joins, decided here for every command that adds routes.
extension RouterEngine {
  /// The stack a push onto layer `index` of `stack` (default: its top layer) joins: the one
  /// named, or the one the user is in there; `nil` while no window tells. Unreported.
  func stack(forPush requested: NavigationStackID?, onLayer index: Int? = nil, of stack: RouteStack<Destination>)
    -> Result<NavigationStackID?, RouteStackError>
  {
    guard let stacks = navigationStacks else { return .success(requested) }
    let layer = (index.flatMap(stack.layer(at:)) ?? stack.topLayer).modal?.id
    return stacks.stack(forPush: requested, onLayer: layer, isOnScreen: layer.map(presented.contains) ?? true)
  }

  /// A route as it joins `stack`: a push gets the stack ``stack(forPush:onLayer:of:)`` gives;
  /// any other route is unchanged.
  /// - Throws: ``RouteStackError/noStackShowsPushes(_:)`` when the layer, presented, marks no stack;
  ///   with `reporting`, also a ``RouterEvent/pushRefused(_:)`` event.
  func joining(
    _ route: Route<Destination>, onLayer index: Int? = nil, of stack: RouteStack<Destination>, reporting: Bool = true
  ) throws -> Route<Destination> {
    guard route.presentation == .push else { return route }
    var route = route
    route.stack = try joinedStack(route.stack, onLayer: index, of: stack, reporting: reporting)
    return route
  }

  /// A turn after a modal layer is presented, once its content marked its stacks: its pushes that
  /// name no stack join the selected one when it has no `main` (in one change, unanimated), and a
  /// push no stack of it shows is taken off.
  /// - Returns: The push taken off and why (also a ``RouterEvent/pushRefused(_:)`` event); `nil` when none is.
  func joinStacks(onLayerOf id: RouteID) -> (push: Route<Destination>, error: RouteStackError)? {
    guard let stacks = navigationStacks?[id], presented.contains(id), let index = target.layerIndex(ofModal: id),
      var path = target.layer(at: index)?.path
    else { return nil }
    if let selected = stacks.selected, !stacks.shows(.main), path.contains(where: { $0.stack == nil }) {
      for offset in path.indices where path[offset].stack == nil { path[offset].stack = selected }
      var joined = target
      joined.setPath(path, ofLayer: index)
      changing(animated: false) { replace(with: joined, reason: .programmatic, source: .scene) }
    }
    let hidden = path.first { route in
      route.stack == nil ? !stacks.shows(.main) : stacks.showsNoStack
    }
    guard let hidden, let name = hidden.shownInStack else { return nil }
    try? dismiss(hidden.id, reason: .programmatic, source: .scene)
    let error = RouteStackError.noStackShowsPushes(name)
    emit(.pushRefused(error))
    return (hidden, error)
  }

  private func joinedStack(
    _ requested: NavigationStackID?, onLayer index: Int?, of stack: RouteStack<Destination>, reporting: Bool = true
  ) throws -> NavigationStackID? {
    switch self.stack(forPush: requested, onLayer: index, of: stack) {
    case .success(let name): return name
    case .failure(let error):
      if reporting { emit(.pushRefused(error)) }
      throw error
    }
  }
}
