/// One layer of a ``RouteStack``: a modal route (none for the root layer) and the routes
/// pushed on that layer's navigation stack.
public struct Layer<Destination: Hashable & Sendable>: Hashable, Sendable {
  /// The modal route that starts the layer; `nil` for the root layer.
  public let modal: Route<Destination>?
  /// The routes pushed on the layer's navigation stack, bottom first.
  public var path: [Route<Destination>] { pushed }
  /// The storage of ``path``, which the stack changes; ``path`` itself has no public setter.
  var pushed: [Route<Destination>]

  init(modal: Route<Destination>?, path: [Route<Destination>] = []) {
    self.modal = modal
    self.pushed = path
  }

  /// The layer's routes in order: the modal route, then the path.
  public var routes: [Route<Destination>] {
    guard let modal else { return path }
    var routes = [modal]
    routes.reserveCapacity(path.count + 1)
    routes.append(contentsOf: path)
    return routes
  }

  /// Appends the layer's routes top first (the path from its end, then the modal route): what
  /// a dismissal of the layer removes, without building ``routes``.
  /// - Parameter removed: The routes to append to.
  func appendRoutesTopFirst(to removed: inout [Route<Destination>]) {
    // Most layers push nothing: the generic append of a reversed path is skipped for them.
    if !pushed.isEmpty { removed.append(contentsOf: pushed.reversed()) }
    if let modal { removed.append(modal) }
  }

  /// The topmost route of the layer, if it has any.
  var lastRoute: Route<Destination>? { path.last ?? modal }
}

extension Layer {
  // Written out, not derived: a derived conformance is not inlined into the app, so the engine
  // would compare layers through the unspecialised generic code.
  /// Whether two layers have the same modal route and the same path.
  public static func == (lhs: Layer, rhs: Layer) -> Bool {
    lhs.modal == rhs.modal && lhs.pushed == rhs.pushed
  }

  /// Hashes the modal route and the path, the parts `==` compares.
  /// - Parameter hasher: The hasher to feed.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(modal)
    hasher.combine(pushed)
  }
}
