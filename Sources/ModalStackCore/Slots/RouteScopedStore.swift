/// Values kept for routes on a router's stack (the view and environment a `present(item:)`
/// registered for its route), forgotten when the route is dismissed, whoever dismisses it: the
/// slot that registered it may be gone by then, so nothing leaks.
@MainActor
package final class RouteScopedStore<Value> {
  private var values: [RouteID: Value] = [:]
  private var subscription: EventSubscription?

  /// Creates a store that forgets a route's value when the router reports its dismissal.
  /// - Parameter router: The router whose routes the values belong to.
  package init<Destination>(router: Router<Destination>) {
    subscription = router.observe { [weak self] event in
      if case .didDismiss(let route, _) = event { self?.values[route.id] = nil }
    }
  }

  /// The value of a route.
  package subscript(id: RouteID) -> Value? {
    get { values[id] }
    set { values[id] = newValue }
  }

  /// How many routes have a value, for leak checks.
  package var count: Int { values.count }
}
