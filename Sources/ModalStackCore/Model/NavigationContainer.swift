/// Whether a modal layer's content sits in a SwiftUI `NavigationStack` that the router drives.
///
/// A `NavigationStack` inside another one is not supported by SwiftUI, and most screens shown as
/// sheets bring their own; so by default a layer gets none, and the router's pushes land in the
/// screen's own stack (a `ModalStackNavigationStack`), however the layer was opened: by
/// a tap, a deep link with pushes, or a restored stack. The choice is made once, when the layer
/// is created: a container that appeared on the first push would rebuild the screen.
///
/// ```swift
/// try router.present(.settings, as: .modal(.pageSheet, navigation: .always))
/// try router.push(.about)   // shown in the sheet's navigation stack
/// ```
public enum NavigationContainer: String, Hashable, Sendable, Codable, CaseIterable {
  /// The content alone: its own `ModalStackNavigationStack` shows the
  /// router's pushes. Pushes the layer is created with wait for that stack to appear; the router
  /// refuses them (``RouterEvent/pushRefused(_:)``) if the layer appears marking none. Saved as
  /// `"whenPushed"`, its name before this meaning.
  case content = "whenPushed"
  /// Always a `NavigationStack`, from the start.
  case always
}
