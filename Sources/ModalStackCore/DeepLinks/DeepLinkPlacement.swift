/// Where the routes of a matched deep link go.
public enum DeepLinkPlacement: String, Hashable, Sendable, Codable, CaseIterable {
  /// On top of whatever is showing, even an open modal (a push notification's screen).
  case onTop
  /// On top of what is showing, unless the link's screens already are the top of the stack (a
  /// notification tapped twice): then nothing changes, and the link returns their ids.
  case onTopOnce
  /// Instead of the whole stack.
  case replaceStack
  /// Dismiss down to the topmost route with the first matched route's destination (it stays)
  /// and put the other routes above it; on top when there is none.
  case reuseExisting
}

extension DeepLinkPlacement {
  /// Where a link from outside (``LinkOrigin/isOutside``) puts its routes: it never dismisses a
  /// screen, so ``replaceStack`` goes ``onTop`` and ``reuseExisting`` is ``onTopOnce``.
  var fromOutside: DeepLinkPlacement {
    switch self {
    case .replaceStack: .onTop
    case .reuseExisting: .onTopOnce
    case .onTop, .onTopOnce: self
    }
  }
}

extension RouteStack {
  /// The route a ``DeepLinkPlacement/reuseExisting`` link starting with `first` reuses.
  func reusableRoute(for first: Route<Destination>) -> Route<Destination>? {
    routes.last { $0.destination == first.destination }
  }

  /// The target after placing a link's routes, and their ids; `nil` when they simply go on top.
  /// Ids are the caller's to check.
  func placing(_ routes: [Route<Destination>], _ placement: DeepLinkPlacement) throws
    -> (RouteStack, [RouteID])?
  {
    switch placement {
    case .onTop:
      return nil
    case .onTopOnce:
      let top = self.routes.suffix(routes.count)
      guard top.count == routes.count, zip(top, routes).allSatisfy({ $0.destination == $1.destination }) else {
        return nil
      }
      return (self, top.map(\.id))
    case .replaceStack:
      return (try RouteStack(routes), routes.map(\.id))
    case .reuseExisting:
      guard let first = routes.first, let existing = reusableRoute(for: first),
        let (layer, pathIndex) = location(of: existing.id)
      else { return nil }
      var target = self
      target.removeLayers(above: layer)
      // Pops only the reused push's own stack, as `remove(from:)` does.
      let path = target.topLayer.path
      let kept = pathIndex.map { index in
        Array(path[...index]) + path[(index + 1)...].filter { $0.shownInStack != existing.shownInStack }
      }
      target.setPath(kept ?? [], ofLayer: layer)
      // The link's pushes after a reused push join the reused route's stack.
      var rest = Array(routes.dropFirst())
      for index in rest.indices {
        guard rest[index].presentation == .push else { break }
        if rest[index].stack == nil { rest[index].stack = existing.stack }
      }
      for route in rest { try target.append(route) }
      return (target, [existing.id] + rest.map(\.id))
    }
  }
}
