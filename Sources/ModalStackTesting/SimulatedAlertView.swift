import ModalStackCore

/// A view with a `modalStackAlert` or `modalStackConfirmationDialog` modifier, as SwiftUI runs
/// it: its `isPresented` binding is owned above the view (a model's error flag, a parent's
/// `@State`), and its `onAppear` and `onChange(of:)` hand the binding to the core's alert slot,
/// as the adapter's modifier does; `onChange` only while SwiftUI updates the view
/// (``updatesWithheld``: under a full-screen cover it need not), so the slot also follows the
/// binding itself, as the adapter's does. The alert is a route of the root's router: it shows
/// over the top layer, where SwiftUI's own `.alert` on a covered view is dropped by UIKit.
///
/// ```swift
/// let alert = scene.alertView("RootView", router: router) { RoutedAlert(.alert, title: "Offline", message: nil, actions: [AlertAction("Retry") { retries += 1 }]) }
/// alert.set(true)                  // the model's error flag: the alert goes over the sheet
/// scene.host.tapAlertButton("Retry")
/// alert.isPresented                // false: written back when it was answered
/// alert.writeBackReasons           // [.answered]
/// ```
@MainActor
package final class SimulatedAlertView<Destination: LocalRouteDestination> {
  /// The binding's value, owned above the view: an `@Observable` model's property, which
  /// Observation sees change.
  package var isPresented: Bool { model.item ?? false }
  private let model = SimulatedModel<Bool>()
  /// Whether SwiftUI withholds updates from the view (its `body`, its `onChange`): it is off
  /// screen, under a full-screen cover, and SwiftUI need not update it until it returns.
  package var updatesWithheld = false
  /// Whether the view is on screen (not removed).
  package private(set) var isOnScreen = true
  /// Why the binding was written `false` by each time the alert left (answered or removed), in
  /// order: the reason the adapter's write-back carries in its transaction.
  package private(set) var writeBackReasons: [RouteChangeReason] = []
  /// How many times the binding was written `false` by the alert leaving (answered or removed).
  package var writeBacks: Int { writeBackReasons.count }
  private weak var router: Router<Destination>?
  private let site: String
  /// What the view declares, read at each render: its buttons' actions are the latest.
  private let alert: @MainActor () -> RoutedAlert
  /// The view's `@State`: the modifier's slot.
  private var slot: AlertSlot<Destination>?

  init(site: String, router: Router<Destination>, isPresented: Bool, alert: @escaping @MainActor () -> RoutedAlert) {
    self.site = site
    self.router = router
    model.item = isPresented
    self.alert = alert
    synchronize()  // onAppear
  }

  /// The alert's route while it is up.
  package var routeID: RouteID? { slot?.routeID }

  /// The app writes the binding; the view's `onChange(of:)` applies it, unless its updates are
  /// withheld: then the slot's own watch of the binding does, on a later turn.
  /// - Parameter value: The new value.
  package func set(_ value: Bool) {
    guard value != isPresented else { return }
    model.item = value
    guard isOnScreen, !updatesWithheld else { return }
    synchronize()
  }

  /// The view gets a new identity (`.id(_:)` changed): its state is made again, empty, and the
  /// new view appears with the binding as it is, adopting the alert that is up.
  package func recreate() {
    slot = nil
    isOnScreen = true
    synchronize()  // onAppear
  }

  /// The view leaves the tree (its `if` turned false): its state goes with it; the binding stays.
  package func remove() {
    slot = nil
    isOnScreen = false
  }

  /// The view renders again (its actions capture new state): as the modifier's body does, the
  /// alert that is up takes this render's actions.
  package func render() {
    if isPresented { slot?.render(alert()) }
  }

  private func synchronize() {
    guard let router else { return }
    let slot = slot ?? makeSlot(router)
    do {
      try slot.update(isPresented ? alert() : nil)
    } catch {
      model.item = false  // refused: the binding never says "shown" while nothing is
    }
  }

  private func makeSlot(_ router: Router<Destination>) -> AlertSlot<Destination> {
    let slot = AlertSlot(
      router: router, site: site, isPresented: { [weak self] in self?.isPresented ?? false },
      onRemoved: { [weak self] reason in self?.writtenBack(reason) })
    slot.follow { [weak self] in self?.synchronize() }
    self.slot = slot
    return slot
  }

  private func writtenBack(_ reason: RouteChangeReason) {
    writeBackReasons.append(reason)
    model.item = false
    if isOnScreen, !updatesWithheld { synchronize() }
  }
}

extension SimulatedScene where Destination: LocalRouteDestination {
  /// A view that declares a routed alert or dialog appears, its binding owned above it.
  /// - Parameters:
  ///   - site: Where its modifier is written.
  ///   - router: The router in its environment (the root's).
  ///   - isPresented: The binding's value when the view appears.
  ///   - alert: What the view declares at each render.
  /// - Returns: The view.
  package func alertView(
    _ site: String, router: Router<Destination>, isPresented: Bool = false,
    alert: @escaping @MainActor () -> RoutedAlert
  ) -> SimulatedAlertView<Destination> {
    SimulatedAlertView(site: site, router: router, isPresented: isPresented, alert: alert)
  }
}
