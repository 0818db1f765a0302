/// The commands the engine takes: each builds and checks its new target, then applies it as a
/// ``TargetChange`` (all or nothing); `source` is for the flight recorder.
extension RouterEngine {
  func contains(_ id: RouteID) -> Bool { ledger.contains(id) }

  /// Presents a route on top, unless `once` finds an equal destination showing.
  /// - Returns: The route's id, or the id of the route already showing the destination.
  /// - Throws: ``RouteStackError`` when the id is taken or the presentation is invalid here.
  func present(_ route: Route<Destination>, once: PresentOnce?, source: CommandSource) throws -> RouteID {
    if let existing = once?.existingRoute(showing: route.destination, in: target) { return existing.id }
    replace(with: try appending(route, to: target), reason: .programmatic, source: source)
    return route.id
  }

  /// Pushes a route onto a layer's navigation path; the layers above it stay.
  /// - Returns: The route's id.
  /// - Throws: ``RouteStackError`` when the id is taken or the layer shows no pushes.
  func push(_ route: Route<Destination>, ontoLayer index: Int, source: CommandSource) throws -> RouteID {
    try ledger.checkNewIDs(of: [route])
    var new = target
    try new.push(route, ontoLayer: index)
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
    try new.append(route)
    replace(with: new, reason: .programmatic, source: .slot)
  }

  /// Checks that routes' ids are neither on the target nor twice among them, for a stack built
  /// outside the engine (a link's).
  func checkNewIDs(of routes: [Route<Destination>]) throws { try ledger.checkNewIDs(of: routes) }

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
  /// the ones whose turn came, as one change of the target.
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
        let new = try appending(route, to: stack)
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

  /// Replaces the top `count` pushes of one navigation stack of the top layer with `routes`, in
  /// one change: one path step, one animation. The other stacks' pushes stay.
  /// - Throws: ``RouteStackError/tooFewPushes(_:available:stack:)`` when the stack has fewer,
  ///   ``RouteStackError/duplicateRouteID(_:screen:)`` when a new id is taken,
  ///   ``RouteStackError/invalidPresentation(_:_:screen:)`` when the top layer takes no push.
  func replacePushes(
    _ count: Int, in stack: NavigationStackID?, with routes: [Route<Destination>], source: CommandSource
  ) throws {
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
