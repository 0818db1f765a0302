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
  package func rootAppeared(_ id: Int, router: Router<Destination>, supplying supply: Supply) -> WindowRoots<ObjectIdentifier, Supply>.Admission {
    if self.router == nil, roots.owner != nil { roots.ownerLeft() }  // the owner was released
    let owner = self.router
    let layersUp = owner.map { $0.stack.layerCount > 1 || $0.presented.layerCount > 1 } ?? false
    let admission = roots.rootAppeared(id, router: ObjectIdentifier(router), supplying: supply, ownerHasLayersUp: layersUp)
    switch admission {
    case .attach, .join, .takeOver:
      if admission == .takeOver { owner?.detach() }
      // Attaching a router to the host it drives already changes nothing (a root that joins).
      do {
        try router.attach(host)
      } catch {
        // The router drives another open window: this root cannot drive this one.
        router.reportAttachRefused(error)
        roots.ownerLeft()
        self.router = nil
        onChange?()
        return .refuse(error as? HostAttachError ?? .routerDrivesAnotherWindow)
      }
      self.router = router
    case .refuse(let error):
      router.reportAttachRefused(error)
    case .stillRefused:
      break
    }
    onChange?()
    return admission
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
    if before != roots.supplier { onChange?() }
  }
}
