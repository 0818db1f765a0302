import Foundation

extension Router {
  /// Opens a URL through ``deepLinks`` as a link from the app itself (``LinkOrigin/inApp``):
  /// its routes go on top of whatever is showing (even an open modal), replace the stack, or
  /// reuse an equal route, as the matched pattern says. Before a host is attached (a cold start
  /// from a notification) the links still apply, in order, and the host catches up when attached.
  ///
  /// ```swift
  /// Button("Lesson 42") { try? router.open(URL(string: "myapp://learn/42")!) }
  /// ```
  /// - Parameter url: The URL.
  /// - Returns: The ids of the link's routes, bottom first (for ``DeepLinkPlacement/reuseExisting``
  ///   the first is the reused route's); empty while a protected flow holds the link (it waits in
  ///   ``Router/heldCommands`` and opens when the flow ends, see ``FlowProtection``).
  /// - Throws: ``DeepLinkError`` (only); nothing changes. A flow that refuses outside commands
  ///   throws ``DeepLinkError/rejected(_:_:)`` with ``RouteStackError/protectedFlow(_:)``.
  @discardableResult
  public func open(_ url: URL) throws -> [RouteID] {
    try open(url, received: url.absoluteString, origin: .inApp)
  }

  /// Opens a URL that came from an origin: the matched entry must allow the origin, its
  /// declared parameters must be met, and, when the entry asks first and the link comes from
  /// outside, the user must agree (``confirmLink``); then the routes are placed, within
  /// ``linkLimits``. A refusal by any of these rules changes nothing, throws
  /// ``DeepLinkError/blocked(_:)`` and is reported as ``RouterEvent/linkRefused(_:)``.
  ///
  /// ```swift
  /// func scene(_ scene: UIScene, openURLContexts contexts: Set<UIOpenURLContext>) {
  ///   for context in contexts {
  ///     try? router.open(context.url, from: .otherApp(sourceApplication: context.options.sourceApplication))
  ///   }
  /// }
  /// ```
  /// - Parameters:
  ///   - url: The URL.
  ///   - origin: Where it came from.
  /// - Returns: The ids of the link's routes, bottom first; empty while the link waits for the
  ///   user (it then opens, or is refused, when the handler answers; both are events), or while a
  ///   protected flow holds it (``Router/heldCommands``).
  /// - Throws: ``DeepLinkError`` (only); nothing changes.
  @discardableResult
  public func open(_ url: URL, from origin: LinkOrigin) throws -> [RouteID] {
    try open(url, received: url.absoluteString, origin: origin)
  }

  /// Opens a URL given as text, as a link from the app itself.
  /// - Parameter text: The URL's text.
  /// - Returns: The ids of the link's routes, bottom first; empty while a protected flow holds it.
  /// - Throws: ``DeepLinkError/malformedURL(_:)`` when the text is not a URL, or any error of ``open(_:)-(URL)``.
  @discardableResult
  public func open(_ text: String) throws -> [RouteID] {
    guard !text.isEmpty, let url = URL(string: text) else { throw DeepLinkError.malformedURL(text) }
    return try open(url, received: text, origin: .inApp)
  }

  /// Opens a URL from any thread (a notification delegate, a background task), as a link from
  /// the app itself: the same as `send(.open(url))`; `send(.open(url, from: origin))` gives
  /// another origin. At most ``LinkLimits/waitingLinks`` links wait for the main actor; more
  /// are dropped at once and reported as ``RouterEvent/linksDropped(_:latest:)``. Links are opened on the main actor in the
  /// order they were sent, also before a host is attached; a link that does not open is reported
  /// as a ``RouterEvent/deepLinkFailed(_:)`` or ``RouterEvent/linkRefused(_:)`` event.
  ///
  /// ```swift
  /// router.send(URL(string: "myapp://learn/42")!)
  /// ```
  /// - Parameter url: The URL.
  public nonisolated func send(_ url: URL) {
    send(.open(url))
  }

  /// The bound on what links may do: how many routes they may have on the stack, what a link
  /// beyond that does, and how many sent links may wait. ``LinkLimits/init(routes:overflow:waitingLinks:)``'s
  /// defaults unless set.
  ///
  /// ```swift
  /// router.linkLimits = LinkLimits(routes: 20, overflow: .replaceLinkRoutes)
  /// ```
  public var linkLimits: LinkLimits {
    get { linkGate.limits }
    set {
      linkGate.limits = newValue
      linkInbox.setLimit(newValue.waitingLinks)
    }
  }

  // MARK: Internals

  /// Checks a link against its entry's rules, then asks the user or places its routes. A refusal
  /// by a rule is an event too.
  private func open(_ url: URL, received: String, origin: LinkOrigin) throws -> [RouteID] {
    guard let deepLinks else { throw DeepLinkError.noMap(received) }
    do {
      let resolved = try deepLinks.resolve(url, received: received, origin: origin)
      // A link the rules let through comes from outside the app's screens: a protected flow holds
      // it (to be checked again when it runs) or refuses it.
      switch admitFromOutside(.open(url, from: origin), source: .deepLink) {
      case .run: break
      case .hold: return []
      case .refuse(let error): throw DeepLinkError.rejected(received, error)
      }
      if resolved.rule.access.asksUser(origin) {
        try askFirst(resolved, map: deepLinks)
        return []
      }
      return try place(resolved, map: deepLinks)
    } catch DeepLinkError.blocked(let refusal) {
      emit(.linkRefused(refusal))
      throw DeepLinkError.blocked(refusal)
    }
  }

  /// Asks the app's handler about a link from outside; it opens (or is refused) on the answer.
  private func askFirst(_ resolved: (rule: DeepLinkRule, parameters: DeepLinkParameters), map: DeepLinkMap<Destination>)
    throws
  {
    let (rule, link) = resolved
    guard let confirm = confirmLink else { throw rule.refusal(of: link, .noConfirmationHandler) }
    guard !linkGate.isConfirming else { throw rule.refusal(of: link, .confirmationPending) }
    linkGate.isConfirming = true
    let deepLink = DeepLink(link.url, from: link.origin)
    emit(.linkAwaitingConfirmation(deepLink))
    Task { @MainActor [weak self] in
      let accepted = await confirm(deepLink)
      guard let self else { return }
      self.linkGate.isConfirming = false
      do {
        guard accepted else { throw rule.refusal(of: link, .declined) }
        // The map may have changed meanwhile: the link opens by the rules of the map it was asked under.
        _ = try self.place(resolved, map: map)
      } catch DeepLinkError.blocked(let refusal) {
        self.emit(.linkRefused(refusal))
      } catch let error as DeepLinkError {
        self.emit(.deepLinkFailed(error))
      } catch {}
    }
  }

  /// Makes a link's routes and places them, within ``linkLimits``.
  private func place(_ resolved: (rule: DeepLinkRule, parameters: DeepLinkParameters), map: DeepLinkMap<Destination>)
    throws
    -> [RouteID]
  {
    let (rule, link) = resolved
    func limit() -> DeepLinkError { rule.refusal(of: link, .routeLimit(linkGate.limits.routes)) }
    // A flood against a full stack is refused before the app's route maker runs.
    if rule.placement == .onTop, linkGate.refusesOnTop(on: stack) { throw limit() }
    let (routes, placement) = try map.routes(for: resolved)
    let deepLink = DeepLink(link.url, from: link.origin)
    do {
      guard let (ids, added, replaced) = try engine.placeLink(routes, placement, gate: &linkGate) else { throw limit() }
      linkGate.recordOpened(added)
      if !replaced.isEmpty { emit(.linkReplacedLinkRoutes(deepLink, removed: replaced)) }
      // The app's own links are commands like `present`; the others leave a trail.
      if link.origin != .inApp { emit(.linkOpened(deepLink, routes: ids)) }
      return ids
    } catch let error as RouteStackError {
      throw DeepLinkError.rejected(link.received, error)
    }
  }

  /// Reports the links dropped from the inbox since the last report, as one event.
  func reportDroppedLinks() {
    guard let (count, latest) = linkInbox.takeDropped() else { return }
    emit(.linksDropped(count, latest: latest))
  }
}
