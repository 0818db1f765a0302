/// The background behind a modal's content.
public enum ModalBackground: Hashable, Sendable, Codable {
  /// The system background for sheets, covers and popovers; clear for over-styles, popups and alerts.
  case automatic
  /// Transparent: what is below stays visible.
  case clear
  /// A solid colour, per appearance. On iOS, `.color(_:)` also takes a SwiftUI `Color`.
  case color(ModalColor)
}
