/// The roots of one window, each with its router and its model (what its views build the layers
/// from): which root is current (the newest on screen, see ``NewestOnScreen``), and whether a
/// root's router may drive the window. The owner is the window's claim, passed in and never copied
/// here.
///
/// A root with another router is refused while the owner's layers are up (two routers on one
/// chain would drop each other's presentations), reported once, and waits; the newest waiting
/// root takes the window once they are gone. A root that *leaves* (its identity ends) is not one
/// off screen: as SwiftUI's sheets go with their presenter, the owner's last living root leaving
/// takes the owner's layers with it (``ownerHasLivingRoots``).
package struct WindowRoots<Router: Hashable, Model> {
  /// What a root that appeared does.
  package enum Outcome: Hashable, Sendable {
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

  private var roots = NewestOnScreen<Int, Model>()
  private var refused: Set<Int> = []
  /// The owner's roots whose identity has not ended, with the router each came with.
  private var living: [Int: (router: Router, model: Model)] = [:]
  /// The living roots of routers another took the window from, oldest first: the newest resumes
  /// when the owner lets the window go.
  private var suspended: [(id: Int, router: Router, model: Model)] = []
  /// Refused roots on screen, oldest first. UIKit sends a root under a sheet no appearance callback
  /// when the sheet goes, so they are kept here until ``ownerLayersGone(owner:)``.
  private var waiting: [(id: Int, router: Router, model: Model)] = []

  package init() {}

  /// The current root's model: the layers are built from it.
  package var currentModel: Model? { roots.current }

  package var currentRootID: Int? { roots.currentID }

  /// Whether a root of the owner is still alive (on screen or not).
  package var ownerHasLivingRoots: Bool { !living.isEmpty }

  /// Forgets the living roots unless they are `owner`'s: their claim lapsed.
  private mutating func forgetRoots(unlessOf owner: Router?) {
    if living.values.contains(where: { $0.router != owner }) { ownerLeft() }
  }

  /// A root appeared (a re-created root has a new `id`); `ownerHasLayersUp` counts layers on their
  /// way and is asked only for a root with another router.
  @discardableResult
  package mutating func rootAppeared(
    _ id: Int, router: Router, model: Model, owner: Router?, ownerHasLayersUp: Bool
  ) -> Outcome {
    forgetRoots(unlessOf: owner)
    for index in suspended.indices where suspended[index].id == id { suspended[index].model = model }
    let outcome: Outcome
    switch owner {
    case nil: outcome = .attach
    case router: outcome = .join
    case _? where ownerHasLayersUp:
      waiting.removeAll { $0.id == id }
      waiting.append((id, router, model))
      let first = refused.insert(id).inserted
      return first ? .refuse(.windowHasAnotherRouter) : .stillRefused
    case _?:
      suspendOwnersRoots()
      outcome = .takeOver
    }
    if outcome != .join { adoptRoots(of: router) }
    living[id] = (router, model)
    refused.remove(id)
    waiting.removeAll { $0.id == id }
    roots.appear(id, with: model)
    return outcome
  }

  package var rootsWaiting: [Int] { waiting.map(\.id) }

  /// The owner's layers are all gone: the newest refused root takes the window over with its
  /// router's other waiting roots. Returns it, or `nil` when none waits.
  @discardableResult
  package mutating func ownerLayersGone(owner: Router?) -> (id: Int, router: Router)? {
    forgetRoots(unlessOf: owner)
    guard owner != nil, let newest = waiting.last else { return nil }
    suspendOwnersRoots()
    adoptRoots(of: newest.router)
    return (newest.id, newest.router)
  }

  package mutating func rootUpdated(_ id: Int, model: Model) {
    roots.update(id, to: model)
    living[id]?.model = model
    if let index = waiting.firstIndex(where: { $0.id == id }) { waiting[index].model = model }
    // A root given another router may be suspended under each.
    for index in suspended.indices where suspended[index].id == id { suspended[index].model = model }
  }

  /// A root left the screen; a refused one stops waiting and is not reported again.
  package mutating func rootDisappeared(_ id: Int) {
    roots.disappear(id)
    waiting.removeAll { $0.id == id }
  }

  /// A root's identity ended: it stops being current and waiting. Returns whether it was the owner's
  /// last living root.
  @discardableResult
  package mutating func rootLeft(_ id: Int) -> Bool {
    rootDisappeared(id)
    suspended.removeAll { $0.id == id }
    refused.remove(id)
    // Its model stays current until another root's is: a layer made meanwhile is never blank.
    guard living.removeValue(forKey: id) != nil else { return false }
    return living.isEmpty
  }

  /// The owner let the window go: the next root attaches.
  package mutating func ownerLeft() {
    roots.removeAll()
    living.removeAll()
  }

  /// The owner let the window go: the newest suspended router takes it back with its living roots.
  package mutating func resumeSuspended() -> Router? {
    guard let newest = suspended.last?.router else { return nil }
    ownerLeft()
    adoptRoots(of: newest)
    return newest
  }

  /// A router that takes the window adopts its living roots, suspended or refused; the newest is current.
  private mutating func adoptRoots(of router: Router) {
    for root in suspended + waiting where root.router == router {
      refused.remove(root.id)
      living[root.id] = (root.router, root.model)
      roots.appear(root.id, with: root.model)
    }
    suspended.removeAll { $0.router == router }
    waiting.removeAll { $0.router == router }
  }

  private mutating func suspendOwnersRoots() {
    suspended += living.sorted { $0.key < $1.key }.map { ($0.key, $0.value.router, $0.value.model) }
    ownerLeft()
  }
}
