import Foundation

extension Router {
  /// Opens a URL through ``deepLinks`` as a link from the app itself (``LinkOrigin/inApp``): its
  /// routes go on top, replace the stack, or reuse an equal route, as the matched pattern says.
  ///
  /// ```swift
  /// Button("Lesson 42") { try? router.open(URL(string: "myapp://learn/42")!) }
  /// ```
  /// - Returns: The ids of the link's routes, bottom first; empty while ``Router/heldCommands`` holds it.
  /// - Throws: ``DeepLinkError`` (only).
  @discardableResult
  public func open(_ url: URL) throws -> [RouteID] {
    try run(.open(url), animated: nil)
  }

  /// Opens a URL that came from an origin: the matched entry must allow it, and a link from outside
  /// to an entry that asks first needs ``confirmLink``'s yes. A refusal throws
  /// ``DeepLinkError/blocked(_:)`` and is reported as ``LinkEvent/linkRefused(_:)``.
  /// - Returns: The ids of the link's routes, bottom first; empty while it waits for the user or a flow.
  /// - Throws: ``DeepLinkError`` (only).
  @discardableResult
  public func open(_ url: URL, from origin: LinkOrigin) throws -> [RouteID] {
    try run(.open(url, from: origin), animated: nil)
  }

  /// Opens a URL given as text, as a link from the app itself.
  /// - Returns: The ids of the link's routes, as ``open(_:)-(URL)`` returns them.
  /// - Throws: ``DeepLinkError/malformedURL(_:)`` when the text is not a URL, or any error of ``open(_:)-(URL)``.
  @discardableResult
  public func open(_ text: String) throws -> [RouteID] {
    guard !text.isEmpty, let url = URL(string: text) else { throw DeepLinkError.malformedURL(text) }
    // `.open(url)` with the text as received: a failure names what the app was given, not its encoding.
    return try open(url, received: text, origin: .inApp)
  }

  /// Opens a URL from any thread, as a link from the app itself: `send(.open(url))`.
  public nonisolated func send(_ url: URL) {
    send(.open(url))
  }

  /// How many routes links may have on the stack, what a link beyond does, how many sent links wait.
  public var linkLimits: LinkLimits {
    get { features.links.limits }
    set {
      features.links.limits = newValue
      inbox.setLimit(newValue.waitingLinks)
    }
  }

  /// What the entries added with a context read (the app's state, its session); `nil` by default.
  public var linkContext: (any Sendable)? {
    get { features.links.context }
    set { features.links.context = newValue }
  }

  /// The link whose entry's resolver is running, if any; observed, so a view can show it is coming.
  public var resolvingLink: DeepLink? {
    access(keyPath: \.resolvingLink)
    return features.links.resolving?.link
  }

  /// Calls a handler with what becomes of every link (``LinkEvent``) while the subscription is held.
  /// - Parameter handler: Called on the main actor, in order.
  /// - Returns: The subscription; cancel or release it to stop.
  public func observeLinks(_ handler: @escaping @MainActor (LinkEvent) -> Void) -> EventSubscription {
    features.linkObservers.subscribe(handler)
  }

  // MARK: Internals

  func emit(_ event: LinkEvent) {
    flightRecorder?.record(.event(EventRecord(event)), at: scheduler.now)
    features.linkObservers.send(event)
  }

  func open(_ url: URL, received: String, origin: LinkOrigin, source: CommandSource = .api) throws -> [RouteID] {
    guard let deepLinks else { throw DeepLinkError.noMap(received) }
    do {
      var link = try deepLinks.resolve(url, received: received, origin: origin, maxRoutes: linkLimits.routes)
      link.source = source
      guard try mayPlace(link, received: received) else { return [] }
      if let asking = link.asking {
        try askFirst(link, asking: asking, map: deepLinks)
        return []
      }
      return try place(link, map: deepLinks)
    } catch DeepLinkError.blocked(let refusal) {
      emit(.linkRefused(refusal))
      throw DeepLinkError.blocked(refusal)
    }
  }

  /// Asks the app's handler about a link from outside; it opens, or is refused, on the answer.
  private func askFirst(_ link: ResolvedLink, asking: LinkPart, map: DeepLinkMap<Destination>) throws {
    guard let confirm = confirmLink else { throw link.refusal(.noConfirmationHandler, of: asking) }
    guard !features.links.isConfirming else { throw link.refusal(.confirmationPending, of: asking) }
    features.links.isConfirming = true
    supersedeResolvingLink()
    emit(.linkAwaitingConfirmation(link.link))
    Task { @MainActor [weak self] in
      let accepted = await confirm(link.link)
      guard let self else { return }
      self.features.links.isConfirming = false
      self.reportFailure {
        guard accepted else { throw link.refusal(.declined, of: asking) }
        guard try self.mayPlace(link, received: link.first.parameters.received) else { return }
        // The map may have changed meanwhile: the link opens by the rules of the map it was asked under.
        _ = try self.place(link, map: map)
      }
    }
  }

  /// Makes a link's routes and places them; an async entry's are placed when its resolver finishes.
  private func place(_ link: ResolvedLink, map: DeepLinkMap<Destination>) throws -> [RouteID] {
    // A flood against a full stack is refused before the app's route maker runs.
    let sent = link.origin.isSentFromOutside
    if link.placement == .onTop, features.links.refusesOnTop(on: stack, sentFromOutside: sent) {
      throw link.refusal(.routeLimit(features.links.limits.routes(sentFromOutside: sent)))
    }
    if link.parts.count == 1, case .resolver(let resolve, let timeout) = map.entries[link.first.rule.maker].maker {
      supersedeResolvingLink()
      // Its pushes go where the link was opened, whatever tab the user is in when it resolves.
      let openedFor = (stack.topLayer.modal?.id, try? engine.stack(forPush: nil, of: stack).get())
      startResolving(link, resolve, timeout: timeout, openedFor: openedFor)
      return []
    }
    return try put(try map.routes(for: link, context: linkContext), link)
  }

  /// Places a link's routes, within ``linkLimits``; pushes of a looked-up link that name no stack
  /// go to `openedFor` while that layer is still the top one.
  private func put(
    _ routes: [Route<Destination>], _ link: ResolvedLink,
    openedFor: (layer: RouteID?, stack: NavigationStackID?)? = nil
  ) throws -> [RouteID] {
    do {
      var routes = routes
      // A looked-up link's pushes that name no stack go where it was opened, while that layer is
      // on top; the engine joins the others to their layers' stacks.
      if let openedFor, let opened = openedFor.stack, openedFor.layer == stack.topLayer.modal?.id {
        for index in routes.prefix(while: { $0.presentation == .push }).indices where routes[index].stack == nil {
          routes[index].stack = opened
        }
      }
      let sent = link.origin.isSentFromOutside
      let now = engine.target
      guard
        let (new, ids, replaced) = try features.links.place(
          routes, link.placement, on: now, sentFromOutside: sent, checkNewIDs: engine.checkNewIDs)
      else {
        throw link.refusal(.routeLimit(features.links.limits.routes(sentFromOutside: sent)))
      }
      try engine.replace(with: new, adding: ids, reason: .deepLink, source: link.source)
      supersedeResolvingLink()
      if !replaced.isEmpty { emit(.linkReplacedLinkRoutes(link.link, removed: replaced)) }
      // The app's own links are commands like `present`; the others leave a trail.
      if link.link.origin != .inApp { emit(.linkOpened(link.link, routes: ids)) }
      return ids
    } catch let error as RouteStackError {
      throw DeepLinkError.rejected(link.first.parameters.received, error)
    }
  }

  /// Runs an async entry's resolver within its time limit, unless a newer link or command supersedes it.
  private func startResolving(
    _ link: ResolvedLink, _ resolve: @escaping DeepLinkMap<Destination>.Resolver,
    timeout: Duration, openedFor: (layer: RouteID?, stack: NavigationStackID?)
  ) {
    let parameters = link.first.parameters
    let (context, number) = (linkContext, features.links.nextResolution())
    let task = Task { @MainActor [weak self] in
      let routes: Result<[Route<Destination>], any Error>
      do { routes = .success(try await resolve(parameters, context)) } catch { routes = .failure(error) }
      guard let self, let resolution = self.features.links.resolving, resolution.number == number else { return }
      self.endResolving()
      var failed = false
      self.reportFailure {
        guard try self.mayPlace(link, received: link.first.parameters.received) else { return }
        do {
          _ = try self.put(try routes.get(), link, openedFor: resolution.openedFor)
        } catch {
          failed = true
          throw DeepLinkError.refused(parameters.received, by: error)
        }
      }
      // A tapped link the lookup does not open goes where an unmatched one goes, once reported.
      if failed { resolution.fallback?() }
    }
    let timer = scheduler.schedule(after: timeout) { [weak self] in
      guard let self, let resolution = self.features.links.resolving, resolution.number == number else { return }
      self.endResolving(failing: .timedOut(parameters.received, after: timeout))
      resolution.fallback?()
    }
    withMutation(keyPath: \.resolvingLink) {
      features.links.resolving = LinkGate.Resolution(
        number: number, link: link.link, received: parameters.received, openedFor: openedFor
      ) {
        task.cancel()
        timer.cancel()
      }
    }
  }

  /// Whether a link may be placed now; a protected flow may hold or refuse it.
  private func mayPlace(_ link: ResolvedLink, received: String) throws -> Bool {
    switch flowVerdict(for: .open(link.url, from: link.link.origin), source: link.source) {
    case .run: return true
    case .hold: return false
    case .refuse(let error): throw DeepLinkError.rejected(received, error)
    }
  }

  /// Ends the link being resolved, cancelling its resolver and time limit; reports `error`.
  private func endResolving(failing error: DeepLinkError? = nil) {
    guard let resolving = features.links.resolving else { return }
    withMutation(keyPath: \.resolvingLink) { features.links.resolving = nil }
    resolving.cancel()
    if let error { emit(.deepLinkFailed(error)) }
  }

  /// Cancels the link being resolved, if any: a command of the app's, a newer link that waits for
  /// the user, starts resolving or places its routes (not a refused one), or the last root of the
  /// router leaving for good supersedes it.
  func supersedeResolvingLink() {
    guard let received = features.links.resolving?.received else { return }
    endResolving(failing: .superseded(received))
  }

  /// Runs what opens a link after a wait, reporting its failure as an event.
  private func reportFailure(_ body: () throws -> Void) {
    do {
      try body()
    } catch DeepLinkError.blocked(let refusal) {
      emit(.linkRefused(refusal))
    } catch let error as DeepLinkError {
      emit(.deepLinkFailed(error))
    } catch {}
  }

  func reportDroppedLinks() {
    guard let (count, latest) = inbox.takeDropped() else { return }
    emit(.linksDropped(count, latest: latest))
  }
}
