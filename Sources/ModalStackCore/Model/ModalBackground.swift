/// The background behind a modal's content.
public enum ModalBackground: Hashable, Sendable, Codable {
  /// The system background for sheets and covers; clear for over-styles and popups.
  case automatic
  /// Transparent: what is below stays visible.
  case clear
  /// A solid colour, per appearance. On iOS, `.color(_:)` also takes a SwiftUI `Color`.
  case color(ModalColor)
}
