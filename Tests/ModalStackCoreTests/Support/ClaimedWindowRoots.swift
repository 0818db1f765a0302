@testable import ModalStackCore

/// ``WindowRoots`` with the window's claim beside it, as ``WindowSession`` keeps it: the router a
/// root attaches or takes the window with claims it, as does the router handed the window when
/// the owner's layers are gone or the owner lets it go.
struct ClaimedWindowRoots<Model> {
  var roots = WindowRoots<String, Model>()
  /// The router the window's claim names.
  var owner: String?

  var currentModel: Model? { roots.currentModel }
  var currentRootID: Int? { roots.currentRootID }
  var rootsWaiting: [Int] { roots.rootsWaiting }
  var ownerHasLivingRoots: Bool { roots.ownerHasLivingRoots }

  @discardableResult
  mutating func rootAppeared(_ id: Int, router: String, model: Model, ownerHasLayersUp: Bool)
    -> WindowRoots<String, Model>.Outcome
  {
    let outcome = roots.rootAppeared(
      id, router: router, model: model, owner: owner, ownerHasLayersUp: ownerHasLayersUp)
    if outcome == .attach || outcome == .takeOver { owner = router }
    return outcome
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

  mutating func rootUpdated(_ id: Int, model: Model) { roots.rootUpdated(id, model: model) }
  mutating func rootDisappeared(_ id: Int) { roots.rootDisappeared(id) }
  @discardableResult
  mutating func rootLeft(_ id: Int) -> Bool { roots.rootLeft(id) }
}
