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
/// the stack) removes the route, the `onRemoved` callback runs exactly once: set your item to
/// `nil` there. Slots are independent, so a list keeps one per row, and a swipe on one row's sheet
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
  /// The id of the route shown for the current item, if any: dismiss it, register its exit
  /// action, or find it in ``Router/stack``.
  public private(set) var routeID: RouteID?
  /// The last item the slot took (`nil` when it shows none): what a binding goes back to when
  /// the router refuses a new item (a push onto a popup, a style that cannot go there), so the
  /// binding never says "shown" while nothing is.
  package private(set) var acceptedItem: Any?
  private weak var router: Router<Destination>?
  private let onRemoved: @MainActor () -> Void
  private var observation: Int?
  private var isReportingRemoval = false

  /// Creates an empty slot on a router. It holds the router weakly: an update after the router is
  /// gone does nothing.
  /// - Parameters:
  ///   - router: The router that presents the slot's routes.
  ///   - onRemoved: Called once each time the slot's route is removed by someone else (the
  ///     user's swipe, a dismiss-all, a deep link that replaced the stack): write `nil` to the
  ///     binding. During the call ``routeID`` is still the removed route's id; after it the
  ///     slot is empty, unless the callback applied a new item.
  public init(router: Router<Destination>, onRemoved: @escaping @MainActor () -> Void) {
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
