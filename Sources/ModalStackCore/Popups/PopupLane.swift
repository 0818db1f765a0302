import Observation

/// The popup queue of a router's engine: its observed state, the app's rules and the lifetimes
/// running. ``PopupQueueState`` decides; `Router+PopupQueue` carries it out on the stack.
@MainActor
@Observable
final class PopupLane<Destination: Hashable & Sendable> {
  var state = PopupQueueState<Destination>()
  @ObservationIgnored var rules = PopupQueueRules()
  /// The lifetimes running, by popup.
  @ObservationIgnored var timers: [RouteID: ScheduledAction] = [:]
  /// Whether the app has enqueued a popup: until then the router's turns read nothing of the
  /// observed state, each read of which is an observation access.
  @ObservationIgnored var isWatchingTarget = false
}
