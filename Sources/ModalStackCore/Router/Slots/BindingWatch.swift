import Observation

/// Reads a binding's value again whenever it may have changed, whether or not SwiftUI updates the
/// view that holds the binding.
///
/// SwiftUI runs a view's `onChange(of:)`, and its `body`, only when it updates that view, and it
/// does not promise to update a view that is off screen (under a push or a full-screen cover):
/// the update may come when the view returns, or not at all. A binding followed only through
/// `onChange` applies a model's change late or never. The watch depends on no view update:
///
/// - **An `@Observable` model** (a `@Bindable` binding, a binding to an observable's property):
///   `read` runs inside `withObservationTracking`, and after a property it read changes,
///   `changed` runs on a later main-actor turn (Observation reports a change before it is made),
///   then the watch tracks again.
/// - **Anything else** (a `@State`, an `ObservableObject`), which Observation cannot see:
///   `changed` runs on a later turn after every settle of the router (a transition ended: the
///   cover over the view was dismissed, a push popped), so the value is applied at the latest
///   when the router next settles, or when the view is updated, whichever comes first.
///
/// `changed` never runs inside the model's setter or the router's report, so it may command the
/// router. Changing the value to what it already holds does nothing for a slot or a binding, so a
/// `changed` with nothing new is harmless. The watch ends when it is released.
@MainActor
package final class BindingWatch {
  private let read: @MainActor () -> Void
  private let changed: @MainActor () -> Void
  /// Whether a tracking is armed: one at a time, however often the router settles.
  private var isTracking = false

  /// Starts watching: tracks `read` now, without calling `changed`.
  /// - Parameters:
  ///   - router: The router whose settles re-read the value for models Observation cannot see.
  ///   - read: Reads the binding's value (the properties it reads are tracked).
  ///   - changed: Applies the binding's value.
  package init<Destination>(
    router: Router<Destination>, read: @escaping @MainActor () -> Void, changed: @escaping @MainActor () -> Void
  ) {
    self.read = read
    self.changed = changed
    track()
    router.observeSettled { [weak self] in
      guard let self else { return false }
      Task { @MainActor [weak self] in self?.apply() }
      return true
    }
  }

  private func track() {
    guard !isTracking else { return }
    isTracking = true
    withObservationTracking(read) { [weak self] in
      Task { @MainActor [weak self] in
        self?.isTracking = false
        self?.apply()
      }
    }
  }

  private func apply() {
    track()
    changed()
  }
}
