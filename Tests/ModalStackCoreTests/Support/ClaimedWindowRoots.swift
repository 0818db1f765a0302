@testable import ModalStackCore

/// ``WindowRoots`` with the window's claim beside it, as ``WindowSession`` keeps it: the router a
/// root attaches or takes the window with claims it, as does the router handed the window when
/// the owner's layers are gone or the owner lets it go.
struct ClaimedWindowRoots<Supply> {
  var roots = WindowRoots<String, Supply>()
  /// The router the window's claim names.
  var owner: String?

  var supply: Supply? { roots.supply }
  var supplier: Int? { roots.supplier }
  var rootsWaiting: [Int] { roots.rootsWaiting }
  var ownerHasLivingRoots: Bool { roots.ownerHasLivingRoots }

  @discardableResult
  mutating func rootAppeared(_ id: Int, router: String, supplying supply: Supply, ownerHasLayersUp: Bool)
    -> WindowRoots<String, Supply>.Admission
  {
    let admission = roots.rootAppeared(
      id, router: router, supplying: supply, owner: owner, ownerHasLayersUp: ownerHasLayersUp)
    if admission == .attach || admission == .takeOver { owner = router }
    return admission
  }

  @discardableResult
  mutating func ownerLayersGone() -> (id: Int, router: String)? {
    let next = roots.ownerLayersGone(owner: owner)
    if let next { owner = next.router }
    return next
  }

  mutating func ownerLeft() {
    roots.ownerLeft()
    owner = nil
  }

  mutating func resumeSuspended() -> String? {
    let resumed = roots.resumeSuspended()
    if resumed != nil { owner = resumed }
    return resumed
  }

  mutating func rootUpdated(_ id: Int, supplying supply: Supply) { roots.rootUpdated(id, supplying: supply) }
  mutating func rootDisappeared(_ id: Int) { roots.rootDisappeared(id) }
  @discardableResult
  mutating func rootLeft(_ id: Int) -> Bool { roots.rootLeft(id) }
}
