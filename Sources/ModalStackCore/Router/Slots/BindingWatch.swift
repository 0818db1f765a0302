import Observation

/// Reads a binding again whenever it may have changed: SwiftUI does not promise to update an
/// off-screen view, so `onChange` alone could apply a model's change late or never. `changed` runs
/// on a later turn (Observation reports a change before it is made) after an observed read changes
/// or the router settles, never inside a setter or a report, so it may command the router.
@MainActor
package final class BindingWatch {
  private let read: @MainActor () -> Void
  private let changed: @MainActor () -> Void
  /// Whether a tracking is armed: one at a time, however often the router settles.
  private var isTracking = false

  /// Tracks `read` now, without calling `changed`.
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
