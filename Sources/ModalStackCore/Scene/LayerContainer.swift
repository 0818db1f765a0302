/// The container a layer's content sits in, decided once, when the layer is created, and kept
/// for the layer's life.
///
/// SwiftUI identity is structural: a layer that swapped `content` for
/// `NavigationStack { content }` on its first push would rebuild its screen (state, scroll
/// position and focus lost, the push not animated), and again on the last pop. And a
/// `NavigationStack` inside another is not supported: most screens shown as sheets bring their
/// own. So the decision depends on the presentation alone, never on the path: a sheet opened by a
/// deep link with two pushes and the same sheet opened by a tap render the same tree, and the
/// pushes it was created with wait for the stack its content marks (the router refuses them if
/// it marks none once it appeared).
///
/// ```swift
/// LayerContainer(ControllerConfiguration(.init(style: .sheet)))                        // .content
/// LayerContainer(ControllerConfiguration(.init(style: .sheet, navigation: .always)))   // .navigationStack
/// ```
public enum LayerContainer: String, Hashable, Sendable {
  /// The content alone. Routes pushed on the layer show in the navigation stack the content
  /// marks for them (the app's own stack, with the router's destinations installed in it); onto a
  /// content that marks none, the router refuses pushes once it is on screen
  /// (``RouteStackError/noStackShowsPushes(_:)``).
  case content
  /// A `NavigationStack` made with the layer, with the router's destinations installed in it.
  case navigationStack

  /// The container of a layer being created.
  /// - Parameter configuration: The layer's presentation.
  package init(_ configuration: ControllerConfiguration) {
    // A navigation stack draws an opaque background: layers that leave what is below visible
    // (over-styles, popups) never get one.
    let wantsStack = configuration.navigation == .always
    self = wantsStack && !configuration.hasClearBackground ? .navigationStack : .content
  }
}
