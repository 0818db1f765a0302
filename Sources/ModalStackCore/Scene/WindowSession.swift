/// The host of one window and the roots that come and go in it: the window owns it, roots join
/// and leave it. It carries out ``WindowRoots``' decisions on routers (attach, join, take the
/// window over, refuse once) for the UIKit adapter and the simulated SwiftUI side alike.
///
/// ```swift
/// let session = WindowSession<Screen, RootSupply>(host: host)
/// session.rootAppeared(1, router: router, supplying: supply)     // attaches the router
/// session.rootAppeared(2, router: router, supplying: newSupply)  // joins; supplies from now on
/// session.rootDisappeared(2)                                     // root 1 supplies again
/// ```
@MainActor
package final class WindowSession<Destination: Hashable & Sendable, Supply> {
  /// The window's host; it lives as long as the window.
  package let host: any PresentationHost<Destination>
  private var roots = WindowRoots<ObjectIdentifier, Supply>()
  /// The router that drives the window, as the window's claim (``WindowClaims``) names it; the
  /// app owns it.
  package var router: Router<Destination>? { WindowClaims.router(of: host.windowRoot) as? Router<Destination> }
  /// The router that drives the window through this session, attached with the window's stacks:
  /// the one whose roots ``WindowRoots`` knows. A router attached to the host directly has no
  /// roots here, so its first root attaches it again, with the stacks.
  private var owner: ObjectIdentifier? {
    router.flatMap { $0.navigationStacks === stacks ? ObjectIdentifier($0) : nil }
  }
  /// Told when the supplier or the router changed, and only then.
  package var onChange: (@MainActor () -> Void)?
  /// The supplier and router when ``onChange`` was last told (or the session was made).
  private var told: (supplier: Int?, router: ObjectIdentifier?) = (nil, nil)
  /// The routers of refused roots waiting on screen, by identity; the app owns them.
  private var waitingRouters: [ObjectIdentifier: WeakRouter<Destination>] = [:]
  /// Roots whose router could not attach (it drives another window), reported once.
  private var refusedAttach: Set<Int> = []
  /// Roots refused because a router of another destination type drives the window (from its own
  /// session), on screen, newest last: the newest takes the window when that router lets it go.
  private var waitingForRelease: [(id: Int, router: WeakRouter<Destination>, supply: Supply)] = []
  /// Follows the owner while roots wait, to hand the window over when its layers are gone.
  private var ownerWatch: EventSubscription?
  /// Whether the owner lets the window go once its layers are gone: its last root left.
  private var releasesOwner = false
  /// The end-of-turn check of whether the owner's last root left for good.
  private var leftCheck: ScheduledAction?
  /// The handover once the owner's layers are gone: on a later main-actor turn than the report
  /// that told of it, so no router is detached or attached while its router publishes.
  private var handover: ScheduledAction?

  /// The navigation stacks the app marked on each layer of the window: the router's pushes go
  /// into the one the user is in.
  package let stacks = NavigationStacks()

  /// Whether the window's scene is in the background: the router that drives the window counts
  /// time only while it is active, including one that attaches while the scene is in the
  /// background (a scene launched or restored in the background).
  package var isSceneInBackground = false {
    didSet { if oldValue != isSceneInBackground, let router { syncSceneTime(of: router) } }
  }

  /// Attaches a router to drive the window: its pushes follow the window's stacks, its time
  /// limits the scene's activity. A router that drives another window cannot: then nothing drives
  /// this one, and the refusal is reported once per root.
  /// - Parameters:
  ///   - router: The router.
  ///   - id: The root it came with, if a root appeared with it.
  /// - Returns: The refusal, or `nil` when the router drives the window now.
  @discardableResult
  private func drive(_ router: Router<Destination>, root id: Int?) -> HostAttachError? {
    do {
      try router.attach(host, stacks: stacks)
    } catch {
      roots.ownerLeft()
      if let id, refusedAttach.insert(id).inserted { router.reportAttachRefused(error) }
      return error as? HostAttachError ?? .routerDrivesAnotherWindow
    }
    syncSceneTime(of: router)
    if let id { refusedAttach.remove(id) }
    return nil
  }

  /// Lets a router go, keeping it (weakly) among the routers that wait for the window.
  private func suspend(_ router: Router<Destination>) {
    release(router)
    waitingRouters[ObjectIdentifier(router)] = WeakRouter(router: router)
  }

  /// Whether a router's stack has layers above the root, on screen or on their way (a layer whose
  /// presentation or dismissal is in flight is still on screen). A push or a pop in flight is not
  /// a layer: it does not hold the window.
  private static func hasLayersUp(_ router: Router<Destination>?) -> Bool {
    guard let router else { return false }
    let movesALayer =
      switch router.stepInFlight {
      case .present?, .dismiss?: true
      default: false
      }
    return router.stack.layerCount > 1 || router.presented.layerCount > 1 || movesALayer
  }

  private func syncSceneTime(of router: Router<Destination>) {
    if isSceneInBackground { router.sceneDidEnterBackground() } else { router.sceneWillEnterForeground() }
  }

  /// Lets a router go: it keeps its stack, and drives no window until a root attaches it again.
  /// A router that drives another window now is left alone.
  private func release(_ router: Router<Destination>) {
    if router.drivesWindow(of: host) { router.detach() }
  }

  /// A session for a window's host; no router is attached until a root appears.
  /// - Parameter host: The window's host.
  package init(host: any PresentationHost<Destination>) { self.host = host }

  /// What the newest root on screen supplies, or the last root's when none is.
  package var supply: Supply? { roots.supply }

  /// The root that supplies now.
  package var supplier: Int? { roots.supplier }

  /// A layer's controller is being made: its content is built now, from what the root that
  /// supplies now supplies. That root was settled before its router attached, so a layer made
  /// while a router attaches (a restored stack, a link or quick action at launch, a new router
  /// taking the window) is built by its own root and router, never blank, never the previous
  /// router's. The layer's stacks are known from now on.
  /// - Parameters:
  ///   - route: The layer's modal route.
  ///   - container: The container decided for it.
  /// - Returns: What builds the layer's content; `nil` only before any root appeared.
  package func makingLayer(_ route: Route<Destination>, container: LayerContainer) -> Supply? {
    if let router {
      stacks.keepLayers(Set((router.stack.layers + router.presented.layers).compactMap(\.modal?.id)))
    }
    stacks.layerMade(route.id, hasOwnStack: container == .navigationStack)
    return roots.supply
  }

  /// A root appeared with its router.
  /// - Parameters:
  ///   - id: The root's identity.
  ///   - router: Its router.
  ///   - supply: What it supplies.
  /// - Returns: What was done with it.
  @discardableResult
  package func rootAppeared(_ id: Int, router: Router<Destination>, supplying supply: Supply)
    -> WindowRoots<ObjectIdentifier, Supply>.Admission
  {
    admit(id, router: router, supplying: supply, reportsRefusal: true)
  }

  /// Carries out what ``WindowRoots`` decides for a root with its router.
  /// - Parameter reportsRefusal: Whether a refusal because the owner's layers are up is reported
  ///   (a root given another router is switched, not refused).
  @discardableResult
  private func admit(_ id: Int, router: Router<Destination>, supplying supply: Supply, reportsRefusal: Bool)
    -> WindowRoots<ObjectIdentifier, Supply>.Admission
  {
    let current = self.router
    let admission = roots.rootAppeared(
      id, router: ObjectIdentifier(router), supplying: supply, owner: owner,
      ownerHasLayersUp: Self.hasLayersUp(current))
    switch admission {
    case .join:
      // A root of the owner came back before its layers were let go: they stay.
      releasesOwner = false
    case .attach, .takeOver:
      // Stopped first: the owner settles as it lets the window go, which is no handover.
      stopWatchingOwner()
      if let current, current !== router { suspend(current) }
      let isFirstRefusal = !refusedAttach.contains(id)
      if let refusal = drive(router, root: id) {
        if refusal == .windowHasAnotherRouter { waitForRelease(id, router: router, supply: supply) }
        tellIfChanged()
        return isFirstRefusal ? .refuse(refusal) : .stillRefused
      }
      stacks.layerMade(nil, hasOwnStack: false)
      watchOwner()
    case .refuse(let error):
      // Reported once for the root, whichever refused it first (its router driving another
      // window, or the owner's layers being up).
      if reportsRefusal, refusedAttach.insert(id).inserted { router.reportAttachRefused(error) }
      fallthrough
    case .stillRefused:
      // A refused root waits on screen: the owner is followed until its layers are gone.
      waitingRouters[ObjectIdentifier(router)] = WeakRouter(router: router)
      watchOwner()
    }
    tellIfChanged()
    return admission
  }

  /// The refused roots on screen, waiting for the owner's layers to go, or for the router of
  /// another destination type that drives the window to let it go.
  package var rootsWaiting: [Int] { roots.rootsWaiting + waitingForRelease.map(\.id) }

  /// A root waits for the router of another destination type that drives the window to let it
  /// go (as its last root leaves, its layers go with it): then, at the end of that turn, the
  /// newest root waiting on screen attaches its router.
  private func waitForRelease(_ id: Int, router: Router<Destination>, supply: Supply) {
    let isFirst = waitingForRelease.isEmpty
    waitingForRelease.removeAll { $0.id == id }
    waitingForRelease.append((id, WeakRouter(router: router), supply))
    guard isFirst else { return }
    WindowClaims.whenReleased(root: host.windowRoot) { [weak self, weak router] in
      router?.scheduler.schedule(after: .zero) { self?.windowReleased() }
    }
  }

  /// The window's claim was given up: the newest root still waiting takes the window.
  private func windowReleased() {
    let waiting = waitingForRelease
    waitingForRelease.removeAll()
    guard self.router == nil, let newest = waiting.last(where: { $0.router.router != nil }),
      let router = newest.router.router
    else { return }
    admit(newest.id, router: router, supplying: newest.supply, reportsRefusal: false)
  }

  /// Follows the owner while refused roots wait, or while its layers go with its last root.
  private func watchOwner() {
    guard ownerWatch == nil, !roots.rootsWaiting.isEmpty || releasesOwner, let owner = router else { return }
    // UIKit tells the roots under a sheet nothing when it goes: the owner's dismissals do. A
    // dismissal the router asked for is reported before `presented` follows, so the layers
    // dismissed since the last check count as gone.
    var gone: Set<RouteID> = []
    let watch = owner.observe { [weak self, weak owner] event in
      guard let self, let owner, case .didDismiss(let route, _) = event else { return }
      gone.insert(route.id)
      let shown = owner.presented.layers.dropFirst().compactMap(\.modal?.id)
      // A layer being presented is not gone either: the settle check below hands over then.
      guard owner.stack.layerCount == 1, owner.stepInFlight == nil, shown.allSatisfy(gone.contains) else { return }
      handOverLater(from: owner)
    }
    ownerWatch = watch
    // Layers dismissed before they reached the screen (a present and a dismissal in one turn)
    // report no dismissal: the owner only settles with none up.
    owner.observeSettled { [weak self, weak owner, weak watch] in
      guard let self, let owner, let watch, ownerWatch === watch, router === owner else { return false }
      if !Self.hasLayersUp(owner) { handOverLater(from: owner) }
      return true
    }
  }

  /// The owner's layers are gone: the window is handed over on the next main-actor turn.
  private func handOverLater(from owner: Router<Destination>) {
    guard handover == nil else { return }
    handover = owner.scheduler.schedule(after: .zero) { [weak self] in
      self?.handover = nil
      self?.ownerLayersGone()
    }
  }

  /// The owner's layers are all gone: the newest refused root on screen takes the window over.
  private func ownerLayersGone() {
    stopWatchingOwner()
    let lettingGo = releasesOwner
    releasesOwner = false
    guard let next = roots.ownerLayersGone(owner: owner) else {
      if lettingGo { letOwnerGo() }
      return
    }
    if let previous = router { suspend(previous) }
    if let waiting = waitingRouters.removeValue(forKey: next.router)?.router {
      // The root was reported when it was refused: if its router drives another window now, that
      // refusal is not reported again.
      refusedAttach.insert(next.id)
      if drive(waiting, root: next.id) == nil { watchOwner() }
    } else {
      roots.ownerLeft()  // the app let that router go: the next root to appear attaches
    }
    tellIfChanged()
  }

  /// Tells ``onChange`` when the supplier or the router is not what it last told.
  private func tellIfChanged() {
    let now = (supplier: roots.supplier, router: router.map(ObjectIdentifier.init))
    guard now != told else { return }
    told = now
    onChange?()
  }

  private func stopWatchingOwner() {
    ownerWatch?.cancel()
    ownerWatch = nil
    handover?.cancel()
    handover = nil
  }

  /// A root was rendered again with something new to supply.
  package func rootUpdated(_ id: Int, supplying supply: Supply) {
    roots.rootUpdated(id, supplying: supply)
    for index in waitingForRelease.indices where waitingForRelease[index].id == id {
      waitingForRelease[index].supply = supply
    }
  }

  /// A root left for good: its identity ended (an `if` turned false at sign-out, `.id(_:)`
  /// changed). When it was the owner's last living root, its layers go with it (dismissed with
  /// ``RouteChangeReason/rootLeft``) and the owner lets the window go; a root waiting with
  /// another router takes it then. SwiftUI may make the root's successor in the same update, so
  /// this is decided at the end of the turn: a root of the owner that appears by then keeps them.
  /// - Parameter id: The root.
  package func rootLeft(_ id: Int) {
    let wasOwnersLast = roots.rootLeft(id)
    waitingForRelease.removeAll { $0.id == id }
    if roots.rootsWaiting.isEmpty, !releasesOwner { stopWatchingOwner() }
    if wasOwnersLast, let owner = router {
      leftCheck?.cancel()
      leftCheck = owner.scheduler.schedule(after: .zero) { [weak self] in self?.ownerMayHaveNoRoots() }
    }
    tellIfChanged()
  }

  /// A root on screen was given another router (`ModalStackRoot(router:)` with a new one, the
  /// same view identity): it stops showing the old router, whose layers go with it when it was
  /// the old router's last root, and shows the new one, which takes the window then. The
  /// switch is not a refusal: nothing is reported.
  /// - Parameters:
  ///   - id: The root.
  ///   - router: Its new router.
  ///   - supply: What it supplies.
  package func rootChangedRouter(_ id: Int, to router: Router<Destination>, supplying supply: Supply) {
    let wasOwnersLast = roots.rootLeft(id)
    admit(id, router: router, supplying: supply, reportsRefusal: false)
    if wasOwnersLast, self.router !== router { ownerMayHaveNoRoots() }
  }

  /// The end of the turn after the owner's last root left: if none came back, its layers go with
  /// it and it lets the window go.
  private func ownerMayHaveNoRoots() {
    leftCheck = nil
    guard !roots.ownerHasLivingRoots, let owner = router else { return }
    releasesOwner = true
    watchOwner()
    if Self.hasLayersUp(owner) { owner.engine.dismissAll(reason: .rootLeft, source: .api) }
    // Layers that never reached the screen leave without a dismissal to report.
    if ownerWatch != nil, !Self.hasLayersUp(owner) { ownerLayersGone() }
  }

  /// The owner lets the window go: a router another took the window from, whose roots are
  /// still alive, takes it back; else the next root to appear attaches.
  private func letOwnerGo() {
    roots.ownerLeft()
    if let router {
      release(router)
      waitingRouters[ObjectIdentifier(router)] = nil
    }
    while let next = roots.resumeSuspended() {
      guard let resumed = waitingRouters[next]?.router else {
        roots.ownerLeft()  // the app let that router go
        continue
      }
      if drive(resumed, root: nil) == nil { break }
    }
    tellIfChanged()
  }

  /// The window's root controller was replaced (`window.rootViewController = …` in a UIKit or
  /// hybrid app): this host's chain is gone with it. The router lets it go, keeping its stack, so
  /// a root under the new root controller attaches it to that window's new host.
  package func windowRootReplaced() {
    leftCheck?.cancel()
    leftCheck = nil
    stopWatchingOwner()
    releasesOwner = false
    // The roots under the old root controller are gone with it: no router resumes on this host.
    roots = WindowRoots()
    waitingForRelease.removeAll()
    waitingRouters.removeAll()
    letOwnerGo()
  }

  /// A root left the screen.
  /// - Parameter id: The root.
  package func rootDisappeared(_ id: Int) {
    roots.rootDisappeared(id)
    waitingForRelease.removeAll { $0.id == id }
    if roots.rootsWaiting.isEmpty, !releasesOwner { stopWatchingOwner() }
    tellIfChanged()
  }
}

/// A router held weakly: the app owns it.
@MainActor
private struct WeakRouter<Destination: Hashable & Sendable> {
  weak var router: Router<Destination>?
}
