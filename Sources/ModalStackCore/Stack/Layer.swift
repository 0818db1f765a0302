/// One layer of a ``RouteStack``: a modal route (none for the root layer) and the routes
/// pushed on that layer's navigation stack.
public struct Layer<Destination: Hashable & Sendable>: Hashable, Sendable {
  /// The layer's routes in order: the modal route that starts it (none on the root layer), then
  /// the routes pushed on its navigation stack.
  // One array, so a copy equals the layer at once: plans compare every layer two stacks share.
  public private(set) var routes: [Route<Destination>]

  /// Creates a layer; `modal` is `nil` for the root layer, `path` is bottom first.
  init(modal: Route<Destination>?, path: [Route<Destination>] = []) {
    routes = (modal.map { [$0] } ?? []) + path
  }

  /// The modal route that starts the layer; `nil` for the root layer, whose routes are all pushed.
  public var modal: Route<Destination>? { pathStart == 1 ? routes.first : nil }

  /// The routes pushed on the layer's navigation stack, bottom first.
  public internal(set) var path: [Route<Destination>] {
    get { Array(routes[pathStart...]) }
    set { routes.replaceSubrange(pathStart..., with: newValue) }
  }

  /// Where the path starts: after the modal route, which only a layer above the root starts with.
  private var pathStart: Int { routes.first?.presentation.isModal == true ? 1 : 0 }
}
