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
  /// The router that drives the window; held weakly, the app owns it.
  package private(set) weak var router: Router<Destination>?
  /// Told when the supplier or the router changed.
  package var onChange: (@MainActor () -> Void)?
  /// The routers of refused roots waiting on screen, by identity; the app owns them.
  private var waitingRouters: [ObjectIdentifier: WeakRouter<Destination>] = [:]
  /// Roots whose router could not attach (it drives another window), reported once.
  private var refusedAttach: Set<Int> = []
  /// Follows the owner while roots wait, to hand the window over when its layers are gone.
  private var ownerWatch: EventSubscription?

  /// A session for a window's host; no router is attached until a root appears.
  /// - Parameter host: The window's host.
  package init(host: any PresentationHost<Destination>) { self.host = host }

  /// What the newest root on screen supplies, or the last root's when none is.
  package var supply: Supply? { roots.supply }

  /// The root that supplies now.
  package var supplier: Int? { roots.supplier }

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
    if self.router == nil, roots.owner != nil { roots.ownerLeft() }  // the owner was released
    let owner = self.router
    let layersUp = owner.map { $0.stack.layerCount > 1 || $0.presented.layerCount > 1 } ?? false
    let admission = roots.rootAppeared(
      id, router: ObjectIdentifier(router), supplying: supply, ownerHasLayersUp: layersUp)
    switch admission {
    case .attach, .join, .takeOver:
      if admission == .takeOver { owner?.detach() }
      // Attaching a router to the host it drives already changes nothing (a root that joins).
      do {
        try router.attach(host)
      } catch {
        // The router drives another open window: this root cannot drive this one. Reported
        // once per root, however often it appears again.
        roots.ownerLeft()
        self.router = nil
        onChange?()
        guard refusedAttach.insert(id).inserted else { return .stillRefused }
        router.reportAttachRefused(error)
        return .refuse(error as? HostAttachError ?? .routerDrivesAnotherWindow)
      }
      refusedAttach.remove(id)
      self.router = router
      if admission == .takeOver {
        stopWatchingOwner()
        watchOwner()
      }
    case .refuse(let error):
      router.reportAttachRefused(error)
      wait(id, router: router)
    case .stillRefused:
      wait(id, router: router)
    }
    onChange?()
    return admission
  }

  /// The refused roots on screen, waiting for the owner's layers to go.
  package var rootsWaiting: [Int] { roots.rootsWaiting }

  /// A refused root waits on screen: the owner is followed until its layers are gone.
  private func wait(_ id: Int, router: Router<Destination>) {
    waitingRouters[ObjectIdentifier(router)] = WeakRouter(router: router)
    watchOwner()
  }

  /// Follows the owner while refused roots wait.
  private func watchOwner() {
    guard ownerWatch == nil, !roots.rootsWaiting.isEmpty, let owner = router else { return }
    // UIKit tells the roots under a sheet nothing when it goes: the owner's dismissals do. A
    // dismissal the router asked for is reported before `presented` follows, so the layers
    // dismissed since the last check count as gone.
    var gone: Set<RouteID> = []
    ownerWatch = owner.observe { [weak self, weak owner] event in
      guard let self, let owner, case .didDismiss(let route, _) = event else { return }
      gone.insert(route.id)
      let shown = owner.presented.layers.dropFirst().compactMap(\.modal?.id)
      guard owner.stack.layerCount == 1, shown.allSatisfy(gone.contains) else { return }
      ownerLayersGone()
    }
  }

  /// The owner's layers are all gone: the newest refused root on screen takes the window over.
  private func ownerLayersGone() {
    stopWatchingOwner()
    guard let next = roots.ownerLayersGone() else { return }
    let previous = router
    guard let router = waitingRouters[next.router]?.router else {
      // The app let that router go: the next root to appear attaches.
      roots.ownerLeft()
      previous?.detach()
      self.router = nil
      onChange?()
      return
    }
    waitingRouters[next.router] = nil
    previous?.detach()
    do {
      try router.attach(host)
      self.router = router
      watchOwner()
    } catch {
      roots.ownerLeft()
      self.router = nil
      if refusedAttach.insert(next.id).inserted { router.reportAttachRefused(error) }
    }
    onChange?()
  }

  private func stopWatchingOwner() {
    ownerWatch?.cancel()
    ownerWatch = nil
  }

  /// A root was rendered again with something new to supply.
  package func rootUpdated(_ id: Int, supplying supply: Supply) {
    roots.rootUpdated(id, supplying: supply)
  }

  /// A root left the screen.
  /// - Parameter id: The root.
  package func rootDisappeared(_ id: Int) {
    let before = roots.supplier
    roots.rootDisappeared(id)
    if roots.rootsWaiting.isEmpty { stopWatchingOwner() }
    if before != roots.supplier { onChange?() }
  }
}

/// A router held weakly: the app owns it.
@MainActor
private struct WeakRouter<Destination: Hashable & Sendable> {
  weak var router: Router<Destination>?
}
