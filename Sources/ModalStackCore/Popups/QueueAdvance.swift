/// When a screen given to the queue (``Router/enqueue(_:as:priority:lifetime:announcement:whenIdle:advance:id:)``)
/// may take its turn.
public enum QueueAdvance: String, Hashable, Sendable, CaseIterable {
  /// As soon as the queue's rules let it: priority, arrival, `whenIdle`.
  case byRules
  /// Only once the app asks (``Router/showNextQueued()``), one screen per call; then by the
  /// queue's rules, as any other.
  case whenAsked
}
