import Foundation

/// Why ``Router/enqueue(_:as:priority:lifetime:whenIdle:id:)`` or
/// ``Router/enqueuePopup(_:as:priority:lifetime:announcement:id:)`` refused a screen; nothing
/// changed. Each case carries the input it refuses.
public enum PopupQueueError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The priority is outside ``PopupPriority/validRange``.
  case priorityOutOfRange(Int)
  /// The lifetime is zero or negative.
  case invalidLifetime(Duration)

  public var description: String {
    switch self {
    case .priorityOutOfRange(let value):
      "popup priority \(value) is outside \(PopupPriority.validRange.lowerBound)...\(PopupPriority.validRange.upperBound)"
    case .invalidLifetime(let lifetime): "popup lifetime \(lifetime) must be more than zero"
    }
  }
}

extension PopupQueueError: LocalizedError {
  /// The error's ``description``, which names the input: what apps show and log as
  /// `localizedDescription`.
  public var errorDescription: String? { description }
}
