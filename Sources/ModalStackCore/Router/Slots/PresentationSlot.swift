/// One presentation per item: the rules behind the adapter's `present(item:)`, for code that
/// holds an optional item without SwiftUI (a UIKit coordinator, a view model, a reducer). Give
/// the slot your item whenever it changes; it keeps at most one route on the stack for it, and a
/// new id replaces that route in one plan.
///
/// ```swift
/// let slot = PresentationSlot(router: router) { _ in selection = nil }
/// try slot.update(selection, id: \.self, presentation: { _ in .sheet }, destination: { .lesson($0) })
/// ```
@MainActor
public final class PresentationSlot<Destination: Hashable & Sendable> {
  /// What an update did.
  public enum Change: Hashable, Sendable {
    /// Nothing on screen changed: the same item, no item, or a route adopted for a re-created view.
    case none
    /// Presented a route.
    case presented(RouteID)
    /// Dismissed the route (and what was above it).
    case dismissed(RouteID)
    /// Replaced one route with another, in one change of the target.
    case replaced(RouteID, with: RouteID)
  }

  private(set) var itemID: AnyHashable?
  /// The id of the route shown for the current item, if any.
  public private(set) var routeID: RouteID?
  /// The last item the slot took: what a binding goes back to when the router refuses a new one.
  package private(set) var acceptedItem: Any?
  private weak var router: Router<Destination>?

  /// Whether the slot presents on `router` (a root given another router makes a new slot).
  package func presents(on router: Router<Destination>) -> Bool { self.router === router }

  /// Whether the slot's route is this item's: until it takes a new item, its route is the old one's.
  package func shows(_ itemID: AnyHashable) -> Bool { self.itemID == itemID }
  /// Where the slot presents from, for adopting a re-created view's route; `nil` never adopts.
  private let site: String?
  /// Reads the identity of the binding's item now, for a route the slot leaves behind.
  let read: (@MainActor () -> AnyHashable?)?
  let onRemoved: @MainActor (RouteChangeReason) -> Void
  private var watch: BindingWatch?

  /// Creates an empty slot on a router, which it holds weakly.
  ///
  /// ```swift
  /// let slot = PresentationSlot(router: router) { _ in selection = nil }
  /// ```
  /// - Parameters:
  ///   - router: The router that presents the slot's routes.
  ///   - onRemoved: Called once each time someone else removes the slot's route (write `nil` to
  ///     the binding), while ``routeID`` still names it, even when the slot was released first;
  ///     it hears why the route went.
  public convenience init(
    router: Router<Destination>, onRemoved: @escaping @MainActor (RouteChangeReason) -> Void
  ) {
    self.init(router: router, site: nil, read: nil, onRemoved: onRemoved)
  }

  /// Creates an empty slot that presents from `site`: a slot made again there (the view
  /// re-created) adopts the route of its item; `read` reads the identity the binding holds now.
  package init(
    router: Router<Destination>, site: String?, read: (@MainActor () -> AnyHashable?)? = nil,
    onRemoved: @escaping @MainActor (RouteChangeReason) -> Void
  ) {
    self.router = router
    self.site = site
    self.read = read
    self.onRemoved = onRemoved
  }

  /// Calls `apply` whenever the binding may hold another item (``BindingWatch``); needs `read`.
  package func follow(_ apply: @escaping @MainActor () -> Void) {
    guard let router, let read else { return }
    watch = BindingWatch(router: router, read: { _ = read() }, changed: apply)
  }

  /// Applies the binding's current item (`nil`: none); `makeRoute` is called for a new item only.
  /// Throws ``RouteStackError`` (also sent as a `commandFailed` event); the slot is unchanged.
  @discardableResult
  package func update(id: AnyHashable?, makeRoute: () -> Route<Destination>) throws -> Change {
    guard let id else { return try clear() }
    return try show(id: id, makeRoute: makeRoute)
  }

  /// Applies the current item, for `Identifiable` items.
  /// - Throws: ``RouteStackError`` when the route cannot be presented; the slot is unchanged.
  @discardableResult
  public func update<Item: Identifiable>(
    _ item: Item?, presentation: (Item) -> Presentation, destination: (Item) -> Destination
  ) throws -> Change {
    try update(item, id: \.id, presentation: presentation, destination: destination)
  }

  /// Applies the current item, identified by a key path (`\.self` for an `Int` or a `UUID`), as
  /// SwiftUI's `ForEach(_:id:)` does.
  /// - Throws: ``RouteStackError`` when the route cannot be presented; the slot is unchanged.
  @discardableResult
  public func update<Item, ID: Hashable>(
    _ item: Item?, id: KeyPath<Item, ID>, presentation: (Item) -> Presentation, destination: (Item) -> Destination
  ) throws -> Change {
    guard let item else {
      acceptedItem = nil
      return try clear()
    }
    let change = try show(id: AnyHashable(item[keyPath: id])) {
      Route(destination(item), presentation: presentation(item))
    }
    acceptedItem = item
    return change
  }

  /// Applies a binding that holds no item: dismisses the slot's route, if any.
  @discardableResult
  package func clear() throws -> Change {
    guard let router else { return .none }
    if let site { try router.presentationSlots.dismissLeftBehind(at: site) }
    guard itemID != nil else { return .none }
    let old = routeID
    itemID = nil
    routeID = nil
    guard let old, try leave(old, on: router) else { return .none }
    return .dismissed(old)
  }

  private func show(id: AnyHashable, makeRoute: () -> Route<Destination>) throws -> Change {
    guard let router, id != itemID else { return .none }
    let slots = router.presentationSlots
    if let site { try slots.dismissLeftBehind(at: site) }
    let key = site.map { PresentationSlots<Destination>.Key(site: $0, item: id) }
    let old = routeID.flatMap { router.engine.contains($0) ? $0 : nil }
    if let key, let shown = slots.route(for: key) {
      // A view re-created while its binding holds the item: the route is already up.
      (itemID, routeID) = (id, shown)
      slots.hold(shown, key: key, by: self)
      if let old, old != shown { _ = try leave(old, on: router) }
      return .none
    }
    // A route another live slot holds stays for it; the new one goes on top.
    let replaced = old.flatMap { slots.othersHold($0, besides: self) ? nil : $0 }
    let route = makeRoute()
    // Set before the change, so the slot does not read its own change as a removal.
    let (oldItem, oldRoute) = (itemID, routeID)
    itemID = id
    routeID = route.id
    do {
      try router.replaceSlotRoute(replaced, with: route)
    } catch {
      (itemID, routeID) = (oldItem, oldRoute)
      throw error
    }
    if let old { slots.letGo(old, by: self) }
    slots.hold(route.id, key: key, by: self)
    return replaced.map { .replaced($0, with: route.id) } ?? .presented(route.id)
  }

  /// Lets a route go, dismissing it (and what is above it) when no other live slot holds it.
  private func leave(_ route: RouteID, on router: Router<Destination>) throws -> Bool {
    let slots = router.presentationSlots
    let othersHold = slots.othersHold(route, besides: self)
    slots.letGo(route, by: self)
    guard !othersHold, router.engine.contains(route) else { return false }
    try router.dismiss(route)
    return true
  }

  /// The router removed the slot's route and its turn has finished. ``routeID`` still names it
  /// during the callback, which may apply a new item at once; the slot then keeps that one.
  func routeWasRemoved(_ route: RouteID, reason: RouteChangeReason) {
    guard routeID == route else { return }
    onRemoved(reason)
    if routeID == route {
      routeID = nil
      itemID = nil
      acceptedItem = nil
    }
  }
}
