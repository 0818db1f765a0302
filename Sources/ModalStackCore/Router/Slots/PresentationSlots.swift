/// The presentation slots of one router, which outlives the views whose `@State` holds them:
/// - One route per site and item: a slot given an item with a route on the target adopts it.
/// - The write-back goes with the route: a dead slot's binding is written while it holds the item.
/// - A route whose slots all died and whose binding let go is dismissed at the site's next update.
/// - A route's latest content is kept by route id until the route is off screen.
@MainActor
package final class PresentationSlots<Destination: Hashable & Sendable> {
  /// Where a slot presents from and what: one route per key.
  package struct Key: Hashable {
    let site: String
    let item: AnyHashable
  }

  /// A slot holding a route: the slot weakly (a view's state), what writes its binding strongly.
  struct Holder {
    weak var slot: PresentationSlot<Destination>?
    let writeBack: @MainActor (RouteChangeReason) -> Void
    /// Reads the identity of the item the binding holds now, when the slot can tell.
    let read: (@MainActor () -> AnyHashable?)?

    /// Whether the binding holds `item` now; `true` when the slot cannot tell.
    @MainActor func bindingHolds(_ item: AnyHashable?) -> Bool { read.map { $0() == item } ?? true }
  }

  /// The slots holding one route.
  struct Holding {
    let key: Key?
    /// When the route was first held: removals are reported in this order.
    let order: Int
    var holders: [Holder]

    /// Whether every slot holding it died and each binding let go of its item.
    @MainActor var isLeftBehind: Bool {
      guard let key else { return false }
      return holders.allSatisfy { $0.slot == nil && !$0.bindingHolds(key.item) }
    }
  }

  private weak var router: Router<Destination>?
  private(set) var holdings: [RouteID: Holding] = [:]
  private var nextOrder = 0
  /// Kept until the route is off screen, so a layer being dismissed still renders its content.
  private(set) var contents: [RouteID: Any] = [:]
  private var dismissals: EventSubscription?

  init(router: Router<Destination>) {
    self.router = router
    dismissals = router.observe { [weak self] event in
      if case .didDismiss(let route, _) = event { self?.contents[route.id] = nil }
    }
    _ = router.targetObservers.add { [weak self] reason in
      self?.targetChanged(reason)
      return self != nil
    }
  }

  func route(for key: Key) -> RouteID? { holdings.first { $0.value.key == key }?.key }

  /// A slot holds a route it presented or adopted, superseding a dead slot that held it.
  func hold(_ route: RouteID, key: Key?, by slot: PresentationSlot<Destination>) {
    var holding = holdings[route] ?? Holding(key: key, order: nextOrder, holders: [])
    if holdings[route] == nil { nextOrder += 1 }
    holding.holders.removeAll { $0.slot == nil || $0.slot === slot }
    holding.holders.append(Holder(slot: slot, writeBack: slot.onRemoved, read: slot.read))
    holdings[route] = holding
  }

  /// Whether a slot other than `slot`, alive, holds the route.
  func othersHold(_ route: RouteID, besides slot: PresentationSlot<Destination>) -> Bool {
    holdings[route]?.holders.contains { $0.slot != nil && $0.slot !== slot } ?? false
  }

  /// A slot lets a route go (its binding let go of the item, or holds another).
  func letGo(_ route: RouteID, by slot: PresentationSlot<Destination>) {
    guard var holding = holdings[route] else { return }
    holding.holders.removeAll { $0.slot === slot }
    holdings[route] = holding.holders.isEmpty ? nil : holding
  }

  /// Dismisses the routes of a site left behind by slots that died, whose bindings let go of
  /// their items; their bindings are not written (they hold something else now).
  func dismissLeftBehind(at site: String) throws {
    guard let router else { return }
    let left = holdings.filter { $0.value.key?.site == site && $0.value.isLeftBehind }
    for route in left.sorted(by: { $0.value.order < $1.value.order }).map(\.key) {
      holdings[route] = nil
      if router.engine.contains(route) { try router.dismiss(route) }
    }
  }

  /// The content that builds a route's layer instead of the destination builder, if any.
  package func content(for route: RouteID) -> Any? { contents[route] }

  /// Registers the content of a route (the adapter's view, the simulator's description).
  package func setContent(_ content: Any?, for route: RouteID) { contents[route] = content }

  /// Drops the content of routes off target and screen (no dismissal will come), then tells each
  /// holder, in holding order; forgotten first, so a write-back applying a new item finds them gone.
  private func targetChanged(_ reason: RouteChangeReason) {
    guard let router else { return }
    for id in contents.keys where !router.engine.contains(id) && !router.presented.contains(id) { contents[id] = nil }
    guard !holdings.isEmpty else { return }
    let removed = holdings.filter { !router.engine.contains($0.key) }.sorted { $0.value.order < $1.value.order }
    for (route, _) in removed { holdings[route] = nil }
    for (route, holding) in removed {
      for holder in holding.holders {
        if let slot = holder.slot {
          slot.routeWasRemoved(route, reason: reason)
        } else if holder.bindingHolds(holding.key?.item) {
          holder.writeBack(reason)
        }
      }
    }
  }
}
