/// One layer of a ``RouteStack``: a modal route (none for the root layer) and the routes
/// pushed on that layer's navigation stack.
public struct Layer<Destination: Hashable & Sendable>: Hashable, Sendable {
  /// The modal route that starts the layer; `nil` for the root layer.
  public let modal: Route<Destination>?
  /// The routes pushed on the layer's navigation stack, bottom first.
  public internal(set) var path: [Route<Destination>] = []

  /// The layer's routes in order: the modal route, then the path.
  public var routes: [Route<Destination>] {
    guard let modal else { return path }
    return [modal] + path
  }

  /// The topmost route of the layer, if it has any.
  var lastRoute: Route<Destination>? { path.last ?? modal }
}
