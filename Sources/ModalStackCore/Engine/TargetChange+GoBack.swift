/// The changes of the commands that go back by more than the top (``Router/goBack(to:animated:)``,
/// ``Router/dismiss(last:animated:)``) and that insert a push under others.
extension TargetChange {
  /// Keeps the first `count` routes of ``RouteStack/routes`` and removes the others, newest first:
  /// pushes and modals together, across layers.
  /// - Precondition: `count` is in `0...stack.count`.
  static func keeping(_ count: Int, of stack: RouteStack<Destination>, reason: RouteChangeReason) -> Self {
    var target = stack
    while target.count > count, let last = target.last { target.remove(from: last.id) }
    return Self(old: stack, new: target, reason: reason)
  }

  /// Inserts a push just under a pushed route, in that route's navigation stack.
  /// - Throws: ``RouteStackError/routeNotFound(_:)`` when `id` is not on the target,
  ///   ``RouteStackError/notAPush(_:)`` when it is a modal route,
  ///   ``RouteStackError/duplicateRouteID(_:)`` when the new route's id is taken.
  static func inserting(
    _ route: Route<Destination>, before id: RouteID, in stack: RouteStack<Destination>, ledger: RouteLedger<Destination>
  ) throws -> Self {
    guard ledger.contains(id), let (layerIndex, pathIndex) = stack.location(of: id),
      let layer = stack.layer(at: layerIndex)
    else { throw RouteStackError.routeNotFound(id) }
    guard let pathIndex else { throw RouteStackError.notAPush(id) }
    try ledger.checkNewIDs(of: [route])
    var path = layer.path
    var inserted = route
    inserted.stack = path[pathIndex].stack
    path.insert(inserted, at: pathIndex)
    var target = stack
    target.setPath(path, ofLayer: layerIndex)
    return Self(old: stack, new: target, reason: .programmatic)
  }
}
