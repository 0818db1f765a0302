/// The roots of one window, each with its router: which root supplies what roots supply (the root
/// layer's content, the destination views, the environment), and whether a root that appears
/// with a router may drive the window. Which router drives it (the owner) is the window's claim:
/// the caller passes it in, and nothing here keeps a copy.
///
/// The window owns its host; roots come and go (`if isSignedIn { … }`, `.id(user)`, a root per
/// tab). A root with the owner's router joins, and the newest one on screen supplies; when it
/// goes, the previous one on screen takes over (``OnScreenSuppliers``). A root with another
/// router is refused while the owner's layers are up (two routers on one presentation chain
/// would drop each other's presentations), and takes the window when none are: signing out and
/// in again with a new router. A refused root is reported once, not on every appearance, and
/// waits: when the owner's layers are all gone (the sheet it was shown under is swiped away),
/// the newest refused root still on screen takes the window over.
///
/// A root that *leaves* (its identity ends: an `if` turned false, `.id(_:)` changed, the window
/// closed) is not one that went off screen (a tab not selected, a cover over it): SwiftUI's own
/// sheets go with the view that presented them, so when the owner's last living root leaves, the
/// owner's layers go too and it lets the window go (``ownerHasLivingRoots``).
///
/// ```swift
/// var roots = WindowRoots<String, String>()
/// roots.rootAppeared(1, router: "A", supplying: "home", owner: nil, ownerHasLayersUp: false)    // .attach
/// roots.rootAppeared(2, router: "A", supplying: "home 2", owner: "A", ownerHasLayersUp: true)  // .join
/// roots.rootAppeared(3, router: "B", supplying: "login", owner: "A", ownerHasLayersUp: true)   // .refuse
/// ```
package struct WindowRoots<Router: Hashable, Supply> {
  /// What a root that appeared does.
  package enum Admission: Hashable, Sendable {
    /// The window had no router: attach this one.
    case attach
    /// The root has the owner's router: it joins the window's host.
    case join
    /// The owner's layers are all gone: detach it and attach this root's router.
    case takeOver
    /// Refused: the owner's layers are up. Report it (once).
    case refuse(HostAttachError)
    /// Refused again, already reported.
    case stillRefused
  }

  /// The owner's roots.
  private var roots = OnScreenSuppliers<Int, Supply>()
  /// Roots refused and already reported.
  private var refused: Set<Int> = []
  /// The owner's roots whose identity has not ended, on screen or not, with the router each came
  /// with: the owner when it took the window.
  private var living: [Int: (router: Router, supply: Supply)] = [:]
  /// The living roots of routers another router took the window from, oldest first (a root with
  /// its own router inside a SwiftUI sheet, a sign-in root shown beside the signed-in one): when
  /// the owner lets the window go, the newest such router resumes with its roots.
  private var suspended: [(id: Int, router: Router, supply: Supply)] = []
  /// Refused roots still on screen, oldest first: the newest takes the window once the owner's
  /// layers are all gone (``ownerLayersGone(owner:)``). UIKit sends a root under a sheet no appearance
  /// callback when the sheet goes, so a refused root would otherwise never be admitted.
  private var waiting: [(id: Int, router: Router, supply: Supply)] = []

  /// No root yet.
  package init() {}

  /// What the newest root on screen supplies, or the last root's when none is.
  package var supply: Supply? { roots.current }

  /// The root that supplies.
  package var supplier: Int? { roots.currentID }

  /// Whether a root of the owner is still alive (on screen or not): when the last one leaves,
  /// the owner's layers go with it, as SwiftUI's sheets go with the view that presented them.
  package var ownerHasLivingRoots: Bool { !living.isEmpty }

  /// Forgets the living roots unless they are `owner`'s: the claim they came with lapsed (the
  /// app let their router go), so the next root to appear attaches.
  private mutating func forgetRoots(unlessOf owner: Router?) {
    guard living.values.contains(where: { $0.router != owner }) else { return }
    roots.removeAll()
    living.removeAll()
  }

  /// A root appeared.
  /// - Parameters:
  ///   - id: The root's identity; a re-created root has a new one.
  ///   - router: Its router.
  ///   - supply: What it supplies.
  ///   - owner: The router that drives the window, as its claim names it.
  ///   - ownerHasLayersUp: Whether the owner's stack has layers above the root, on screen or on
  ///     their way (asked only for a root with another router).
  /// - Returns: What to do with the root's router.
  @discardableResult
  package mutating func rootAppeared(
    _ id: Int, router: Router, supplying supply: Supply, owner: Router?, ownerHasLayersUp: Bool
  ) -> Admission {
    forgetRoots(unlessOf: owner)
    // A suspended root that appears again resumes, when its router does, with this render.
    for index in suspended.indices where suspended[index].id == id { suspended[index].supply = supply }
    let admission: Admission
    switch owner {
    case nil: admission = .attach
    case router: admission = .join
    case _? where ownerHasLayersUp:
      waiting.removeAll { $0.id == id }
      waiting.append((id, router, supply))
      let first = refused.insert(id).inserted
      return first ? .refuse(.windowHasAnotherRouter) : .stillRefused
    case _?:
      // The owner's roots belong to a router that no longer drives the window: they wait.
      suspendOwnersRoots()
      admission = .takeOver
    }
    if admission != .join { adoptRoots(of: router) }
    living[id] = (router, supply)
    refused.remove(id)
    waiting.removeAll { $0.id == id }
    roots.appear(id, supplying: supply)
    return admission
  }

  /// The refused roots on screen, waiting for the owner's layers to go, oldest first.
  package var rootsWaiting: [Int] { waiting.map(\.id) }

  /// The owner's layers are all gone: the newest refused root still on screen takes the window
  /// over, with the other waiting roots of its router (they join); the rest keep waiting.
  /// - Parameter owner: The router that drives the window, as its claim names it.
  /// - Returns: The root that took the window and its router, or `nil` when none was waiting.
  @discardableResult
  package mutating func ownerLayersGone(owner: Router?) -> (id: Int, router: Router)? {
    forgetRoots(unlessOf: owner)
    guard owner != nil, let newest = waiting.last else { return nil }
    suspendOwnersRoots()
    adoptRoots(of: newest.router)
    return (newest.id, newest.router)
  }

  /// A root was rendered again with something new to supply.
  /// - Parameters:
  ///   - id: The root.
  ///   - supply: What it supplies now.
  package mutating func rootUpdated(_ id: Int, supplying supply: Supply) {
    roots.update(id, supplying: supply)
    living[id]?.supply = supply
    if let index = waiting.firstIndex(where: { $0.id == id }) { waiting[index].supply = supply }
    // A root given another router may be suspended under each.
    for index in suspended.indices where suspended[index].id == id { suspended[index].supply = supply }
  }

  /// A root left the screen; the previous owner's root on screen supplies, else this one until
  /// a root returns. A refused root stops waiting, and stays refused: it is not reported again
  /// when it reappears.
  /// - Parameter id: The root.
  package mutating func rootDisappeared(_ id: Int) {
    roots.disappear(id)
    waiting.removeAll { $0.id == id }
  }

  /// A root left for good: its identity ended (`if` turned false, `.id(_:)` changed, the view
  /// that held it went), so its state is gone and it never appears again. It stops supplying and
  /// waiting, whatever router it had.
  /// - Parameter id: The root.
  /// - Returns: Whether it was the owner's last living root: the owner's layers go with it.
  @discardableResult
  package mutating func rootLeft(_ id: Int) -> Bool {
    rootDisappeared(id)
    suspended.removeAll { $0.id == id }
    refused.remove(id)
    // What it supplied stays until another root supplies: a layer made meanwhile is never blank.
    guard living.removeValue(forKey: id) != nil else { return false }
    return living.isEmpty
  }

  /// The owner let the window go (it closed, or the router detached): the next root attaches.
  package mutating func ownerLeft() {
    roots.removeAll()
    living.removeAll()
  }

  /// The owner let the window go: the newest router another took the window from takes it back,
  /// with its roots still alive (the main root, once the root inside a sheet left).
  /// - Returns: That router, or `nil` when none waits.
  package mutating func resumeSuspended() -> Router? {
    guard let newest = suspended.last?.router else { return nil }
    ownerLeft()
    adoptRoots(of: newest)
    return newest
  }

  /// A router that takes the window takes its roots still alive with it: those suspended resume,
  /// those refused while another owned it join (they are on screen); the newest supplies.
  private mutating func adoptRoots(of router: Router) {
    for root in suspended + waiting where root.router == router {
      refused.remove(root.id)
      living[root.id] = (root.router, root.supply)
      roots.appear(root.id, supplying: root.supply)
    }
    suspended.removeAll { $0.router == router }
    waiting.removeAll { $0.router == router }
  }

  /// The owner's living roots wait while another router takes the window.
  private mutating func suspendOwnersRoots() {
    // The owner has none suspended: a router that takes the window adopts them.
    suspended += living.sorted { $0.key < $1.key }.map {
      (id: $0.key, router: $0.value.router, supply: $0.value.supply)
    }
    roots.removeAll()
    living.removeAll()
  }
}
