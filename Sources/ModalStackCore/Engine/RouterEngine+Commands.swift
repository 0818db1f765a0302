/// The commands the engine takes: each builds and checks its ``TargetChange`` against the target
/// and the ledger, then applies it (all or nothing). ``Router`` calls these and nothing else to
/// change the target; `source` says where the command came from, for the flight recorder.
extension RouterEngine {
  /// Whether a route is on the target.
  func contains(_ id: RouteID) -> Bool { ledger.contains(id) }

  /// Presents a route on top, unless `once` finds an equal destination showing.
  /// - Returns: The route's id, or the id of the route already showing the destination.
  /// - Throws: ``RouteStackError`` when the id is taken or the presentation is invalid here.
  func present(_ route: Route<Destination>, once: PresentOnce?, source: CommandSource) throws -> RouteID {
    if let existing = once?.existingRoute(showing: route.destination, in: target) { return existing.id }
    apply(try .appending([route], to: target, ledger: ledger, reason: .programmatic), source: source)
    return route.id
  }

  /// Dismisses the top modal layer.
  /// - Throws: ``RouteStackError/nothingToDismiss`` when only the root layer is showing.
  func dismissTop(source: CommandSource) throws {
    apply(try .dismissingTop(of: target, ledger: ledger), source: source)
  }

  /// Dismisses a route and everything above it.
  /// - Throws: ``RouteStackError/routeNotFound(_:)`` when it is not on the target.
  func dismiss(_ id: RouteID, reason: RouteChangeReason, source: CommandSource) throws {
    apply(try .dismissing(id, in: target, ledger: ledger, reason: reason), source: source)
  }

  /// Dismisses every modal layer.
  func dismissAll(reason: RouteChangeReason = .dismissAll, source: CommandSource) {
    apply(.dismissingAll(in: target, reason: reason), source: source)
  }

  /// Moves a sheet to another of its detents, in place.
  /// - Throws: ``RouteStackError`` when the route is not on the target, not a sheet, or the
  ///   detent is not one of its detents.
  func selectDetent(_ detent: SheetDetent, of id: RouteID, source: CommandSource) throws {
    guard let route = target.route(id) else { throw RouteStackError.routeNotFound(id) }
    guard let sheet = route.presentation.sheetConfiguration, sheet.detents.contains(detent) else {
      throw RouteStackError.invalidPresentation(id, .detentNotInSheet(detent))
    }
    var new = target
    guard new.selectDetent(detent, of: id) != nil else { return }
    // `apply` tells of the move (`detentChanged`), as for any change that moves a sheet.
    apply(TargetChange(old: target, new: new, reason: .programmatic), source: source)
  }

  /// Replaces the whole target.
  func replace(with stack: RouteStack<Destination>, reason: RouteChangeReason, source: CommandSource) {
    apply(TargetChange(old: target, new: stack, reason: reason), source: source)
  }

  /// Restores a saved target: every layer is presented without animation until the screen settles.
  func restore(_ stack: RouteStack<Destination>) {
    changing(animated: false) { replace(with: stack, reason: .restored, source: .restoration) }
  }

  /// Replaces a presentation slot's route (and what is above it) with a new one, in one change.
  /// - Throws: ``RouteStackError`` when the new route's id is taken or it cannot be presented.
  func replaceSlotRoute(_ old: RouteID?, with route: Route<Destination>) throws {
    apply(try .replacing(old, with: route, in: target, ledger: ledger), source: .slot)
  }

  // MARK: Popups of the queue

  /// Checks that a popup could be presented on today's target; nothing changes.
  /// - Throws: ``RouteStackError`` when its id is taken or it cannot be presented.
  func checkPresentable(_ route: Route<Destination>) throws {
    _ = try TargetChange.appending([route], to: target, ledger: ledger, reason: .programmatic)
  }

  /// Takes off the popups the queue replaces (reason ``RouteChangeReason/replaced``), then shows
  /// the ones whose turn came, as one change of the target.
  /// - Parameter refused: Called, before the change is made, for each popup that cannot show.
  func showPopups(
    replacing replaced: [RouteID], showing routes: [Route<Destination>],
    refused: (RouteID, RouteStackError) -> Void
  ) {
    var changes: [TargetChange<Destination>] = []
    var stack = target
    for id in replaced { stack = Self.removingQueued(id, from: stack) }
    if stack != target { changes.append(TargetChange(old: target, new: stack, reason: .replaced)) }
    for route in routes {
      do {
        let change = try TargetChange.appending([route], to: stack, ledger: ledger, reason: .programmatic)
        changes.append(change)
        stack = change.new
      } catch let error as RouteStackError {
        refused(route.id, error)
      } catch {}
    }
    apply(changes, source: .api)
  }

  /// Takes a screen of the queue off the target (see ``removingQueued(_:from:)``).
  func removePopup(_ id: RouteID) {
    let new = Self.removingQueued(id, from: target)
    guard new != target else { return }
    apply(TargetChange(old: target, new: new, reason: .programmatic), source: .api)
  }

  /// The stack without a screen of the queue: a modal's layer and only it (a toast under a dimmed
  /// popup goes from under it), a push with what follows it in its stack.
  static func removingQueued(_ id: RouteID, from stack: RouteStack<Destination>) -> RouteStack<Destination> {
    var stack = stack
    if let layer = stack.layerIndex(ofModal: id) { stack.removeLayer(at: layer) } else { stack.remove(from: id) }
    return stack
  }

  // MARK: Deep links

  /// Places a deep link's routes as its pattern says, within the gate's limit on link routes;
  /// over the limit, the link routes on top are replaced when the limits say so.
  /// - Returns: The ids of the link's routes (bottom first), those it added, and the link
  ///   routes it replaced; `nil` when the limit refuses the link (nothing changes).
  /// - Throws: ``RouteStackError`` when an id is taken or a route cannot be presented.
  func placeLink(_ routes: [Route<Destination>], _ placement: DeepLinkPlacement, gate: inout LinkGate<Destination>)
    throws -> (ids: [RouteID], added: [RouteID], replaced: [RouteID])?
  {
    let stack = target
    var (change, ids) = try TargetChange.placing(routes, placement, in: stack, ledger: ledger)
    // A reused route is not new; on a replaced stack every route is.
    let added = Array(ids.dropFirst(placement == .reuseExisting && ids.first.map(stack.contains) == true ? 1 : 0))
    var replaced: [RouteID] = []
    if !gate.admits(added.count, on: change?.new ?? stack, addingOnTopOf: placement == .onTop ? stack : nil) {
      guard gate.limits.overflow == .replaceLinkRoutes, let (base, removed) = gate.removingTopLinkRoutes(from: stack),
        let (placed, _) = try? TargetChange.placing(routes, placement, in: base, ledger: ledger),
        gate.admits(added.count, on: placed?.new ?? base, addingOnTopOf: nil)
      else { return nil }
      change = TargetChange(old: stack, new: placed?.new ?? base, reason: .deepLink)
      replaced = removed
    }
    if let change { apply(change, source: .deepLink) }
    return (ids, added, replaced)
  }
}
