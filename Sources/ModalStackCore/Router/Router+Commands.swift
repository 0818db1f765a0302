extension Router {
  /// Presents a destination on top of whatever is showing, from anywhere. A push joins the top
  /// layer's navigation stack; a modal starts a new layer, even over an open modal.
  ///
  /// ```swift
  /// try router.present(.lesson(42), as: .fullScreenCover)
  /// try router.present(.chat(thread), once: .ifOnTop)   // not twice for a notification tapped twice
  /// ```
  /// - Parameters:
  ///   - destination: The screen.
  ///   - presentation: How to show it; a sheet by default.
  ///   - id: The route's id; a random one by default.
  ///   - once: When an equal destination showing means presenting nothing; `nil` presents every time.
  ///   - animated: Whether this change animates; `nil` (the default) follows the ``settings``' animation policy.
  /// - Returns: The new route's id, or the id of the route already showing the destination.
  /// - Throws: ``RouteStackError`` when the id is taken or the presentation is invalid here.
  @discardableResult
  public func present(
    _ destination: Destination, as presentation: Presentation = .sheet, id: RouteID = RouteID(),
    once: PresentOnce? = nil, animated: Bool? = nil
  ) throws -> RouteID {
    try run(.present(destination, presentation, id: id, once: once), animated: animated)[0]
  }

  /// Pushes a destination on a navigation stack of a layer, the top one by default. The route
  /// belongs to that stack for its life: in a `TabView`, it stays in its tab.
  /// - Parameters:
  ///   - destination: The screen.
  ///   - layer: ``PushLayer/top`` (the default), ``PushLayer/root``, or the layer a route sits in.
  ///   - stack: A `ModalStackNavigationStack`'s name; `nil` is the one the user is in on that layer.
  ///   - id: The route's id; a random one by default.
  ///   - animated: `nil` (the default) follows the ``settings``' animation policy.
  /// - Throws: ``RouteStackError`` for a taken id, a layer not on the stack, an alert or clear layer,
  ///   or a presented layer no stack of which shows the route (``RouterEvent/pushRefused(_:)``); on
  ///   the root, a push waits for its stack (``RouterEvent/pushWaitingForStack(_:_:)``).
  @discardableResult
  public func push(
    _ destination: Destination, onto layer: PushLayer = .top, in stack: NavigationStackID? = nil,
    id: RouteID = RouteID(), animated: Bool? = nil
  ) throws -> RouteID {
    try run(.push(destination, onto: layer, in: stack, id: id), animated: animated)[0]
  }

  /// Pops routes from a navigation stack of the top layer; the layer's other stacks keep theirs.
  /// - Parameters:
  ///   - count: How many routes.
  ///   - stack: The stack; `nil`, the default, is the one the user is in.
  ///   - animated: Whether this change animates; `nil` (the default) follows the ``settings``' animation policy.
  /// - Throws: ``RouteStackError/invalidCount(_:)`` below 1, ``RouteStackError/nothingToPop`` for too few pushes.
  public func pop(_ count: Int = 1, in stack: NavigationStackID? = nil, animated: Bool? = nil) throws {
    try run(.pop(count: count, in: stack), animated: animated)
  }

  /// Pops a navigation stack of the top layer back to its first screen (a tab bar's second tap);
  /// the layer's other stacks keep theirs.
  /// - Parameters:
  ///   - stack: The stack; `nil`, the default, is the one the user is in.
  ///   - animated: Whether this change animates; `nil` (the default) follows the ``settings``' animation policy.
  public func popToRoot(in stack: NavigationStackID? = nil, animated: Bool? = nil) {
    _ = try? run(.popToRoot(in: stack), animated: animated)
  }

  /// Dismisses the top modal layer (and the routes pushed on it).
  /// - Parameter animated: Whether this change animates; `nil` (the default) follows the ``settings``' animation policy.
  /// - Throws: ``RouteStackError/nothingToDismiss`` when only the root layer is showing.
  public func dismiss(animated: Bool? = nil) throws {
    try run(.dismissTop, animated: animated)
  }

  /// Dismisses a route and everything above it, in one transition.
  /// - Parameters:
  ///   - id: The route's id; a pushed route is popped, with what is above it.
  ///   - animated: Whether this change animates; `nil` (the default) follows the ``settings``' animation policy.
  /// - Throws: ``RouteStackError/routeNotFound(_:)`` when it is not on the stack.
  public func dismiss(_ id: RouteID, animated: Bool? = nil) throws {
    try run(.dismiss(id), animated: animated)
  }

  /// Dismisses the modal layer a route sits in (from a pushed screen, its sheet) and what is above it.
  /// - Parameters:
  ///   - id: A route of the layer: its modal route or one pushed on it.
  ///   - animated: `nil` (the default) follows the ``settings``' animation policy.
  /// - Throws: ``RouteStackError/routeNotFound(_:)``, or ``RouteStackError/nothingToDismiss`` in the root layer.
  public func dismissLayer(containing id: RouteID, animated: Bool? = nil) throws {
    try run(.dismissLayer(of: id), animated: animated)
  }

  /// Dismisses every modal layer in one transition, and drops the popups waiting in ``popupQueue``.
  /// - Parameter animated: Whether this change animates; `nil` (the default) follows the ``settings``' animation policy.
  public func dismissAll(animated: Bool? = nil) {
    _ = try? run(.dismissAll, animated: animated)
  }

  /// Moves a sheet to another of its detents in place, with a ``RouterEvent/detentChanged(_:to:reason:)``
  /// event; the route's ``SheetConfiguration/selectedDetent`` on ``stack`` follows.
  /// - Throws: ``RouteStackError/routeNotFound(_:)``, or ``RouteStackError/invalidPresentation(_:_:screen:)``
  ///   with ``PresentationError/detentNotInSheet(_:)`` when it is not a sheet or not its detent.
  public func selectDetent(_ detent: SheetDetent, of id: RouteID) throws {
    try run(.selectDetent(detent, of: id), animated: nil)
  }

  /// Replaces the whole stack; layers that stay on screen are not re-created, and a layer whose
  /// modal route is replaced by one presented the same way (not a popup) shows it in place.
  /// - Parameters:
  ///   - routes: The new routes above the root, bottom first.
  ///   - animated: `nil` (the default) follows the ``settings``' animation policy.
  /// - Throws: ``RouteStackError`` naming the first invalid route; the stack is unchanged.
  public func replace(with routes: [Route<Destination>], animated: Bool? = nil) throws {
    try run(.replace(routes), animated: animated)
  }

  /// Replaces the whole stack with another stack value; the events carry `reason`. A stack that
  /// repeats a route id changes nothing: a ``RouterEvent/commandFailed(_:)`` event names the id.
  public func replace(with newStack: RouteStack<Destination>, reason: RouteChangeReason = .replaced) {
    do {
      try run(.replace(newStack.routes, reason: reason), animated: nil)
    } catch {
      if let error = error as? RouteStackError { emit(.commandFailed(error)) }
    }
  }

  // MARK: Per-route handlers

  /// Sets the exit action of a route, replacing any other: the router awaits it (at most the
  /// ``settings``' exit timeout) before removing the route.
  /// - Throws: ``RouteStackError/routeNotFound(_:)`` when the route is not on the stack.
  public func setExitAction(for id: RouteID, _ action: @escaping @MainActor (RouteChangeReason) async -> Void) throws {
    try engine.setExitAction(action, for: id, adding: false)
  }

  /// Adds an exit action to a route, run together with the ones it has.
  /// - Throws: ``RouteStackError/routeNotFound(_:)`` when the route is not on the stack.
  public func addExitAction(for id: RouteID, _ action: @escaping @MainActor (RouteChangeReason) async -> Void) throws {
    try engine.setExitAction(action, for: id, adding: true)
  }

  /// Registers the handler asked when the user tries to dismiss a ``DismissPolicy/confirm`` route.
  /// - Parameters:
  ///   - id: The route's id.
  ///   - handler: Returns `true` to let the route go.
  /// - Throws: ``RouteStackError/routeNotFound(_:)`` when the route is not on the stack.
  public func setDismissConfirmation(for id: RouteID, _ handler: @escaping @MainActor (RouteChangeReason) async -> Bool)
    throws
  {
    try engine.setConfirmation(handler, for: id)
  }

  // MARK: The one command path

  /// Runs a command as the app's own call; returns the ids of the routes it added.
  @discardableResult
  func run(_ command: RouterCommand<Destination>, animated: Bool?) throws -> [RouteID] {
    do {
      return try changing(animated: animated) { try command.perform(on: self) }
    } catch let error as RouteStackError {
      refused(command, because: error)
      throw error
    }
  }

  /// A command was refused: ``refusalWarning`` gets its sentence whether or not the app looks at the error.
  func refused(_ command: RouterCommand<Destination>, because error: RouteStackError) {
    refusalWarning?(Self.refusalSentence(command, error))
  }

  /// The command, the reason and the fix: `push profile a refused: route id a is already on the stack; …`.
  static func refusalSentence(_ command: RouterCommand<Destination>, _ error: RouteStackError) -> String {
    "ModalStack: \(command) refused: \(error.description)"
  }

  /// With `animated`, the change animates (or not) until the screen settles, whatever the
  /// policy; a recording notes it so a replay animates as it did.
  package func changing<Result>(animated: Bool?, _ command: () throws -> Result) rethrows -> Result {
    let start = flightRecorder?.recordedCount
    let result = try engine.changing(animated: animated, command)
    if let animated, let start { flightRecorder?.noteAnimated(animated, onTargetsSince: start) }
    return result
  }
}
