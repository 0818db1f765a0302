/// The whole navigation state as a value: the root, then routes in order, grouped into layers. Each modal
/// route starts a ``Layer``; pushes belong to the layer they follow; layer 0 is the root view's.
///
/// ```swift
/// var stack = RouteStack<Screen>()
/// try stack.append(Route(.settings, presentation: .sheet))
/// try stack.append(Route(.account, presentation: .push))
/// print(stack)  // root ▸ sheet(settings) ▸ push(account)
/// ```
public struct RouteStack<Destination: Hashable & Sendable>: Hashable, Sendable {
  /// The layers, root first; never empty.
  public private(set) var layers = [Layer<Destination>(modal: nil)]

  /// Creates a stack with the root only.
  public init() {}

  /// Creates a stack from the routes above the root, bottom first, checking every rule.
  /// - Throws: ``RouteStackError`` naming the first route that breaks a rule.
  public init(_ routes: [Route<Destination>]) throws {
    var ids = Set<RouteID>()
    for route in routes {
      guard ids.insert(route.id).inserted else {
        throw RouteStackError.duplicateRouteID(route.id, screen: route.screen)
      }
      try append(route)
    }
  }

  /// The number of layers, root included (so at least 1).
  public var layerCount: Int { layers.count }

  /// The number of routes above the root. O(layers).
  public var count: Int { layers.reduce(0) { $0 + $1.routes.count } }

  /// Whether only the root is showing.
  public var isEmpty: Bool { layers.count == 1 && layers[0].routes.isEmpty }

  /// The topmost layer.
  public var topLayer: Layer<Destination> { layers[layers.count - 1] }

  /// The topmost route (the top layer's last), or `nil` when only the root is showing.
  public var last: Route<Destination>? { topLayer.routes.last }

  /// The routes above the root, bottom first.
  public var routes: [Route<Destination>] { layers.flatMap { $0.routes } }

  package func layer(at index: Int) -> Layer<Destination>? { layers.indices.contains(index) ? layers[index] : nil }

  /// Where a route is: its layer index and, for a pushed route, its position in the path. A lookup
  /// finds the topmost route with the id, should ``append(_:)`` have repeated one.
  package func location(of id: RouteID) -> (layer: Int, pathIndex: Int?)? {
    for index in layers.indices.reversed() {
      let layer = layers[index]
      guard let position = layer.routes.lastIndex(where: { $0.id == id }) else { continue }
      guard layer.modal != nil else { return (index, position) }
      return (index, position == 0 ? nil : position - 1)
    }
    return nil
  }

  /// The route with an id, if it is on the stack.
  public func route(_ id: RouteID) -> Route<Destination>? {
    guard let (index, pathIndex) = location(of: id) else { return nil }
    return pathIndex.map { layers[index].path[$0] } ?? layers[index].modal
  }

  /// The index of the layer a modal route starts, if it is on the stack (`nil` for a pushed route).
  func layerIndex(ofModal id: RouteID) -> Int? { layers.lastIndex { $0.modal?.id == id } }

  /// Whether a route with this id is on the stack.
  public func contains(_ id: RouteID) -> Bool { location(of: id) != nil }

  // MARK: Changes

  /// Appends a route on top: a modal starts a new layer, a push joins the top layer. Id
  /// uniqueness is the caller's to check (``Router`` keeps an index); ``init(_:)`` checks it.
  /// - Throws: ``RouteStackError/invalidPresentation(_:_:screen:)`` when it cannot be presented here
  ///   (including a push onto a layer with a clear background, or onto an alert).
  public mutating func append(_ route: Route<Destination>) throws {
    if let modal = route.modal {
      try checkPresentable(modal, of: route)
      layers.append(Layer(modal: route))
    } else {
      try Self.checkPushable(route, onto: topLayer)
      layers[layers.count - 1].path.append(route)
    }
  }

  mutating func append(layer: Layer<Destination>) { layers.append(layer) }

  mutating func removeLayers(above index: Int) {
    guard index + 1 < layers.count else { return }
    layers.removeSubrange(max(1, index + 1)...)
  }

  /// Removes a route and everything above it (a push takes only what follows it in its own
  /// navigation stack); `false` when it is not on the stack.
  @discardableResult
  mutating func remove(from id: RouteID) -> Bool {
    guard let (index, pathIndex) = location(of: id) else { return false }
    guard let position = pathIndex else {
      layers.removeSubrange(index...)
      return true
    }
    layers.removeSubrange((index + 1)...)
    // A pop in one navigation stack (a tab's) leaves the routes of the layer's other stacks.
    let path = layers[index].path
    let stack = path[position].shownInStack
    layers[index].path = Array(path[..<position]) + path[position...].filter { $0.shownInStack != stack }
    return true
  }

  /// Pushes a route onto layer `index`, keeping the layers above; throws when no navigation stack there shows pushes.
  mutating func push(_ route: Route<Destination>, ontoLayer index: Int) throws {
    guard layers.indices.contains(index) else { return try append(route) }
    try Self.checkPushable(route, onto: layers[index])
    layers[index].path.append(route)
  }

  /// The index of the layer a push onto `choice` joins; throws for a route not on the stack.
  func layerIndex(of choice: PushLayer) throws -> Int {
    switch choice {
    case .top: return layerCount - 1
    case .root: return 0
    case .containing(let id):
      guard let (layer, _) = location(of: id) else { throw RouteStackError.routeNotFound(id) }
      return layer
    }
  }

  /// Checks that a layer's navigation stack can show a pushed route: an alert or a dialog is a
  /// `UIAlertController`, whatever its background, and a clear layer has no navigation stack.
  private static func checkPushable(_ route: Route<Destination>, onto layer: Layer<Destination>) throws {
    guard let modal = layer.modal?.modal else { return }
    if let alert = modal.style.alertConfiguration {
      throw RouteStackError.invalidPresentation(route.id, .pushOntoAlert(title: alert.title), screen: route.screen)
    }
    if modal.hasClearBackground {
      throw RouteStackError.invalidPresentation(route.id, .pushOntoClearLayer, screen: route.screen)
    }
  }

  /// Replaces the path of one layer, keeping the layers above it.
  mutating func setPath(_ path: [Route<Destination>], ofLayer index: Int) {
    guard layers.indices.contains(index) else { return }
    layers[index].path = path
  }

  /// Replaces one layer, or removes it when `layer` is `nil` (the layers above are then presented on
  /// the one below); the root layer can be replaced, not removed.
  mutating func replaceLayer(at index: Int, with layer: Layer<Destination>?) {
    guard layers.indices.contains(index) else { return }
    if let layer { layers[index] = layer } else if index > 0 { layers.remove(at: index) }
  }

  /// Rests the sheet of a layer's modal route at another of its detents, in place. Returns the route
  /// as it is now; `nil` when nothing changes.
  mutating func selectDetent(_ detent: SheetDetent, of id: RouteID) -> Route<Destination>? {
    guard let index = layerIndex(ofModal: id), let layer = layer(at: index),
      var route = layer.modal, let sheet = route.presentation.sheetConfiguration, sheet.detents.contains(detent),
      sheet.restingDetent != detent
    else { return nil }
    route.presentation = route.presentation.selectingDetent(detent)
    replaceLayer(at: index, with: Layer(modal: route, path: layer.path))
    return route
  }

  /// The modal's own rules, plus the rules that depend on what presents it.
  func checkPresentable(_ modal: ModalPresentation, of route: Route<Destination>) throws {
    do {
      try modal.validate()
      let presenter = topLayer.modal?.modal
      if let presenter, presenter.transition == .partialCurl {
        throw PresentationError.presentedOverPartialCurl
      }
      if modal.transition == .partialCurl, let presenter, presenter.style != .fullScreen {
        throw PresentationError.partialCurlRequiresFullScreen(presenter.style)
      }
      if modal.style == .overCurrentContext, presenter?.style.isPopover == true,
        ![.automatic, .coverVertical, .none].contains(modal.transition)
      {
        throw PresentationError.transitionNotAllowedInPopover(modal.transition)
      }
    } catch let error as PresentationError {
      throw RouteStackError.invalidPresentation(route.id, error, screen: route.screen)
    }
  }
}

extension RouteStack: CustomStringConvertible {
  /// The stack on one line: `root ▸ sheet(settings) ▸ cover(learn 42)`.
  public var description: String {
    (["root"] + routes.map(\.description)).joined(separator: " ▸ ")
  }
}

extension RouteStack: Codable where Destination: Codable {
  /// Decodes the routes and checks every rule, so an invalid stack is rejected whole.
  public init(from decoder: any Decoder) throws {
    let routes = try decoder.singleValueContainer().decode([Route<Destination>].self)
    try self.init(routes)
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(routes)
  }
}
