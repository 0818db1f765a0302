import Observation

/// The router's popup queue: its state (observed, so `router.popupQueue` updates views), the
/// app's rules and the timers of popups with a lifetime. The decisions are ``PopupQueueState``'s;
/// `Router+PopupQueue` carries them out on the stack.
@MainActor
final class PopupLane<Destination: Hashable & Sendable>: Observable {
  private var _state = PopupQueueState<Destination>()
  private let registrar = ObservationRegistrar()

  /// The queue: waiting and shown popups.
  var state: PopupQueueState<Destination> {
    get {
      registrar.access(self, keyPath: \.state)
      return _state
    }
    set { registrar.withMutation(of: self, keyPath: \.state) { _state = newValue } }
  }
  /// The app's rules.
  var rules = PopupQueueRules()
  /// The lifetimes running, by popup.
  var timers: [RouteID: ScheduledAction] = [:]
  /// The lifetimes of popups on the target that are not on screen yet, by popup: a lifetime
  /// counts from when the host reports the popup presented, not while it waits for its turn on
  /// the screen (a transition in flight, another's alert).
  var lifetimesWaitingForScreen: [RouteID: Duration] = [:]
  /// The router's events, heard while lifetimes wait for their popups to show.
  var presentationWatch: EventSubscription?
  /// Whether the lane listens to changes of the target (from the first popup enqueued on).
  var isWatchingTarget = false
  /// Whether the lane is changing the target itself (its own changes free nothing).
  var isChangingTarget = false

  init() {}
}
