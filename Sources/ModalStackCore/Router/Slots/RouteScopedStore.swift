/// Values kept for routes on a router's stack (the view and environment a `present(item:)`
/// registered for its route), forgotten once the route is gone, whoever removed it: when it was
/// dismissed, or when it left the target before it was ever shown (an item replaced at once).
/// A route on its way out keeps its value until it is off screen, so a layer being dismissed
/// still renders its own content. The slot that registered it may be gone by then: nothing leaks.
@MainActor
package final class RouteScopedStore<Value> {
  private var values: [RouteID: Value] = [:]
  private var subscription: EventSubscription?

  /// Creates a store that forgets a route's value when the route is gone.
  /// - Parameter router: The router whose routes the values belong to.
  package init<Destination>(router: Router<Destination>) {
    subscription = router.observe { [weak self] event in
      if case .didDismiss(let route, _) = event { self?.values[route.id] = nil }
    }
    _ = router.observeTarget { [weak self, weak router] in
      guard let self, let router else { return false }
      self.forgetRoutesNeverShown(by: router)
      return true
    }
  }

  /// Forgets the routes that left the target and are not on screen either: they will never be
  /// dismissed, so no `didDismiss` comes for them.
  private func forgetRoutesNeverShown<Destination>(by router: Router<Destination>) {
    guard !values.isEmpty else { return }
    for id in values.keys where !router.stack.contains(id) && !router.presented.contains(id) { values[id] = nil }
  }

  /// The value of a route.
  package subscript(id: RouteID) -> Value? {
    get { values[id] }
    set { values[id] = newValue }
  }

  /// How many routes have a value, for leak checks.
  package var count: Int { values.count }
}
