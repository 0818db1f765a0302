/// Whether and how the user may dismiss a modal by swiping it down or tapping outside.
public enum DismissPolicy: String, Hashable, Sendable, Codable, CaseIterable {
  /// The user may dismiss it (UIKit's default).
  case allowed
  /// The user may not; each attempt is reported as a ``RouterEvent/dismissBlocked(_:reason:)`` event.
  case blocked
  /// Each attempt asks the router's confirmation handler, and dismisses only on `true`.
  case confirm
}
