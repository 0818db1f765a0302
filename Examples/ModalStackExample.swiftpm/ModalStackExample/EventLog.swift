#if canImport(UIKit)
  import ModalStack
  import Observation

  /// What the scene's router did, newest first, for the Log tab: every `RouterEvent`
  /// (`router.observe`), every link's fate (`router.observeLinks`) and the app's own notes. The
  /// same events go to Console with `router.logEvents(subsystem:)`.
  @MainActor
  @Observable
  final class EventLog {
    /// One line of the log.
    struct Entry: Identifiable {
      let id: Int
      let text: String
    }

    private(set) var entries: [Entry] = []
    @ObservationIgnored private var subscriptions: [EventSubscription] = []
    @ObservationIgnored private var count = 0

    /// Starts recording the router's events; later calls do nothing.
    /// - Parameter router: The scene's router.
    func record(_ router: Router<Screen>) {
      guard subscriptions.isEmpty else { return }
      subscriptions = [
        router.observe { [weak self] event in self?.note(event.description) },
        router.observeLinks { [weak self] event in self?.note(event.description) },
        router.logEvents(subsystem: "dev.modalstack.example"),
      ]
    }

    /// Adds a line; the log keeps the latest 200.
    /// - Parameter text: What happened.
    func note(_ text: String) {
      count += 1
      entries.insert(Entry(id: count, text: text), at: 0)
      if entries.count > 200 { entries.removeLast() }
    }
  }
#endif
