/// The rules behind the adapter's `modalStackAlert` and `modalStackConfirmationDialog`: a
/// `Bool` binding shown as an alert route of the router, so the alert goes over whatever is on
/// top (SwiftUI's own `.alert` on a covered view is dropped by UIKit), waits behind a transition,
/// and is answered like any of the router's alerts.
///
/// | What happens | The slot |
/// |---|---|
/// | the binding turns `true` | presents the alert, a ``LocalRoute`` of the declaring site |
/// | the binding turns `false` | dismisses the alert |
/// | the user taps a button | the binding turns `false` (``RouteChangeReason/answered``), then that button's action (of the latest render) runs |
/// | the router removes it (a dismiss-all, a deep link) | runs no action; the binding turns `false`, with that change's reason |
///
/// It is a ``PresentationSlot`` keyed by the declaring site, so a view re-created while its alert
/// is up adopts that alert and runs its answer.
@MainActor
package final class AlertSlot<Destination: LocalRouteDestination> {
  private let slot: PresentationSlot<Destination>
  private let site: String
  /// The alert up (or just answered) and the latest render of it, whose actions answer a tap.
  /// Kept past the write-back: the router takes the route off the target, which writes the
  /// binding back, before it reports the answer.
  private var shown: (route: RouteID, alert: RoutedAlert)?
  /// Listens for answers; released with the slot, which ends it.
  private var subscription: EventSubscription?

  /// Creates a slot that presents nothing yet.
  /// - Parameters:
  ///   - router: The router that presents the alert (the root's).
  ///   - site: Where the modifier is written: the alert's identity.
  ///   - isPresented: Reads the binding now, for an alert whose view is gone.
  ///   - onRemoved: Writes `false` to the binding: called once when the alert leaves, before the
  ///     answer's action runs, with the reason of the change: ``RouteChangeReason/answered`` when
  ///     the user tapped a button, the command's reason (``RouteChangeReason/dismissAll``,
  ///     ``RouteChangeReason/deepLink``, …) when the router removed it.
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

  /// The alert's route while it is up.
  package var routeID: RouteID? { slot.routeID }

  /// Follows the binding whether or not SwiftUI updates the view that declares the alert (the
  /// app-wide alert on the root, under a full-screen cover): see ``PresentationSlot/follow(_:)``.
  /// - Parameter apply: Applies the binding (the latest render's `update`).
  package func follow(_ apply: @escaping @MainActor () -> Void) { slot.follow(apply) }

  /// Whether the slot presents on `router`.
  package func presents(on router: Router<Destination>) -> Bool { slot.presents(on: router) }

  /// Applies the binding: `nil` while it is `false`. An alert already up keeps what it shows.
  /// - Parameter alert: The alert to show, or `nil`.
  /// - Returns: What changed.
  /// - Throws: ``RouteStackError`` or ``PresentationError`` when the router refuses it (a
  ///   ``RouterEvent/commandFailed(_:)`` event too): set the binding back to `false`.
  @discardableResult
  package func update(_ alert: RoutedAlert?) throws -> PresentationSlot<Destination>.Change {
    guard let alert else { return try slot.clear() }
    let destination = Destination(local: LocalRoute(site: site, item: "alert"))
    let change = try slot.update(id: AnyHashable(true)) { Route(destination, presentation: alert.presentation) }
    if let route = slot.routeID { shown = (route, alert) }
    return change
  }

  /// A render of the declaring view while its alert is up: a tap runs this render's actions, as
  /// a SwiftUI `Button` runs the closure of the latest render, as long as the render reads as the
  /// alert up does. A render that reads otherwise (its `presenting:` data changed: "Delete 'B'?"
  /// while "Delete 'A'?" is shown) keeps the shown alert's actions: the user answers what they see.
  /// - Parameter alert: The alert the view declares now; `nil` (the binding turned `false`) is
  ///   left to ``update(_:)``.
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
