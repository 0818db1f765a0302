/// The host of one window and the roots that come and go in it: it carries out ``WindowRoots``'
/// decisions on routers (attach, join, take over, refuse once) for the adapter and the simulator.
/// `Model` is a root's model, what its views build the layers from.
@MainActor
package final class WindowSession<Destination: Hashable & Sendable, Model> {
  package let host: any PresentationHost<Destination>
  private var roots = WindowRoots<RouterHandle<Destination>, Model>()
  /// The router that drives the window, as its claim (``WindowClaims``) names it.
  package var router: Router<Destination>? { WindowClaims.router(of: host.windowRoot) as? Router<Destination> }
  /// The router driving the window through this session, with the window's stacks; one attached to
  /// the host directly has no roots here, so its first root attaches it again.
  private var owner: RouterHandle<Destination>? {
    router.flatMap { $0.navigationStacks === stacks ? RouterHandle($0) : nil }
  }
  /// Called when the current root or the router changed, and only then.
  package var onChange: (@MainActor () -> Void)?
  private var lastReported: (currentRootID: Int?, router: ObjectIdentifier?) = (nil, nil)
  /// Roots whose router could not attach (it drives another window), reported once.
  private var refusedAttach: Set<Int> = []
  /// Roots refused because a router of another destination type drives the window, newest last:
  /// the newest takes the window when that router lets it go.
  private var waitingForRelease: [(id: Int, router: RouterHandle<Destination>, model: Model)] = []
  /// Follows the owner while roots wait, to hand the window over when its layers are gone.
  private var ownerWatch: EventSubscription?
  /// Whether the owner lets the window go once its layers are gone (its last root left).
  private var releasesOwner = false
  private var leftCheck: ScheduledAction?
  /// The handover, on a later main-actor turn than the report of it, so no router is detached or
  /// attached while its router publishes.
  private var handover: ScheduledAction?

  /// The navigation stacks the app marked on each layer; the router pushes into the user's.
  package let stacks = NavigationStacks()

  /// Whether the window's scene is in the background: the driving router counts time only while
  /// it is active, one attached in the background included.
  package var isSceneInBackground = false {
    didSet { if oldValue != isSceneInBackground, let router { syncSceneTime(of: router) } }
  }

  /// Attaches a router to drive the window; a refusal (it drives another window) leaves the window
  /// undriven and is reported once per root. Returns the refusal, or `nil`.
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

  /// Whether a router has layers above the root, on screen or in flight; a push or pop in flight
  /// does not hold the window.
  private static func hasLayersUp(_ router: Router<Destination>?) -> Bool {
    guard let router else { return false }
    switch router.stepInFlight {
    case .present?, .dismiss?: return true
    default: return router.stack.layerCount > 1 || router.presented.layerCount > 1
    }
  }

  private func syncSceneTime(of router: Router<Destination>) {
    if isSceneInBackground { router.sceneDidEnterBackground() } else { router.sceneWillEnterForeground() }
  }

  /// Detaches a router that drives this window, keeping its stack; one driving another is left alone.
  private func release(_ router: Router<Destination>) {
    if router.drivesWindow(of: host) { router.detach() }
  }

  /// A session for a window's host; no router is attached until a root appears.
  package init(host: any PresentationHost<Destination>) { self.host = host }

  /// The current root's model: the layers are built from it.
  package var currentModel: Model? { roots.currentModel }

  package var currentRootID: Int? { roots.currentRootID }

  /// A layer's controller is being made, its content built from the current root's model. That
  /// root was settled before its router attached, so a layer made during an attach is never blank or
  /// the previous router's. `nil` only before any root appeared.
  package func makingLayer(_ route: Route<Destination>, container: LayerContainer) -> Model? {
    if let router {
      stacks.keepLayers(Set((router.stack.layers + router.presented.layers).compactMap(\.modal?.id)))
    }
    stacks.layerMade(route.id, hasOwnStack: container == .navigationStack)
    return roots.currentModel
  }

  /// A root appeared: carries out what ``WindowRoots`` decides for it. `reportsRefusal` is false for
  /// a switch of router or a root given the window it waited for, already reported.
  @discardableResult
  package func rootAppeared(
    _ id: Int, router: Router<Destination>, model: Model, reportsRefusal: Bool = true
  ) -> WindowRoots<RouterHandle<Destination>, Model>.Outcome {
    let current = self.router
    let outcome = roots.rootAppeared(
      id, router: RouterHandle(router), model: model, owner: owner,
      ownerHasLayersUp: Self.hasLayersUp(current))
    switch outcome {
    case .join:
      // A root of the owner came back before its layers were let go: they stay.
      releasesOwner = false
    case .attach, .takeOver:
      // Stopped first: the owner settles as it lets the window go, which is no handover.
      stopWatchingOwner()
      if let current, current !== router { release(current) }
      let isFirstRefusal = !refusedAttach.contains(id)
      if let refusal = drive(router, root: id) {
        if refusal == .windowHasAnotherRouter { waitForRelease(id, router: router, model: model) }
        reportIfChanged()
        return isFirstRefusal ? .refuse(refusal) : .stillRefused
      }
      stacks.layerMade(nil, hasOwnStack: false)
      watchOwner()
    case .refuse(let error):
      // Reported once for the root, whichever refused it first.
      if reportsRefusal, refusedAttach.insert(id).inserted { router.reportAttachRefused(error) }
      fallthrough
    case .stillRefused:
      watchOwner()
    }
    reportIfChanged()
    return outcome
  }

  /// The refused roots on screen, waiting for the owner's layers or another type's router to go.
  package var rootsWaiting: [Int] { roots.rootsWaiting + waitingForRelease.map(\.id) }

  /// A root waits for the other destination type's router to let the window go; then, at the end of
  /// that turn, the newest root waiting attaches its router.
  private func waitForRelease(_ id: Int, router: Router<Destination>, model: Model) {
    let isFirst = waitingForRelease.isEmpty
    waitingForRelease.removeAll { $0.id == id }
    waitingForRelease.append((id, RouterHandle(router), model))
    guard isFirst else { return }
    WindowClaims.whenReleased(root: host.windowRoot) { [weak self, weak router] in
      router?.scheduler.schedule(after: .zero) { self?.windowReleased() }
    }
  }

  private func windowReleased() {
    let waiting = waitingForRelease
    waitingForRelease.removeAll()
    guard self.router == nil, let newest = waiting.last(where: { $0.router.router != nil }),
      let router = newest.router.router
    else { return }
    rootAppeared(newest.id, router: router, model: newest.model, reportsRefusal: false)
  }

  private func watchOwner() {
    guard ownerWatch == nil, !roots.rootsWaiting.isEmpty || releasesOwner, let owner = router else { return }
    // UIKit tells the roots under a sheet nothing when it goes: the owner's dismissals do. A
    // dismissal is reported before `presented` follows, so those since the last check count as gone.
    var gone: Set<RouteID> = []
    let watch = owner.observe { [weak self, weak owner] event in
      guard let self, let owner, case .didDismiss(let route, _) = event else { return }
      gone.insert(route.id)
      let shown = owner.presented.layers.dropFirst().compactMap(\.modal?.id)
      guard owner.stack.layerCount == 1, owner.stepInFlight == nil, shown.allSatisfy(gone.contains) else { return }
      handOverLater(from: owner)
    }
    ownerWatch = watch
    // Layers dismissed before reaching the screen report no dismissal: the owner only settles then.
    owner.observeSettled { [weak self, weak owner, weak watch] in
      guard let self, let owner, let watch, ownerWatch === watch, router === owner else { return false }
      if !Self.hasLayersUp(owner) { handOverLater(from: owner) }
      return true
    }
  }

  private func handOverLater(from owner: Router<Destination>) {
    guard handover == nil else { return }
    handover = owner.scheduler.schedule(after: .zero) { [weak self] in
      self?.handover = nil
      self?.ownerLayersGone()
    }
  }

  /// The newest refused root on screen takes the window over.
  private func ownerLayersGone() {
    stopWatchingOwner()
    let lettingGo = releasesOwner
    releasesOwner = false
    guard let next = roots.ownerLayersGone(owner: owner) else {
      if lettingGo { letOwnerGo() }
      return
    }
    if let previous = router { release(previous) }
    if let waiting = next.router.router {
      // Reported when it was refused: not again if its router drives another window now.
      refusedAttach.insert(next.id)
      if drive(waiting, root: next.id) == nil { watchOwner() }
    } else {
      roots.ownerLeft()  // the app let that router go: the next root to appear attaches
    }
    reportIfChanged()
  }

  private func reportIfChanged() {
    let now = (currentRootID: roots.currentRootID, router: router.map(ObjectIdentifier.init))
    guard now != lastReported else { return }
    lastReported = now
    onChange?()
  }

  private func stopWatchingOwner() {
    ownerWatch?.cancel()
    ownerWatch = nil
    handover?.cancel()
    handover = nil
  }

  package func rootUpdated(_ id: Int, model: Model) {
    roots.rootUpdated(id, model: model)
    for index in waitingForRelease.indices where waitingForRelease[index].id == id {
      waitingForRelease[index].model = model
    }
  }

  /// A root's identity ended (an `if` turned false, `.id(_:)` changed). When it was the owner's last
  /// living root, its layers are dismissed with ``RouteChangeReason/rootLeft`` and the owner lets the
  /// window go; decided at the end of the turn, as SwiftUI may make its successor in the same update.
  package func rootLeft(_ id: Int) {
    rootDisappeared(id)
    if roots.rootLeft(id), let owner = router {
      leftCheck?.cancel()
      leftCheck = owner.scheduler.schedule(after: .zero) { [weak self] in self?.ownerMayHaveNoRoots() }
    }
  }

  /// A root on screen was given another router (same view identity): a switch, not a refusal, so
  /// nothing is reported; the old router's layers go when it was its last root.
  package func rootChangedRouter(_ id: Int, to router: Router<Destination>, model: Model) {
    let wasOwnersLast = roots.rootLeft(id)
    rootAppeared(id, router: router, model: model, reportsRefusal: false)
    if wasOwnersLast, self.router !== router { ownerMayHaveNoRoots() }
  }

  /// The end of the turn after the owner's last root left: if none came back, it lets the window go.
  private func ownerMayHaveNoRoots() {
    leftCheck = nil
    guard !roots.ownerHasLivingRoots, let owner = router else { return }
    releasesOwner = true
    watchOwner()
    // The link being looked up goes with the root it was opened for.
    owner.supersedeResolvingLink()
    if Self.hasLayersUp(owner) { owner.engine.dismissAll(reason: .rootLeft, source: .scene) }
    if ownerWatch != nil, !Self.hasLayersUp(owner) { ownerLayersGone() }
  }

  /// The owner lets the window go: a suspended router with living roots takes it back, else the next
  /// root to appear attaches.
  private func letOwnerGo() {
    roots.ownerLeft()
    if let router { release(router) }
    while let next = roots.resumeSuspended() {
      guard let resumed = next.router else {
        roots.ownerLeft()  // the app let that router go
        continue
      }
      if drive(resumed, root: nil) == nil { break }
    }
    reportIfChanged()
  }

  /// The window's root controller was replaced (`window.rootViewController = …`): the chain is gone,
  /// so the router lets go, keeping its stack, for a root under the new root controller.
  package func windowRootReplaced() {
    leftCheck?.cancel()
    leftCheck = nil
    stopWatchingOwner()
    releasesOwner = false
    roots = WindowRoots()
    waitingForRelease.removeAll()
    letOwnerGo()
  }

  package func rootDisappeared(_ id: Int) {
    roots.rootDisappeared(id)
    waitingForRelease.removeAll { $0.id == id }
    if roots.rootsWaiting.isEmpty, !releasesOwner { stopWatchingOwner() }
    reportIfChanged()
  }
}

/// A router held weakly, as ``WindowRoots`` keeps it with each root: equal by identity, so a router
/// the app let go still names its roots, and hands the session nothing to drive.
package struct RouterHandle<Destination: Hashable & Sendable>: Hashable {
  private let id: ObjectIdentifier
  weak var router: Router<Destination>?

  init(_ router: Router<Destination>) {
    id = ObjectIdentifier(router)
    self.router = router
  }

  package static func == (lhs: Self, rhs: Self) -> Bool { lhs.id == rhs.id }

  package func hash(into hasher: inout Hasher) { hasher.combine(id) }
}
