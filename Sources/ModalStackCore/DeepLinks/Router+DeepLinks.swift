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
  /// - Returns: The ids of the link's routes, bottom first (for ``DeepLinkPlacement/reuseExisting``
  ///   the first is the reused route's); empty while a protected flow holds the link (it waits in
  ///   ``Router/heldCommands`` and opens when the flow ends, see ``FlowProtection``).
  /// - Throws: ``DeepLinkError`` (only); nothing changes. A flow that refuses outside commands
  ///   throws ``DeepLinkError/rejected(_:_:)`` with ``RouteStackError/protectedFlow(_:)``.
  @discardableResult
  public func open(_ url: URL) throws -> [RouteID] {
    try open(url, received: url.absoluteString)
  }

  private func open(_ url: URL, received: String) throws -> [RouteID] {
    // A link comes from outside the app's screens: a protected flow holds it or refuses it.
    switch admitFromOutside(.open(url), source: .deepLink) {
    case .run: break
    case .hold: return []
    case .refuse(let error): throw DeepLinkError.rejected(received, error)
    }
    guard let deepLinks else { throw DeepLinkError.noMap(received) }
    let (routes, placement) = try deepLinks.match(url, received: received)
    do {
      let (change, ids) = try TargetChange.placing(routes, placement, in: engine.target, ledger: engine.ledger)
      if let change { applying(from: .deepLink) { apply(change) } }
      return ids
    } catch let error as RouteStackError {
      throw DeepLinkError.rejected(received, error)
    }
  }

  /// Opens a URL given as text.
  /// - Parameter text: The URL's text.
  /// - Returns: The ids of the link's routes, bottom first; empty while a protected flow holds it.
  /// - Throws: ``DeepLinkError/malformedURL(_:)`` when the text is not a URL, or any error of ``open(_:)-(URL)``.
  @discardableResult
  public func open(_ text: String) throws -> [RouteID] {
    guard !text.isEmpty, let url = URL(string: text) else { throw DeepLinkError.malformedURL(text) }
    return try open(url, received: text)
  }

  /// Opens a URL from any thread (a notification delegate, a background task): the same as
  /// `send(.open(url))`. Links are opened on the main actor in the order they were sent, none
  /// dropped, also before a host is attached; a link that does not open is reported as a
  /// ``RouterEvent/deepLinkFailed(_:)`` event.
  ///
  /// ```swift
  /// nonisolated func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: …) {
  ///   router.send(URL(string: "myapp://learn/42")!)
  /// }
  /// ```
  /// - Parameter url: The URL.
  public nonisolated func send(_ url: URL) {
    send(.open(url))
  }
}
