extension Router {
  /// The popups waiting for their turn, in showing order: higher priority first, then arrival. Observable.
  public var popupQueue: [QueuedPopup<Destination>] { engine.popups.state.waiting.map(\.popup) }

  /// The popups the queue shows now, bottom first: those it put on the stack that are still there.
  public var shownQueuedPopups: [QueuedPopup<Destination>] { engine.popups.state.shown.map(\.popup) }

  /// How popups that arrive while others are up are treated; a change applies to those waiting now.
  public var popupQueueRules: PopupQueueRules {
    get { engine.popups.rules }
    set {
      engine.popups.rules = newValue
      advancePopupQueue()
    }
  }

  /// Shows a screen when its turn comes, as ``popupQueueRules`` say (toasts stack up to
  /// ``PopupQueueRules/visibleToasts``); it waits in ``popupQueue``, not on ``stack``.
  ///
  /// ```swift
  /// try router.enqueue(.saved, as: .toast, lifetime: .seconds(3), announcement: "Saved")
  /// try router.enqueue(.rateTheApp, as: .popup, priority: .low, whenIdle: true)
  /// ```
  /// - Parameters:
  ///   - destination: The screen.
  ///   - presentation: How it shows; a sheet by default. A popup (``Presentation/popup``,
  ///     ``Presentation/toast``) or any other; a push joins the top layer's stack.
  ///   - priority: In ``PopupPriority/validRange``; ``PopupPriority/normal`` by default.
  ///   - lifetime: How long it stays once shown, more than zero, on the router's clock (stopped in
  ///     the background); `nil` (the default) until dismissed.
  ///   - announcement: What VoiceOver says when a toast shows; `nil` reads the toast's content.
  ///   - whenIdle: Whether it also waits until nothing is presented over the root screen.
  ///   - advance: ``QueueAdvance/whenAsked`` waits until the app calls ``showNextQueued()``.
  ///   - id: The route's id; a random one by default.
  /// - Throws: ``PopupQueueError`` for a bad priority or lifetime; ``RouteStackError`` when the id
  ///   is taken (on the stack or in the queue) or the screen cannot be presented.
  @discardableResult
  public func enqueue(
    _ destination: Destination, as presentation: Presentation = .sheet, priority: PopupPriority = .normal,
    lifetime: Duration? = nil, announcement: String? = nil, whenIdle: Bool = false, advance: QueueAdvance = .byRules,
    id: RouteID = RouteID()
  ) throws -> RouteID {
    guard PopupPriority.validRange.contains(priority.rawValue) else {
      throw PopupQueueError.priorityOutOfRange(priority.rawValue)
    }
    if let lifetime, lifetime <= .zero { throw PopupQueueError.invalidLifetime(lifetime) }
    let route = Route(destination, presentation: presentation, id: id)
    guard !engine.popups.state.contains(id) else { throw RouteStackError.duplicateRouteID(id, screen: route.screen) }
    // Checked now, against today's stack: a refusal later would have no one to tell.
    try engine.checkPresentable(route)
    engine.popups.isWatchingTarget = true
    engine.popups.state.enqueue(
      QueuedPopup(
        route: route, priority: priority, lifetime: lifetime, announcement: announcement, whenIdle: whenIdle,
        advance: advance))
    advancePopupQueue()
    return id
  }

  /// Lets the first screen enqueued with `advance: .whenAsked` take its turn, as the queue's rules let it.
  /// - Throws: ``PopupQueueError/nothingWaitsToBeAsked`` when no such screen waits.
  @discardableResult
  public func showNextQueued() throws -> RouteID {
    guard let id = engine.popups.state.releaseNextHeld() else { throw PopupQueueError.nothingWaitsToBeAsked }
    advancePopupQueue()
    return id
  }

  /// Takes a popup out of the queue before it shows (`true` if it waited); a shown one is dismissed like any route.
  @discardableResult
  public func cancelQueuedPopup(_ id: RouteID) -> Bool {
    engine.popups.state.cancel(id)
  }

  /// What VoiceOver says when a queued popup shows, if the app gave it.
  package func popupAnnouncement(for id: RouteID) -> String? {
    engine.popups.state.popup(id)?.announcement
  }

  // MARK: Carrying out the queue's decisions

  /// The stack without the popups the queue shows, for restoration.
  var stackWithoutQueuedPopups: RouteStack<Destination> {
    engine.popups.state.shown.reversed().reduce(stack) { RouterEngine.removingQueued($1.popup.id, from: $0) }
  }

  /// Frees the places of shown popups that left the target and shows what waited; after the engine's turn.
  func queueHeardTarget() {
    guard engine.popups.isWatchingTarget else { return }
    let waitsForIdle = engine.popups.state.waitsForIdle && stack.layerCount == 1
    guard !engine.popups.state.shown.isEmpty || waitsForIdle else { return }
    let left = engine.popups.state.forgetShown { !engine.contains($0) }
    guard !left.isEmpty || waitsForIdle else { return }
    for id in left { stopLifetime(of: id) }
    advancePopupQueue(source: .popupQueue)
  }

  /// Shows the popups whose turn has come, taking off those they replace, in one change of the
  /// target; the queue's state is the new one first, so the change frees no place it is filling.
  func advancePopupQueue(source: CommandSource = .api) {
    guard engine.popups.isWatchingTarget, !engine.popups.state.waiting.isEmpty else { return }
    let (replaced, shown) = engine.popups.state.advance(rules: engine.popups.rules, isIdle: stack.layerCount == 1)
    guard !replaced.isEmpty || !shown.isEmpty else { return }
    for id in replaced { stopLifetime(of: id) }
    // A push with no stack to join, an id the app took meanwhile, a top that cannot present it.
    var failures: [RouteStackError] = []
    func cannotShow(_ id: RouteID, because error: RouteStackError) {
      engine.popups.state.forgetShown { $0 == id }
      failures.append(error)
    }
    engine.showPopups(replacing: replaced, showing: shown.map(\.route), source: source, refused: cannotShow)
    for error in failures { emit(.commandFailed(error)) }
    // A popup that could not show frees its place now: the next one waiting takes it.
    if !failures.isEmpty { advancePopupQueue(source: source) }
  }

  /// Starts a queued popup's lifetime at its first `didPresent`: waiting for a transition does not count.
  func popupShown(_ id: RouteID) {
    guard engine.popups.isWatchingTarget, engine.popups.timers[id] == nil,
      let lifetime = engine.popups.state.shown.first(where: { $0.popup.id == id })?.popup.lifetime
    else { return }
    engine.popups.timers[id] = scheduler.schedule(after: lifetime) { [weak self] in self?.popupLifetimeEnded(id) }
  }

  private func stopLifetime(of id: RouteID) {
    engine.popups.timers.removeValue(forKey: id)?.cancel()
  }

  /// A popup's time is up: its layer goes, and only it; its exit action runs first.
  private func popupLifetimeEnded(_ id: RouteID) {
    engine.popups.timers[id] = nil
    engine.removePopup(id)
  }
}
