import Foundation

/// A router command as a value, for ``Router/send(_:)-(RouterCommand<Destination>)`` from any thread.
public enum RouterCommand<Destination: Hashable & Sendable>: Hashable, Sendable {
  /// Presents a destination on top of whatever is showing (a push joins the top layer).
  case present(Destination, Presentation, id: RouteID = RouteID(), once: PresentOnce? = nil)
  /// Pushes a destination onto a layer's navigation stack (``Router/push(_:onto:in:id:animated:)``).
  case push(Destination, onto: PushLayer = .top, in: NavigationStackID? = nil, id: RouteID = RouteID())
  /// Pops routes from a navigation stack of the top layer (``Router/pop(_:in:animated:)``).
  case pop(count: Int = 1, in: NavigationStackID? = nil)
  /// Pops a navigation stack of the top layer to its first screen (``Router/popToRoot(in:animated:)``).
  case popToRoot(in: NavigationStackID? = nil)
  /// Dismisses the top modal layer.
  case dismissTop
  /// Dismisses a route and everything above it.
  case dismiss(RouteID)
  /// Dismisses every modal layer.
  case dismissAll
  /// Goes back to a route: what is after it goes (``Router/goBack(toRoute:animated:)``).
  case goBack(to: RouteID)
  /// Goes back to a position, 0 being the root screen (``Router/goBack(toIndex:animated:)``).
  case goBackToIndex(Int)
  /// Removes the newest routes, pushes and modals together (``Router/removeLast(_:animated:)``).
  case removeLast(Int)
  /// Dismisses the top modal layers, each with its pushes (``Router/dismiss(layers:animated:)``).
  case dismissLayers(Int)
  /// Dismisses the modal layer a route sits in (``Router/dismissLayer(containing:animated:)``).
  case dismissLayer(of: RouteID)
  /// Replaces the top pushes of a stack of the top layer (``Router/replacePushes(_:with:in:animated:)``).
  case replacePushes(count: Int, with: [Route<Destination>], in: NavigationStackID? = nil)
  /// Inserts a push under a pushed route (``Router/insert(_:before:id:animated:)``).
  case insert(Destination, before: RouteID, id: RouteID = RouteID())
  /// Moves a sheet to another of its detents, in place (``Router/selectDetent(_:of:)``).
  case selectDetent(SheetDetent, of: RouteID)
  /// Replaces the whole stack; the events give `reason` (``RouteChangeReason/replaced`` by default).
  case replace([Route<Destination>], reason: RouteChangeReason = .replaced)
  /// Opens a URL through the router's deep-link map, from an origin (the app itself by default).
  case open(URL, from: LinkOrigin = .inApp)
}

extension RouterCommand {
  /// Whether it opens a link: links wait in a bounded number, the app's own commands always.
  var isLink: Bool {
    if case .open = self { true } else { false }
  }

  /// Runs the command; returns the ids of the routes it added, bottom first (a reused route's first).
  @MainActor
  @discardableResult
  package func perform(on router: Router<Destination>, source: CommandSource = .api) throws -> [RouteID] {
    let engine = router.engine
    switch self {
    case .present(let destination, let presentation, let id, let once):
      return [try engine.present(Route(destination, presentation: presentation, id: id), once: once, source: source)]
    case .push(let destination, let layer, let stack, let id):
      let index = try router.stack.layerIndex(of: layer)
      let route = Route(destination, presentation: .push, id: id, stack: stack)
      return [try engine.push(route, ontoLayer: index, source: source)]
    case .pop(let count, let stack):
      guard count > 0 else { throw RouteStackError.invalidCount(count) }
      let routes = router.pushedRoutes(inStack: stack)
      guard routes.count >= count else { throw RouteStackError.nothingToPop }
      try engine.dismiss(routes[routes.count - count].id, reason: .programmatic, source: source)
    case .popToRoot(let stack):
      guard let first = router.pushedRoutes(inStack: stack).first else { break }
      try? engine.dismiss(first.id, reason: .programmatic, source: source)
    case .dismissTop: try engine.dismissTop(source: source)
    case .dismiss(let id): try engine.dismiss(id, reason: .programmatic, source: source)
    case .dismissAll: engine.dismissAll(source: source)
    case .selectDetent(let detent, let id): try engine.selectDetent(detent, of: id, source: source)
    case .goBack(let id):
      guard let index = router.stack.routes.firstIndex(where: { $0.id == id }) else {
        throw RouteStackError.routeNotFound(id)
      }
      try engine.keep(index + 1, source: source)
    case .goBackToIndex(let index): try engine.keep(index, source: source)
    case .removeLast(let count):
      let available = router.stack.count
      guard count > 0 else { throw RouteStackError.invalidCount(count) }
      guard count <= available else { throw RouteStackError.tooFewRoutes(count, available: available) }
      try engine.keep(available - count, source: source)
    case .dismissLayers(let count):
      let available = router.stack.layerCount - 1
      guard count > 0 else { throw RouteStackError.invalidCount(count) }
      guard count <= available, let modal = router.stack.layer(at: available + 1 - count)?.modal else {
        throw RouteStackError.tooFewLayers(count, available: available)
      }
      try engine.dismiss(modal.id, reason: .programmatic, source: source)
    case .dismissLayer(let id):
      guard let (layer, _) = router.stack.location(of: id) else { throw RouteStackError.routeNotFound(id) }
      guard let modal = router.stack.layer(at: layer)?.modal else { throw RouteStackError.nothingToDismiss }
      try engine.dismiss(modal.id, reason: .programmatic, source: source)
    case .replacePushes(let count, let routes, let stack):
      guard count > 0 else { throw RouteStackError.invalidCount(count) }
      if let modal = routes.first(where: { $0.presentation != .push }) {
        throw RouteStackError.notAPush(modal.id, screen: modal.screen)
      }
      try engine.replacePushes(count, in: stack, with: routes, source: source)
      return routes.map(\.id)
    case .insert(let destination, let before, let id):
      try engine.insert(Route(destination, presentation: .push, id: id), before: before, source: source)
      return [id]
    case .replace(let routes, let reason):
      engine.replace(with: try RouteStack(routes), reason: reason, source: source)
      return routes.map(\.id)
    case .open(let url, let origin):
      return try router.open(url, received: url.absoluteString, origin: origin, source: source)
    }
    return []
  }
}

extension RouterCommand: CustomStringConvertible {
  /// The command in one line: `present sheet(settings)`, `dismiss lesson`, `open myapp://lesson/42`.
  public var description: String {
    switch self {
    case .present(let destination, let presentation, let id, let once):
      "present \(Route(destination, presentation: presentation, id: id))" + (once.map { " once \($0)" } ?? "")
    case .push(let destination, let layer, let stack, let id):
      "push \(Route(destination, presentation: .push, id: id, stack: stack))" + (stack.map { " in \($0)" } ?? "")
        + (layer == .top ? "" : " onto \(layer)")
    case .pop(let count, let stack): "pop \(count)" + (stack.map { " in \($0)" } ?? "")
    case .popToRoot(let stack): "popToRoot" + (stack.map { " in \($0)" } ?? "")
    case .dismissTop: "dismissTop"
    case .dismiss(let id): "dismiss \(id)"
    case .dismissAll: "dismissAll"
    case .selectDetent(let detent, let id): "selectDetent \(detent) of \(id)"
    case .goBack(let id): "goBack to \(id)"
    case .goBackToIndex(let index): "goBack to index \(index)"
    case .removeLast(let count): "removeLast \(count)"
    case .dismissLayers(let count): "dismiss \(count) layer\(count == 1 ? "" : "s")"
    case .dismissLayer(let id): "dismiss the layer of \(id)"
    case .replacePushes(let count, let routes, let stack):
      "replace \(count) push\(count == 1 ? "" : "es")" + (stack.map { " in \($0)" } ?? "") + " with "
        + (routes.isEmpty ? "nothing" : routes.map(\.description).joined(separator: " ▸ "))
    case .insert(let destination, let before, let id):
      "insert \(Route(destination, presentation: .push, id: id)) before \(before)"
    case .replace(let routes, _):
      "replace with \(routes.isEmpty ? "root" : routes.map(\.description).joined(separator: " ▸ "))"
    case .open(let url, .inApp): "open \(url.absoluteString)"
    case .open(let url, let origin): "open \(url.absoluteString) from \(origin)"
    }
  }
}
