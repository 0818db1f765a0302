extension Router {
  /// The popups waiting for their turn, in the order they will show: higher priority first, then
  /// the order they came in. Observable: a view that reads it is updated when it changes.
  ///
  /// ```swift
  /// Text("\(router.popupQueue.count) waiting")
  /// ```
  public var popupQueue: [QueuedPopup<Destination>] { popupLane.state.waiting.map(\.popup) }

  /// The popups the queue shows now, bottom first: those it put on the stack that are still there.
  public var shownQueuedPopups: [QueuedPopup<Destination>] { popupLane.state.shown.map(\.popup) }

  /// How popups that arrive while others are up are treated: a higher priority goes over by
  /// default, and three toasts show at once. A change applies to the popups waiting now.
  public var popupQueueRules: PopupQueueRules {
    get { popupLane.rules }
    set {
      popupLane.rules = newValue
      advancePopupQueue()
    }
  }

  /// Shows a popup when its turn comes: at once if no popup of equal or higher priority is up,
  /// else when those have gone. A higher one goes over a lower one, or replaces it
  /// (``popupQueueRules``). Toasts (popups that let touches through) stack instead, up to
  /// ``PopupQueueRules/visibleToasts``. With a lifetime the popup goes by itself that long after
  /// it shows, on the router's clock (a `SimulatedClock` in tests), which stops while the scene
  /// is in the background.
  ///
  /// ```swift
  /// try router.enqueuePopup(.rating, priority: .low)
  /// try router.enqueuePopup(.saved, as: .toast, lifetime: .seconds(2), announcement: "Saved")
  /// try router.enqueuePopup(.sessionExpired, priority: .critical)   // over the rating popup
  /// ```
  /// A waiting popup is not on ``stack`` (it shows in ``popupQueue``), so it is not saved by
  /// ``savedState()``, and neither is a popup the queue shows: both are moments, not places.
  /// ``dismissAll()`` drops the waiting popups too. Deep links and other commands do not wait for
  /// the queue; a waiting popup shows on top of what they opened when its turn comes.
  /// - Parameters:
  ///   - destination: The popup's content.
  ///   - presentation: A popup (``Presentation/popup``, ``Presentation/toast`` or
  ///     ``Presentation/popup(alignment:dimming:dismissOnTapOutside:transition:)``).
  ///   - priority: How urgent it is, in ``PopupPriority/validRange``; ``PopupPriority/normal`` by default.
  ///   - lifetime: How long it stays once shown, more than zero; `nil` (the default) until dismissed.
  ///   - announcement: What VoiceOver says when a toast shows; `nil` reads the toast's content.
  ///   - id: The route's id; a random one by default.
  /// - Returns: The popup's route id.
  /// - Throws: ``PopupQueueError`` naming a bad priority, lifetime or a presentation that is not a
  ///   popup; ``RouteStackError`` when the id is taken (on the stack or in the queue) or the popup
  ///   cannot be presented. Nothing changes.
  @discardableResult
  public func enqueuePopup(
    _ destination: Destination, as presentation: Presentation = .popup, priority: PopupPriority = .normal,
    lifetime: Duration? = nil, announcement: String? = nil, id: RouteID = RouteID()
  ) throws -> RouteID {
    guard PopupPriority.validRange.contains(priority.rawValue) else {
      throw PopupQueueError.priorityOutOfRange(priority.rawValue)
    }
    if let lifetime, lifetime <= .zero { throw PopupQueueError.invalidLifetime(lifetime) }
    guard case .modal(let modal) = presentation, modal.style.isPopup else {
      throw PopupQueueError.notAPopup(presentation.shortName)
    }
    guard !popupLane.state.contains(id) else { throw RouteStackError.duplicateRouteID(id) }
    let route = Route(destination, presentation: presentation, id: id)
    // Checked now, against today's stack: a refusal later would have no one to tell.
    try engine.checkPresentable(route)
    watchTargetForPopups()
    popupLane.state.enqueue(
      QueuedPopup(route: route, priority: priority, lifetime: lifetime, announcement: announcement))
    advancePopupQueue()
    return id
  }

  /// Takes a popup out of the queue before it shows. A popup that shows already is dismissed
  /// like any route (``dismiss(_:)``).
  ///
  /// ```swift
  /// router.cancelQueuedPopup(ratingID)   // the user rated from the settings screen meanwhile
  /// ```
  /// - Parameter id: The popup's id.
  /// - Returns: Whether it was waiting.
  @discardableResult
  public func cancelQueuedPopup(_ id: RouteID) -> Bool {
    popupLane.state.cancel(id)
  }

  /// What VoiceOver says when a queued popup shows, if the app gave it.
  /// - Parameter id: The popup's route id.
  package func popupAnnouncement(for id: RouteID) -> String? {
    popupLane.state.popup(id)?.announcement
  }

  // MARK: Carrying out the queue's decisions

  /// Dismiss all drops the waiting popups: the user asked for the root, not for what waited.
  func dropWaitingPopups() {
    guard popupLane.isWatchingTarget, !popupLane.state.waiting.isEmpty else { return }
    _ = popupLane.state.dropWaiting()
  }

  /// The stack without the popups the queue shows, for restoration.
  var stackWithoutQueuedPopups: RouteStack<Destination> {
    var stack = stack
    for entry in popupLane.state.shown.reversed() {
      if let layer = stack.layerIndex(ofModal: entry.popup.id) { stack.removeLayer(at: layer) }
    }
    return stack
  }

  /// Listens to changes of the target: a shown popup that left frees its place.
  private func watchTargetForPopups() {
    guard !popupLane.isWatchingTarget else { return }
    popupLane.isWatchingTarget = true
    _ = observeTarget { [weak self] in
      guard let self else { return false }
      self.popupTargetChanged()
      return true
    }
  }

  private func popupTargetChanged() {
    guard !popupLane.state.shown.isEmpty else { return }
    let left = popupLane.state.forgetShown { !engine.contains($0) }
    guard !left.isEmpty else { return }
    for id in left { stopLifetime(of: id) }
    advancePopupQueue()
  }

  /// Shows the popups whose turn has come, taking off those they replace, in one change of the
  /// target. The queue's state is the new one before the target changes, so the change frees no
  /// place the queue is filling.
  func advancePopupQueue() {
    guard popupLane.isWatchingTarget else { return }
    let changes = popupLane.state.advance(rules: popupLane.rules)
    guard !changes.isEmpty else { return }
    var replaced: [RouteID] = []
    var shown: [QueuedPopup<Destination>] = []
    for change in changes {
      switch change {
      case .replace(let id):
        stopLifetime(of: id)
        replaced.append(id)
      case .show(let id):
        if let popup = popupLane.state.popup(id) { shown.append(popup) }
      }
    }
    var failures: [RouteStackError] = []
    engine.showPopups(replacing: replaced, showing: shown.map(\.route)) { id, error in
      // The app took the id meanwhile, or the top cannot present: the popup cannot show.
      popupLane.state.forgetShown { $0 == id }
      failures.append(error)
    }
    for popup in shown where popupLane.state.shown.contains(where: { $0.popup.id == popup.id }) {
      startLifetime(of: popup)
    }
    for error in failures { emit(.commandFailed(error)) }
  }

  /// Starts a popup's lifetime once it is on screen (``RouterEvent/didPresent(_:reason:)``): time
  /// it spends waiting for a transition or another's alert does not count.
  private func startLifetime(of popup: QueuedPopup<Destination>) {
    guard let lifetime = popup.lifetime else { return }
    popupLane.lifetimesWaitingForScreen[popup.id] = lifetime
    guard popupLane.presentationWatch == nil else { return }
    popupLane.presentationWatch = observe { [weak self] event in
      guard case .didPresent(let route, _) = event else { return }
      self?.popupShown(route.id)
    }
  }

  private func popupShown(_ id: RouteID) {
    guard let lifetime = popupLane.lifetimesWaitingForScreen.removeValue(forKey: id) else { return }
    popupLane.timers[id] = scheduler.schedule(after: lifetime) { [weak self] in self?.popupLifetimeEnded(id) }
  }

  /// Forgets a popup's lifetime, running or waiting for the popup to show.
  private func stopLifetime(of id: RouteID) {
    popupLane.timers.removeValue(forKey: id)?.cancel()
    popupLane.lifetimesWaitingForScreen[id] = nil
  }

  /// A popup's time is up: its layer goes, and only it (a toast under a dimmed popup goes from
  /// under it). Its exit action runs first, as for any dismissal.
  private func popupLifetimeEnded(_ id: RouteID) {
    popupLane.timers[id] = nil
    engine.removePopup(id)
  }
}
