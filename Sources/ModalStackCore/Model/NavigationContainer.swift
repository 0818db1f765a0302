/// Whether a modal layer's content sits in a SwiftUI `NavigationStack` the router drives; by default none (most
/// screens bring their own), decided once, when the layer is created.
///
/// ```swift
/// try router.present(.settings, as: .modal(.pageSheet, navigation: .always))
/// try router.push(.about)   // shown in the sheet's navigation stack
/// ```
public enum NavigationContainer: String, Hashable, Sendable, Codable, CaseIterable {
  /// The content alone: its own `ModalStackNavigationStack` shows the pushes, refused if the layer marks none.
  case content = "whenPushed"
  /// Always a `NavigationStack`, from the start.
  case always
}
