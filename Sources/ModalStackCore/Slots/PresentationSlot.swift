/// The binding-sync rules behind a local `present(item:)`: one optional item, at most one route.
///
/// - `nil` → item presents a route for the item;
/// - item → `nil` dismisses that route and what is above it;
/// - item → an item with another id replaces the route in one plan (one dismissal, one presentation);
/// - the same id applied again (a re-render, a rotation) does nothing;
/// - when the user or the router removes the route, ``init(router:onRemoved:)``'s callback runs
///   exactly once, so the adapter writes `nil` to the binding.
///
/// Each slot is independent: a list can hold one per row.
///
/// ```swift
/// let slot = PresentationSlot(router: router) { selection = nil }
/// // Whenever `selection` changes (and on every re-render, harmlessly):
/// try slot.update(selection, presentation: \.presentation, destination: \.destination)
/// ```
@MainActor
package final class PresentationSlot<Destination: Hashable & Sendable> {
  /// What an update did.
  package enum Change: Hashable, Sendable {
    /// Nothing: same item, or still no item.
    case none
    /// Presented a route.
    case presented(RouteID)
    /// Dismissed the route (and what was above it).
    case dismissed(RouteID)
    /// Replaced one route with another, in one change of the target.
    case replaced(RouteID, with: RouteID)
  }

  /// The id of the item shown, if any.
  private(set) var itemID: AnyHashable?
  /// The route shown for it, if any.
  package private(set) var routeID: RouteID?
  /// The last item the slot took (`nil` when it shows none): what a binding goes back to when
  /// the router refuses a new item (a push onto a popup, a style that cannot go there), so the
  /// binding never says "shown" while nothing is.
  package private(set) var acceptedItem: Any?
  private weak var router: Router<Destination>?
  private let onRemoved: @MainActor () -> Void
  private var observation: Int?
  private var isReportingRemoval = false

  /// Creates a slot on a router.
  /// - Parameters:
  ///   - router: The router that presents the slot's routes.
  ///   - onRemoved: Called once each time the slot's route is removed by someone else (the
  ///     user's swipe, a dismiss-all, a deep link that replaced the stack): write `nil` to the
  ///     binding. During the call ``routeID`` is still the removed route's id; after it the
  ///     slot is empty, unless the callback applied a new item.
  package init(router: Router<Destination>, onRemoved: @escaping @MainActor () -> Void) {
    self.router = router
    self.onRemoved = onRemoved
    observation = router.observeTarget { [weak self] in
      self?.routerChangedTarget()
      return self != nil
    }
  }

  /// Stops observing the router; the route, if any, stays.
  func invalidate() {
    if let observation { router?.stopObservingTarget(observation) }
    observation = nil
  }

  /// Applies the binding's current item.
  /// - Parameters:
  ///   - id: The item's identity, or `nil` when the binding is `nil`.
  ///   - makeRoute: Makes the route for a new item (not called for the same id or `nil`).
  /// - Returns: What changed.
  /// - Throws: ``RouteStackError`` when the route cannot be presented (also sent as a
  ///   ``RouterEvent/commandFailed(_:)`` event); the slot is unchanged.
  @discardableResult
  package func update(id: AnyHashable?, makeRoute: () -> Route<Destination>) throws -> Change {
    guard let id else { return try clear() }
    return try show(id: id, makeRoute: makeRoute)
  }

  /// Applies the binding's current item, for `Identifiable` items.
  /// - Parameters:
  ///   - item: The binding's value.
  ///   - presentation: How each item is shown: push, sheet, cover, popup….
  ///   - destination: The destination of each item.
  /// - Returns: What changed.
  /// - Throws: ``RouteStackError`` when the route cannot be presented; the slot is unchanged.
  @discardableResult
  package func update<Item: Identifiable>(
    _ item: Item?, presentation: (Item) -> Presentation, destination: (Item) -> Destination
  ) throws -> Change {
    try update(item, id: \.id, presentation: presentation, destination: destination)
  }

  /// Applies the binding's current item, identified by a key path (`\.self` for an `Int` or a
  /// `UUID`), as SwiftUI's `ForEach(_:id:)` does.
  /// - Parameters:
  ///   - item: The binding's value.
  ///   - id: The key path to the item's identity.
  ///   - presentation: How each item is shown.
  ///   - destination: The destination of each item.
  /// - Returns: What changed.
  /// - Throws: ``RouteStackError`` when the route cannot be presented; the slot is unchanged.
  @discardableResult
  package func update<Item, ID: Hashable>(
    _ item: Item?, id: KeyPath<Item, ID>, presentation: (Item) -> Presentation, destination: (Item) -> Destination
  ) throws -> Change {
    guard let item else {
      acceptedItem = nil
      return try clear()
    }
    let change = try show(id: AnyHashable(item[keyPath: id])) { Route(destination(item), presentation: presentation(item)) }
    acceptedItem = item
    return change
  }

  private func clear() throws -> Change {
    guard let router, itemID != nil else { return .none }
    let old = routeID.flatMap { router.contains($0) ? $0 : nil }
    itemID = nil
    routeID = nil
    guard let old else { return .none }
    try router.dismiss(old)
    return .dismissed(old)
  }

  private func show(id: AnyHashable, makeRoute: () -> Route<Destination>) throws -> Change {
    guard let router, id != itemID else { return .none }
    let old = routeID.flatMap { router.contains($0) ? $0 : nil }
    let route = makeRoute()
    // Set before the change, so the slot does not read its own change as a removal.
    let (oldItem, oldRoute) = (itemID, routeID)
    itemID = id
    routeID = route.id
    do {
      try router.replaceSlotRoute(old, with: route)
    } catch {
      (itemID, routeID) = (oldItem, oldRoute)
      throw error
    }
    return old.map { .replaced($0, with: route.id) } ?? .presented(route.id)
  }

  private func routerChangedTarget() {
    guard !isReportingRemoval, let removed = routeID, let router, !router.contains(removed) else { return }
    // ``routeID`` still names the removed route during the callback, so the adapter can drop
    // what it registered for it; the flag keeps a change made by the callback from reporting twice.
    isReportingRemoval = true
    onRemoved()
    isReportingRemoval = false
    // The callback may have applied a new item already (its write to the binding re-rendered).
    if routeID == removed {
      routeID = nil
      itemID = nil
      acceptedItem = nil
    }
  }
}
