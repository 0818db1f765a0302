/// The container a layer's content sits in, decided once when the layer is created.
///
/// SwiftUI identity is structural: swapping `content` for `NavigationStack { content }` on the
/// first push would rebuild the screen, and a `NavigationStack` inside another is not supported.
/// So the decision depends on the presentation alone, never on the path.
///
/// ```swift
/// LayerContainer(ControllerConfiguration(.init(style: .sheet, navigation: .always)))   // .navigationStack
/// ```
public enum LayerContainer: String, Hashable, Sendable {
  /// The content alone; pushes show in the stack the content marks, and the router refuses them
  /// onto one that marks none (``RouteStackError/noStackShowsPushes(_:)``).
  case content
  /// A `NavigationStack` made with the layer, with the router's destinations installed in it.
  case navigationStack

  /// The container of a layer being created.
  package init(_ configuration: ControllerConfiguration) {
    // A navigation stack draws an opaque background: clear layers never get one.
    let wantsStack = configuration.navigation == .always
    self = wantsStack && !configuration.hasClearBackground ? .navigationStack : .content
  }
}
