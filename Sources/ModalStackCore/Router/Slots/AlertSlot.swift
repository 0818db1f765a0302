/// The rules behind the adapter's `modalStackAlert` and `modalStackConfirmationDialog`: a `Bool`
/// binding shown as an alert route (UIKit drops SwiftUI's own `.alert` on a covered view), in a
/// ``PresentationSlot`` keyed by the site. A tap turns the binding `false`, then runs the button's
/// action of the latest render; a removal by the router runs no action.
@MainActor
package final class AlertSlot<Destination: LocalRouteDestination> {
  private let slot: PresentationSlot<Destination>
  private let site: String
  /// The alert up (or just answered) and its latest render, kept past the write-back.
  private var shown: (route: RouteID, alert: RoutedAlert)?
  private var subscription: EventSubscription?

  /// Creates a slot for the alert written at `site`; `isPresented` reads the binding now, and
  /// `onRemoved` writes `false` to it once when the alert leaves, before the answer's action runs.
  package init(
    router: Router<Destination>, site: String, isPresented: @escaping @MainActor () -> Bool,
    onRemoved: @escaping @MainActor (RouteChangeReason) -> Void
  ) {
    self.site = site
    slot = PresentationSlot(
      router: router, site: site, read: { isPresented() ? AnyHashable(true) : nil }, onRemoved: onRemoved)
    subscription = router.observe { [weak self] event in
      if case .alertAnswered(let route, let answer) = event { self?.answered(route.id, with: answer) }
    }
  }

  package var routeID: RouteID? { slot.routeID }

  /// Follows the binding whether or not SwiftUI updates the declaring view (``PresentationSlot/follow(_:)``).
  package func follow(_ apply: @escaping @MainActor () -> Void) { slot.follow(apply) }

  package func presents(on router: Router<Destination>) -> Bool { slot.presents(on: router) }

  /// Applies the binding (`nil` while it is `false`); an alert already up keeps what it shows.
  /// Throws when the router refuses it (a `commandFailed` event too): set the binding back to `false`.
  @discardableResult
  package func update(_ alert: RoutedAlert?) throws -> PresentationSlot<Destination>.Change {
    guard let alert else { return try slot.clear() }
    let destination = Destination(local: LocalRoute(site: site, item: "alert"))
    let change = try slot.update(id: AnyHashable(true)) { Route(destination, presentation: alert.presentation) }
    if let route = slot.routeID { shown = (route, alert) }
    return change
  }

  /// A render while the alert is up: a tap runs its actions, as a `Button` runs its latest closure,
  /// unless it reads otherwise than the alert shown: the user answers what they see.
  package func render(_ alert: RoutedAlert?) {
    guard let alert, let route = slot.routeID, let shown, shown.route == route,
      alert.presentation == shown.alert.presentation
    else { return }
    self.shown = (route, alert)
  }

  private func answered(_ route: RouteID, with answer: AlertResponse) {
    guard let shown, shown.route == route else { return }
    self.shown = nil
    shown.alert.action(answering: answer)?()
  }
}
