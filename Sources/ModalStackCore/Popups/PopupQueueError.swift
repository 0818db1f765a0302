import Foundation

/// Why ``Router/enqueue(_:as:priority:lifetime:announcement:whenIdle:advance:id:)`` or
/// ``Router/showNextQueued()`` refused; nothing changed. Each case carries the input it refuses.
public enum PopupQueueError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The priority is outside ``PopupPriority/validRange``.
  case priorityOutOfRange(Int)
  /// The lifetime is zero or negative.
  case invalidLifetime(Duration)
  /// ``Router/showNextQueued()`` was called while no screen enqueued with
  /// ``QueueAdvance/whenAsked`` waits.
  case nothingWaitsToBeAsked

  public var description: String {
    switch self {
    case .priorityOutOfRange(let value):
      "popup priority \(value) is outside \(PopupPriority.validRange.lowerBound)...\(PopupPriority.validRange.upperBound); use one inside it"
    case .invalidLifetime(let lifetime): "popup lifetime \(lifetime) must be more than zero; pass a longer one"
    case .nothingWaitsToBeAsked: "no queued screen waits to be asked for; enqueue one with advance: .whenAsked first"
    }
  }
}

extension PopupQueueError: LocalizedError {
  /// The error's ``description``, which names the input.
  public var errorDescription: String? { description }
}
