import Foundation

extension Router {
  /// Opens a link tapped in content the app renders (a post, a message) as ``LinkOrigin/userContent``:
  /// the app's own entries refuse it, an entry asks the user first unless it says otherwise, and it
  /// never replaces the stack. The adapter's `opensTappedLinks(with:otherwise:)` does this for text.
  /// - Parameters:
  ///   - url: The URL.
  ///   - fallback: What a link the map does not open does; the system opens it by default.
  ///   - openInSystem: How the system opens a link whose fallback comes after the tap was answered
  ///     (a failed asynchronous lookup); the adapter passes SwiftUI's `openURL`. Nothing by default.
  /// - Returns: What became of it.
  @discardableResult
  public func openTapped(
    _ url: URL, otherwise fallback: LinkFallback<Destination> = .system,
    openInSystem: @escaping @MainActor (URL) -> Void = { _ in }
  ) -> TappedLinkOutcome {
    let resolution = features.links.resolving?.number
    do {
      try open(url, from: .userContent)
      if let resolving = features.links.resolving, resolving.number != resolution {
        features.links.resolving?.fallback = { [weak self] in
          if case .system(let url) = self?.fallBack(url, fallback) { openInSystem(url) }
        }
      }
      return .opened
    } catch {
      return fallBack(url, fallback)
    }
  }

  /// What a tapped link the map does not open does.
  private func fallBack(_ url: URL, _ fallback: LinkFallback<Destination>) -> TappedLinkOutcome {
    switch fallback {
    case .system: return .system(url)
    case .discard: return .discarded
    case .inAppBrowser(let presentation, let destination):
      guard LinkURL.isWeb(url.scheme), let id = try? present(destination(url), as: presentation) else {
        return .system(url)
      }
      return .presented(id)
    }
  }

  /// The link that opens the whole stack (``DeepLinkMap/url(for:scheme:host:)-(RouteStack<Destination>,_,_)``),
  /// for Handoff or a widget; `nil` at the root, without a map, or when a route does not print.
  /// - Parameters:
  ///   - scheme: The scheme, for entries that name none.
  ///   - host: The host, for entries that name none.
  public func stackURL(scheme: String, host: String? = nil) -> URL? {
    try? deepLinks?.url(for: stack, scheme: scheme, host: host)
  }

  /// The link of the screen a layer shows, to share from it: its last push in one of its stacks, or
  /// its modal route; `nil` for the root screen, an unknown route, or a route that does not print.
  /// - Parameters:
  ///   - id: A route of the layer (``ModalDismissAction/routeID``); `nil` for the root layer.
  ///   - stack: The layer's navigation stack; `nil` is that of `id` when it is a push, else the one
  ///     the user is in: in a `TabView`, each tab shares its own screen.
  ///   - scheme: The scheme, for entries that name none.
  ///   - host: The host, for entries that name none.
  public func screenURL(
    inLayerOf id: RouteID?, in stack: NavigationStackID? = nil, scheme: String, host: String? = nil
  ) -> URL? {
    let target = self.stack
    let location: (layer: Int, pathIndex: Int?)? = if let id { target.location(of: id) } else { (0, nil) }
    guard let location, let layer = target.layer(at: location.layer) else { return nil }
    let pushedStack = location.pathIndex.flatMap { layer.path[$0].shownInStack }
    let route = pushedRoutes(inStack: stack ?? pushedStack, onLayer: layer).last ?? layer.modal
    return route.flatMap { try? deepLinks?.url(for: $0, scheme: scheme, host: host) }
  }

  /// The link of the screen the user is on: ``screenURL(inLayerOf:in:scheme:host:)`` of the top layer.
  /// - Parameters:
  ///   - scheme: The scheme, for entries that name none.
  ///   - host: The host, for entries that name none.
  public func topRouteURL(scheme: String, host: String? = nil) -> URL? {
    screenURL(inLayerOf: stack.topLayer.modal?.id, scheme: scheme, host: host)
  }
}
