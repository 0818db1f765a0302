/// When a screen given to the queue (``Router/enqueue(_:as:priority:lifetime:whenIdle:advance:id:)``)
/// may take its turn.
///
/// ```swift
/// try router.enqueue(.tourStep1, as: .sheet, advance: .whenAsked)
/// try router.enqueue(.tourStep2, as: .sheet, advance: .whenAsked)
/// try router.showNextQueued()   // the first step, once the app decides
/// ```
public enum QueueAdvance: String, Hashable, Sendable, CaseIterable {
  /// As soon as the queue's rules let it: priority, arrival, `whenIdle`.
  case byRules
  /// Only once the app asks (``Router/showNextQueued()``), one screen per call; then by the
  /// queue's rules, as any other.
  case whenAsked
}
