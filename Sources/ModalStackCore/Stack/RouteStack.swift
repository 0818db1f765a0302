/// The whole navigation state as a value: the root, then routes in order, grouped into layers.
///
/// Each modal route starts a ``Layer``; push routes belong to the layer they follow. Layer 0 is
/// the root layer (the app's root view and the routes pushed on it).
///
/// ```swift
/// var stack = RouteStack<Screen>()
/// try stack.append(Route(.settings, presentation: .sheet))
/// try stack.append(Route(.account, presentation: .push))
/// print(stack)  // root ▸ sheet(settings) ▸ push(account)
/// ```
///
/// The stack is persistent: layers are shared between copies, so appending, removing the top
/// layers and comparing two stacks that share a base cost time in the changed part only, not in
/// the depth of the stack.
public struct RouteStack<Destination: Hashable & Sendable>: Sendable {
  var top: Node

  /// Creates a stack with the root only.
  public init() { top = Node(layer: Layer(modal: nil), parent: nil) }

  /// Creates a stack from routes in order, checking every rule.
  /// - Parameter routes: The routes above the root, bottom first.
  /// - Throws: ``RouteStackError`` naming the first route that breaks a rule.
  public init(_ routes: [Route<Destination>]) throws {
    self.init()
    var ids = Set<RouteID>()
    for route in routes {
      guard ids.insert(route.id).inserted else { throw RouteStackError.duplicateRouteID(route.id) }
      try append(route)
    }
  }

  /// The number of layers, root included (so at least 1).
  public var layerCount: Int { top.index + 1 }

  /// The number of routes above the root.
  public var count: Int { top.routeCount }

  /// Whether only the root is showing.
  public var isEmpty: Bool { count == 0 }

  /// The topmost layer.
  public var topLayer: Layer<Destination> { top.layer }

  /// The topmost route, or `nil` when only the root is showing: every layer but the root starts
  /// with a modal route, so the top layer's last route.
  public var last: Route<Destination>? { top.layer.lastRoute }

  /// The layers, root first. O(layers).
  public var layers: [Layer<Destination>] { nodes.map { $0.layer } }

  /// The routes above the root, bottom first. O(routes).
  public var routes: [Route<Destination>] { layers.flatMap { $0.routes } }

  /// The layer at an index (0 is the root layer). O(layers above it).
  /// - Parameter index: The layer index, `0..<layerCount`.
  /// - Returns: The layer, or `nil` when the index is out of range.
  package func layer(at index: Int) -> Layer<Destination>? { node(at: index)?.layer }

  /// Where a route is: its layer index and, for a pushed route, its position in the path. Ids
  /// are unique on a router's stack; on a stack built with ``append(_:)`` that repeats one, every
  /// lookup by id finds the topmost route with it (a layer's pushes lie above its modal route).
  /// O(routes above it).
  /// - Parameter id: The route's id.
  /// - Returns: The location, or `nil` when the route is not on the stack.
  package func location(of id: RouteID) -> (layer: Int, pathIndex: Int?)? {
    for node in sequence(first: top, next: { $0.parent }) {
      if let position = node.layer.path.lastIndex(where: { $0.id == id }) { return (node.index, position) }
      if node.layer.modal?.id == id { return (node.index, nil) }
    }
    return nil
  }

  /// The route with an id, if it is on the stack. O(routes above it).
  /// - Parameter id: The route's id.
  /// - Returns: The route, or `nil`.
  public func route(_ id: RouteID) -> Route<Destination>? {
    guard let (layerIndex, pathIndex) = location(of: id), let layer = layer(at: layerIndex) else { return nil }
    return pathIndex.map { layer.path[$0] } ?? layer.modal
  }

  /// The index of the layer a modal route starts, if it is on the stack (`nil` for a pushed route).
  func layerIndex(ofModal id: RouteID) -> Int? {
    guard let (layer, pathIndex) = location(of: id), pathIndex == nil else { return nil }
    return layer
  }

  /// Whether a route with this id is on the stack.
  /// - Parameter id: The route's id.
  /// - Returns: `true` if it is.
  public func contains(_ id: RouteID) -> Bool { location(of: id) != nil }

  // MARK: Changes

  /// Appends a route on top: a modal starts a new layer, a push joins the top layer. O(1) for
  /// modals; for pushes amortised O(1) while no copy of the stack shares its top layer (a stack
  /// being built), O(path length) otherwise. Id uniqueness is the caller's to check (``Router`` keeps
  /// an index); ``init(_:)`` checks it.
  /// - Parameter route: The route to add.
  /// - Throws: ``RouteStackError/invalidPresentation(_:_:)`` when it cannot be presented here
  ///   (including a push onto a layer with a clear background, or onto an alert).
  public mutating func append(_ route: Route<Destination>) throws {
    if let modal = route.modal {
      try checkPresentable(modal, id: route.id)
      top = Node(layer: Layer(modal: route), parent: top)
      WorkCounter.count(1)
    } else {
      try Self.checkPushable(route, onto: top.layer)
      if isKnownUniquelyReferenced(&top) {
        // No copy of the stack sees this node: grow its path in place, so that building a
        // layer of N pushes (a restored one) costs O(N), not a copy of the path per push.
        top.appendInPlace(route)
        WorkCounter.count(1)
      } else {
        WorkCounter.count(top.layer.path.count + 1)
        var layer = top.layer
        layer.path.append(route)
        top = Node(layer: layer, parent: top.parent)
      }
    }
  }

  /// Appends a whole layer on top.
  mutating func append(layer: Layer<Destination>) { top = Node(layer: layer, parent: top) }

  /// Keeps layers `0...index` and removes the ones above.
  /// - Parameter index: The last layer to keep.
  mutating func removeLayers(above index: Int) {
    guard let node = node(at: max(0, index)) else { return }
    top = node
  }

  /// Adopts `other`'s nodes when its layers up to this stack's top are equal to this stack, so
  /// the two share them and later comparisons stop at once. O(depth difference) when they
  /// already share a base.
  mutating func shareLayers(with other: RouteStack) {
    guard let candidate = other.node(at: top.index), candidate !== top else { return }
    if RouteStack(top: candidate) == self { top = candidate }
  }

  init(top: Node) { self.top = top }

  /// Removes a route and everything above it: a modal takes its layer and those above; a push
  /// is popped with what follows it in its navigation stack (another tab's routes stay). Nothing happens when the route is not on the stack.
  /// O(routes above it).
  /// - Returns: The routes removed, top first; `nil` when the route is not on the stack.
  @discardableResult
  mutating func remove(from id: RouteID) -> [Route<Destination>]? {
    var removed: [Route<Destination>] = []
    // The topmost route with the id, as every lookup by id finds (see ``location(of:)``).
    for node in sequence(first: top, next: { $0.parent }) {
      if let position = node.layer.path.lastIndex(where: { $0.id == id }) {
        // A pop in one navigation stack (a tab's) leaves the routes of the layer's other stacks.
        var layer = node.layer
        let stack = layer.path[position].shownInStack
        let popped = layer.path[position...].filter { $0.shownInStack == stack }
        layer.path = Array(layer.path[..<position]) + layer.path[position...].filter { $0.shownInStack != stack }
        top = Node(layer: layer, parent: node.parent)
        return removed + popped.reversed()
      }
      removed += node.layer.routes.reversed()
      if node.layer.modal?.id == id {
        top = node.parent ?? node
        return removed
      }
    }
    return nil
  }

  /// Pushes a route onto a layer's path, keeping the layers above it.
  /// - Parameters:
  ///   - route: A pushed route.
  ///   - index: The layer; the top layer's push is ``append(_:)``.
  /// - Throws: ``RouteStackError/invalidPresentation(_:_:)`` when the layer is an alert, a dialog
  ///   or has a clear background (no navigation stack shows pushes there).
  mutating func push(_ route: Route<Destination>, ontoLayer index: Int) throws {
    guard index < layerCount - 1, let layer = layer(at: index) else { return try append(route) }
    try Self.checkPushable(route, onto: layer)
    setPath(layer.path + [route], ofLayer: index)
  }

  /// The index of the layer a push onto `choice` joins.
  /// - Throws: ``RouteStackError/routeNotFound(_:)`` for a route not on the stack.
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
      throw RouteStackError.invalidPresentation(route.id, .pushOntoAlert(title: alert.title))
    }
    if modal.hasClearBackground { throw RouteStackError.invalidPresentation(route.id, .pushOntoClearLayer) }
  }

  /// Replaces the path of one layer, keeping the layers above it.
  mutating func setPath(_ path: [Route<Destination>], ofLayer index: Int) {
    guard let layer = layer(at: index) else { return }
    replaceLayer(at: index, with: Layer(modal: layer.modal, path: path))
  }

  /// Replaces one layer (its modal route and path), or removes it when `layer` is `nil`, keeping
  /// the layers above it (after a removal they are presented on the one below). The root layer
  /// can be replaced, not removed.
  mutating func replaceLayer(at index: Int, with layer: Layer<Destination>?) {
    guard let target = node(at: index), layer != nil || target.parent != nil else { return }
    let above = layers(above: target)
    top = layer.map { Node(layer: $0, parent: target.parent) } ?? target.parent ?? target
    for layer in above { append(layer: layer) }
  }

  /// Rests the sheet of a layer's modal route at another of its detents, in place.
  /// - Parameters:
  ///   - detent: The detent.
  ///   - id: The layer's modal route.
  /// - Returns: The route as it is now; `nil` when no layer of the stack starts with it, it is
  ///   not a sheet with this detent, or it rests there already (nothing changes).
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
  func checkPresentable(_ modal: ModalPresentation, id: RouteID) throws {
    do {
      try modal.validate()
      let presenter = top.layer.modal?.modal
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
      throw RouteStackError.invalidPresentation(id, error)
    }
  }

  // MARK: Nodes

  /// One layer and the layers below it. Immutable once shared, so copies of a stack share it.
  final class Node: @unchecked Sendable {
    // Only mutated by `appendInPlace(_:)`, while one stack alone holds the node.
    private(set) var layer: Layer<Destination>
    // Only mutated in `deinit`, to release long chains without recursion.
    var parent: Node?
    let index: Int
    private(set) var routeCount: Int

    init(layer: Layer<Destination>, parent: Node?) {
      self.layer = layer
      self.parent = parent
      self.index = (parent?.index ?? -1) + 1
      self.routeCount = (parent?.routeCount ?? 0) + layer.path.count + (layer.modal == nil ? 0 : 1)
    }

    /// Pushes a route onto the layer. Only for a node no other stack holds: every copy of a
    /// stack sees its nodes unchanged.
    func appendInPlace(_ route: Route<Destination>) {
      layer.path.append(route)
      routeCount += 1
    }

    deinit {
      // Releasing a chain of thousands of nodes recursively would overflow the stack.
      var next = parent
      parent = nil
      while isKnownUniquelyReferenced(&next) {
        let below = next?.parent
        next?.parent = nil
        next = below
      }
    }
  }

  /// The nodes, root first.
  var nodes: [Node] { sequence(first: top, next: { $0.parent }).reversed() }

  func node(at index: Int) -> Node? {
    guard index >= 0, index <= top.index else { return nil }
    var node = top
    for _ in index..<top.index {
      guard let parent = node.parent else { return nil }
      node = parent
    }
    return node
  }

  /// The layers above a node of this stack, bottom first.
  func layers(above target: Node) -> [Layer<Destination>] {
    sequence(first: top, next: { $0.parent }).prefix { $0 !== target }.map { $0.layer }.reversed()
  }
}

extension RouteStack: Equatable {
  /// Two stacks are equal when their layers are; shared layers are not compared again.
  public static func == (lhs: RouteStack, rhs: RouteStack) -> Bool {
    // Top down to the first shared layer. Stacks of different heights differ by then: only the
    // bottom layer is a root (no modal route), and a shared layer has the same layers under it.
    var left: Node? = lhs.top
    var right: Node? = rhs.top
    while let l = left, let r = right, l !== r {
      if l.layer != r.layer { return false }
      left = l.parent
      right = r.parent
    }
    return true
  }
}

extension RouteStack: Hashable {
  public func hash(into hasher: inout Hasher) {
    for layer in layers { hasher.combine(layer) }
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
