import Foundation

extension Router {
  /// Opens a link tapped in content the app renders (SwiftUI's `openURL` in a post, a message, a
  /// bio) through ``deepLinks``, as ``LinkOrigin/userContent``: another user wrote it, so the
  /// app's own entries refuse it, an entry asks the user first unless it says otherwise, and it
  /// never replaces the stack. A link the map does not open (unmatched, refused, failing, or no
  /// map) goes where `fallback` says. Links the app writes itself open with ``open(_:)-(URL)``. The adapter's `opensTappedLinks(with:otherwise:)` does this for
  /// SwiftUI text. A link whose entry resolves it asynchronously counts as opened once its rules
  /// pass: if the lookup fails later, that is a ``RouterEvent/deepLinkFailed(_:)`` event, not the
  /// fallback (the tap has been answered by then); so does one that waits for the user.
  ///
  /// ```swift
  /// switch router.openTapped(url, otherwise: .inAppBrowser(.sheet) { .safari($0) }) { … }
  /// ```
  /// - Parameters:
  ///   - url: The URL.
  ///   - fallback: What a link the map does not open does; the system opens it by default.
  /// - Returns: What became of it.
  @discardableResult
  public func openTapped(_ url: URL, otherwise fallback: LinkFallback<Destination> = .system) -> TappedLinkOutcome {
    do {
      try open(url, from: .userContent)
      return .opened
    } catch {
      switch fallback {
      case .system: return .system(url)
      case .discard: return .discarded
      case .inAppBrowser(let presentation, let destination):
        let scheme = url.scheme?.lowercased()
        guard scheme == "http" || scheme == "https", let id = try? present(destination(url), as: presentation) else {
          return .system(url)
        }
        return .presented(id)
      }
    }
  }

  /// The link that opens the whole stack (``DeepLinkMap/url(for:scheme:host:)-(RouteStack<Destination>,_,_)``):
  /// for Handoff, a widget, a saved state; `nil` at the root, without a map, or when a route does
  /// not print.
  /// - Parameters:
  ///   - scheme: The scheme, for entries that name none.
  ///   - host: The host, for entries that name none.
  /// - Returns: The URL, or `nil`.
  public func stackURL(scheme: String, host: String? = nil) -> URL? {
    try? deepLinks?.url(for: stack, scheme: scheme, host: host)
  }

  /// The link of the screen a layer shows, to share from that screen (a toolbar in a sheet shares
  /// the sheet's screen, the root's shares the root's, whatever is presented over them): the
  /// layer's last push, or its modal route; `nil` for the root screen itself, an unknown layer,
  /// without a map, or when the route does not print.
  ///
  /// ```swift
  /// router.screenURL(inLayerOf: dismiss.routeID, scheme: "https", host: "example.com")
  /// ```
  /// - Parameters:
  ///   - modalID: The modal route that starts the layer (``ModalDismissAction/routeID``); `nil`
  ///     for the root layer.
  ///   - scheme: The scheme, for entries that name none.
  ///   - host: The host, for entries that name none.
  /// - Returns: The URL, or `nil`.
  public func screenURL(inLayerOf modalID: RouteID?, scheme: String, host: String? = nil) -> URL? {
    let stack = stack
    guard let index = modalID.map({ stack.layerIndex(ofModal: $0) }) ?? 0, let layer = stack.layer(at: index),
      let route = layer.path.last ?? layer.modal
    else { return nil }
    return try? deepLinks?.url(for: route, scheme: scheme, host: host)
  }

  /// The link of the top route, to share the screen the user is on; `nil` at the root, without a
  /// map, or when the top route does not print.
  /// - Parameters:
  ///   - scheme: The scheme, for entries that name none.
  ///   - host: The host, for entries that name none.
  /// - Returns: The URL, or `nil`.
  public func topRouteURL(scheme: String, host: String? = nil) -> URL? {
    stack.routes.last.flatMap { try? deepLinks?.url(for: $0, scheme: scheme, host: host) }
  }
}
