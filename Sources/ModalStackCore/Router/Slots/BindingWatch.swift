import Observation

/// Reads a binding's value again whenever it may have changed, whether or not SwiftUI updates the
/// view that holds it: SwiftUI does not promise to update an off-screen view (under a push or a
/// cover), so `onChange` alone would apply a model's change late or never.
///
/// - **An `@Observable` model**: `read` runs inside `withObservationTracking`; after a property it
///   read changes, `changed` runs on a later turn (Observation reports a change before it is
///   made), then the watch tracks again.
/// - **Anything else** (a `@State`, an `ObservableObject`): `changed` runs on a later turn after
///   every settle of the router.
///
/// `changed` never runs inside the model's setter or the router's report, so it may command the
/// router. The watch ends when it is released.
@MainActor
package final class BindingWatch {
  private let read: @MainActor () -> Void
  private let changed: @MainActor () -> Void
  /// Whether a tracking is armed: one at a time, however often the router settles.
  private var isTracking = false

  /// Starts watching: tracks `read` now, without calling `changed`; the router's settles re-read
  /// what Observation cannot see.
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
