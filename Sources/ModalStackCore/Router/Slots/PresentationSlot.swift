/// One presentation per item: the rules behind the adapter's `present(item:)`, for code that
/// holds an optional item without SwiftUI (a UIKit coordinator, a view model, a reducer).
///
/// Give the slot your item whenever it changes (and as often as you like: the same item again
/// does nothing). The slot keeps at most one route on the router's stack for it:
///
/// | The item goes from | The slot |
/// |---|---|
/// | `nil` to an item | presents a route for it, on top of whatever is showing |
/// | an item to `nil` | dismisses that route and what is above it |
/// | an item to one with another id | replaces the route in one plan (one dismissal, one presentation; in place when both are presented the same way) |
/// | an item to one with the same id | does nothing: a re-render or a rotation never closes a modal |
///
/// When the user (a swipe, a tap outside) or the router (a dismiss-all, a deep link that replaced
/// the stack) removes the route, the `onRemoved` callback runs exactly once, with the reason of
/// the change (``RouteChangeReason/interactive`` for a swipe, ``RouteChangeReason/deepLink``, …):
/// set your item to `nil` there. Slots are independent, so a list keeps one per row, and a swipe on one row's sheet
/// clears only that row's item.
///
/// ```swift
/// @MainActor final class LessonsCoordinator {
///   let router: Router<Screen>
///   private lazy var slot = PresentationSlot(router: router) { [weak self] in self?.selection = nil }
///
///   /// The lesson shown, if any: set it from a button, a table view's selection, a link.
///   var selection: Lesson? {
///     didSet { _ = try? slot.update(selection, presentation: { _ in .sheet }, destination: { .lesson($0.id) }) }
///   }
/// }
/// ```
///
/// The rules are tested without SwiftUI: drive a slot on a `NavigationTest`'s router and assert
/// what the simulated UIKit shows.
///
/// ```swift
/// let test = NavigationTest<Screen>()
/// var selection: Int? = 42
/// let slot = PresentationSlot(router: test.router) { selection = nil }
/// try slot.update(selection, id: \.self, presentation: { _ in .sheet }, destination: { .lesson($0) })
/// await test.settle()
/// test.host.swipeDown()   // the user closes it: `selection` is nil
/// ```
@MainActor
public final class PresentationSlot<Destination: Hashable & Sendable> {
  /// What an update did.
  public enum Change: Hashable, Sendable {
    /// Nothing on screen changed: the same item, still no item, or an item whose route a slot of
    /// the same site left up (a re-created view), which this slot adopted.
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
  /// The id of the route shown for the current item, if any: dismiss it, register its exit
  /// action, or find it in ``Router/stack``.
  public private(set) var routeID: RouteID?
  /// The last item the slot took (`nil` when it shows none): what a binding goes back to when
  /// the router refuses a new item (a push onto a popup, a style that cannot go there), so the
  /// binding never says "shown" while nothing is.
  package private(set) var acceptedItem: Any?
  private weak var router: Router<Destination>?

  /// Whether the slot presents on `router`: a view whose root was given another router makes a
  /// new slot on it (the old router's routes went with its root).
  package func presents(on router: Router<Destination>) -> Bool { self.router === router }

  /// Whether the slot's route is the one of the item with this id: until the slot has taken a new
  /// item, its route is the old item's, whose layer must not be given the new item's content.
  package func shows(_ itemID: AnyHashable) -> Bool { self.itemID == itemID }
  /// Where the slot presents from: a slot made again at the same site (a re-created view) adopts
  /// the route of its item; `nil` for a slot that never adopts.
  private let site: String?
  /// Reads the identity of the binding's item now, for a route the slot leaves behind.
  let read: (@MainActor () -> AnyHashable?)?
  let onRemoved: @MainActor (RouteChangeReason) -> Void
  /// Re-reads the binding whether or not its view is updated, once ``follow(_:)`` started it.
  private var watch: BindingWatch?

  /// Creates an empty slot on a router. It holds the router weakly: an update after the router is
  /// gone does nothing.
  /// - Parameters:
  ///   - router: The router that presents the slot's routes.
  ///   - onRemoved: Called once each time the slot's route is removed by someone else (the
  ///     user's swipe, a dismiss-all, a deep link that replaced the stack): write `nil` to the
  ///     binding. During the call ``routeID`` is still the removed route's id; after it the
  ///     slot is empty, unless the callback applied a new item. The router keeps it with the
  ///     route, so it is called even when the slot was released before the route went.
  public convenience init(router: Router<Destination>, onRemoved: @escaping @MainActor () -> Void) {
    self.init(router: router, site: nil, read: nil) { _ in onRemoved() }
  }

  /// Creates an empty slot on a router whose callback hears why the route went: the user
  /// (``RouteChangeReason/interactive``, ``RouteChangeReason/tapOutside``) or the app
  /// (``RouteChangeReason/programmatic``, ``RouteChangeReason/deepLink``, …).
  ///
  /// ```swift
  /// let slot = PresentationSlot(router: router) { reason in model.lessonClosed(because: reason) }
  /// ```
  /// - Parameters:
  ///   - router: The router that presents the slot's routes.
  ///   - onRemoved: Called once each time the slot's route is removed by someone else, with the
  ///     reason of that change; otherwise as for the initializer whose callback takes none.
  public convenience init(
    router: Router<Destination>, onRemoved: @escaping @MainActor (RouteChangeReason) -> Void
  ) {
    self.init(router: router, site: nil, read: nil, onRemoved: onRemoved)
  }

  /// Creates an empty slot that presents from a site: a slot made again there (the view
  /// re-created, its `@State` fresh) adopts the route of its item instead of presenting another.
  /// - Parameters:
  ///   - router: The router that presents the slot's routes.
  ///   - site: Where the slot presents from (the modifier's source location).
  ///   - read: Reads the identity of the item the binding holds now: once the slot is gone, its
  ///     binding is written only while it still holds the route's item, and a route whose binding
  ///     let go of it is dismissed when a slot of the same site next updates.
  ///   - onRemoved: Writes `nil` to the binding, with the reason of the change that removed the
  ///     route, as for ``init(router:onRemoved:)``.
  package init(
    router: Router<Destination>, site: String?, read: (@MainActor () -> AnyHashable?)? = nil,
    onRemoved: @escaping @MainActor (RouteChangeReason) -> Void
  ) {
    self.router = router
    self.site = site
    self.read = read
    self.onRemoved = onRemoved
  }

  /// Calls `apply` whenever the binding may hold another item, whether or not SwiftUI updates
  /// the view that holds it (``BindingWatch``): after each change of an `@Observable` model that
  /// `read` reads, and after each settle of the router for any other binding. `apply` gives the
  /// slot the binding's item, as the view's `onChange` does; the same item again does nothing.
  /// The watch ends with the slot (the view's state). A slot made without `read` follows nothing.
  /// - Parameter apply: Applies the binding's current item to the slot.
  package func follow(_ apply: @escaping @MainActor () -> Void) {
    guard let router, let read else { return }
    watch = BindingWatch(router: router, read: { _ = read() }, changed: apply)
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

  /// Applies the current item, for `Identifiable` items.
  ///
  /// ```swift
  /// try slot.update(selection, presentation: \.presentation, destination: \.screen)
  /// ```
  /// - Parameters:
  ///   - item: The current item, or `nil` for none.
  ///   - presentation: How each item is shown: push, sheet, cover, popup….
  ///   - destination: The destination of each item.
  /// - Returns: What changed.
  /// - Throws: ``RouteStackError`` when the route cannot be presented; the slot is unchanged.
  @discardableResult
  public func update<Item: Identifiable>(
    _ item: Item?, presentation: (Item) -> Presentation, destination: (Item) -> Destination
  ) throws -> Change {
    try update(item, id: \.id, presentation: presentation, destination: destination)
  }

  /// Applies the current item, identified by a key path (`\.self` for an `Int` or a `UUID`), as
  /// SwiftUI's `ForEach(_:id:)` does.
  ///
  /// ```swift
  /// try slot.update(openedLessonID, id: \.self, presentation: { _ in .fullScreenCover }, destination: { .lesson($0) })
  /// ```
  /// - Parameters:
  ///   - item: The current item, or `nil` for none.
  ///   - id: The key path to the item's identity.
  ///   - presentation: How each item is shown.
  ///   - destination: The destination of each item.
  /// - Returns: What changed.
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
  /// - Returns: What changed.
  /// - Throws: ``RouteStackError`` when the dismissal is refused.
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

  /// Lets a route go; dismisses it (and what is above it) when no other live slot holds it.
  /// - Returns: Whether it was dismissed.
  private func leave(_ route: RouteID, on router: Router<Destination>) throws -> Bool {
    let slots = router.presentationSlots
    let othersHold = slots.othersHold(route, besides: self)
    slots.letGo(route, by: self)
    guard !othersHold, router.engine.contains(route) else { return false }
    try router.dismiss(route)
    return true
  }

  /// The router removed the slot's route (the user's swipe, a dismiss-all, a deep link), and the
  /// turn that removed it has finished. ``routeID`` still names it during the callback, so the
  /// adapter can drop what it registered for it; the callback may apply a new item at once (its
  /// write to the binding re-rendered), a command of its own turn, which the slot then keeps.
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
