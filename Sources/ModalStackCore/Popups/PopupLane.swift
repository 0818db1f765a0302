import Observation

/// The popup queue of a router's engine: its state (observed, so `router.popupQueue` updates
/// views), the app's rules and the timers of popups with a lifetime. The decisions are
/// ``PopupQueueState``'s; `Router+PopupQueue` carries them out on the stack.
@MainActor
@Observable
final class PopupLane<Destination: Hashable & Sendable> {
  /// The queue: waiting and shown popups.
  var state = PopupQueueState<Destination>()
  /// The app's rules.
  @ObservationIgnored var rules = PopupQueueRules()
  /// The lifetimes running, by popup.
  @ObservationIgnored var timers: [RouteID: ScheduledAction] = [:]
  /// Whether the lane hears changes of the target (from the first popup enqueued on).
  @ObservationIgnored var isWatchingTarget = false
}
