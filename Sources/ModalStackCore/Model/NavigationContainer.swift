/// Whether a modal layer's content sits in a SwiftUI `NavigationStack` that the router drives.
///
/// By default a layer gets none (most screens bring their own); the choice is made once, when the layer is created.
///
/// ```swift
/// try router.present(.settings, as: .modal(.pageSheet, navigation: .always))
/// try router.push(.about)   // shown in the sheet's navigation stack
/// ```
public enum NavigationContainer: String, Hashable, Sendable, Codable, CaseIterable {
  /// The content alone: its own `ModalStackNavigationStack` shows the router's pushes; they are
  /// refused (``RouterEvent/pushRefused(_:)``) if the layer appears marking none.
  case content = "whenPushed"
  /// Always a `NavigationStack`, from the start.
  case always
}
