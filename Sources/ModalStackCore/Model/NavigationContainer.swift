/// Whether a modal layer's content sits in a SwiftUI `NavigationStack` that the router drives.
///
/// A `NavigationStack` inside another one is not supported by SwiftUI, and most screens shown as
/// sheets bring their own; so by default a layer gets none, and the router's pushes land in the
/// screen's own stack (marked with `modalStackDestinations()`). The choice is made once, when the
/// layer is created: a container that appeared on the first push would rebuild the screen.
///
/// ```swift
/// try router.present(.settings, as: .modal(.pageSheet, navigation: .always))
/// try router.push(.about)   // shown in the sheet's navigation stack
/// ```
public enum NavigationContainer: String, Hashable, Sendable, Codable, CaseIterable {
  /// A `NavigationStack` only if the layer is created with pushed routes (a deep link, a
  /// restored stack); otherwise the content alone, whose own stack shows the router's pushes
  /// when it is marked with `modalStackDestinations()`.
  case whenPushed
  /// Always a `NavigationStack`, from the start.
  case always
}
