import Foundation

extension Router {
  /// Opens a URL through ``deepLinks``: its routes go on top of whatever is showing (even an
  /// open modal), replace the stack, or reuse an equal route, as the matched pattern says.
  /// Before a host is attached (a cold start from a notification) the links still apply, in
  /// order, and the host catches up when attached.
  ///
  /// ```swift
  /// .onOpenURL { url in try? router.open(url) }
  /// ```
  /// - Parameter url: The URL.
  /// - Returns: The ids of the routes it put on the stack.
  /// - Throws: ``DeepLinkError``; nothing changes.
  @discardableResult
  public func open(_ url: URL) throws -> [RouteID] {
    guard let deepLinks else { throw DeepLinkError.noMap(url) }
    let (routes, placement) = try deepLinks.match(url)
    do {
      switch placement {
      case .onTop:
        try append(routes, reason: .deepLink)
      case .replaceStack:
        setTarget(try RouteStack(routes), reason: .deepLink)
      case .reuseExisting:
        guard let first = routes.first, let existing = stack.routes.last(where: { $0.destination == first.destination }),
          let (layer, pathIndex) = stack.location(of: existing.id)
        else {
          try append(routes, reason: .deepLink)
          break
        }
        // Dismiss down to the equal route, which stays, then add the rest of the link on top.
        var target = stack
        target.removeLayers(above: layer)
        if let pathIndex { target.setPath(Array(target.topLayer.path.prefix(pathIndex + 1)), ofLayer: layer) }
        for route in routes.dropFirst() {
          guard !ids.contains(route.id) else { throw RouteStackError.duplicateRouteID(route.id) }
          try target.append(route)
        }
        setTarget(target, reason: .deepLink)
      }
    } catch let error as RouteStackError {
      throw DeepLinkError.rejected(url, error)
    }
    return routes.map(\.id)
  }

  /// Opens a URL given as text.
  /// - Parameter text: The URL's text.
  /// - Returns: The ids of the routes it put on the stack.
  /// - Throws: ``DeepLinkError/malformedURL(_:)`` when the text is not a URL, or any error of ``open(_:)-(URL)``.
  @discardableResult
  public func open(_ text: String) throws -> [RouteID] {
    guard !text.isEmpty, let url = URL(string: text) else { throw DeepLinkError.malformedURL(text) }
    return try open(url)
  }
}
