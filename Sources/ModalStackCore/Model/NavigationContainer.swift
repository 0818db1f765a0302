/// Whether a modal layer's content sits in a SwiftUI `NavigationStack` that the router drives.
///
/// A `NavigationStack` inside another one is not supported by SwiftUI, and most screens shown as
/// sheets bring their own; so by default a layer gets one only once routes are pushed on it.
///
/// ```swift
/// try router.present(.settings, as: .modal(.pageSheet, navigation: .always))
/// try router.push(.about)   // shown in the sheet's navigation stack
/// ```
public enum NavigationContainer: String, Hashable, Sendable, Codable, CaseIterable {
  /// A `NavigationStack` from the first push on (the layer's first view is built again then:
  /// present with ``always`` a layer you will push on, to keep its state).
  case whenPushed
  /// Always a `NavigationStack`, from the start.
  case always
}
