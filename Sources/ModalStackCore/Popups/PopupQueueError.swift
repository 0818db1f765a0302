/// Why ``Router/enqueuePopup(_:as:priority:lifetime:announcement:id:)`` refused a popup; nothing
/// changed. Each case carries the input it refuses.
public enum PopupQueueError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The priority is outside ``PopupPriority/validRange``.
  case priorityOutOfRange(Int)
  /// The lifetime is zero or negative.
  case invalidLifetime(Duration)
  /// The presentation is not a popup (``ModalStyle/popup(_:)``); it names the presentation.
  case notAPopup(String)

  public var description: String {
    switch self {
    case .priorityOutOfRange(let value):
      "popup priority \(value) is outside \(PopupPriority.validRange.lowerBound)...\(PopupPriority.validRange.upperBound)"
    case .invalidLifetime(let lifetime): "popup lifetime \(lifetime) must be more than zero"
    case .notAPopup(let name): "only popups queue: \(name) is not a popup"
    }
  }
}
