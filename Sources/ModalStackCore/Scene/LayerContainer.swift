/// The container a layer's content sits in, decided once, when the layer is created, and kept
/// for the layer's life.
///
/// SwiftUI identity is structural: a layer that swapped `content` for
/// `NavigationStack { content }` on its first push would rebuild its screen (state, scroll
/// position and focus lost, the push not animated), and again on the last pop. So the decision
/// never depends on the path shown now, only on what the layer was created with.
///
/// ```swift
/// LayerContainer(ControllerConfiguration(.init(style: .sheet)), createdWithPath: [])   // .content
/// LayerContainer(ControllerConfiguration(.init(style: .sheet, navigation: .always)), createdWithPath: [])
///                                                                                      // .navigationStack
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
  /// - Parameters:
  ///   - configuration: The layer's presentation.
  ///   - path: The routes pushed on it when it is created (a deep link, a restored stack).
  package init(_ configuration: ControllerConfiguration, createdWithPath path: [some Any]) {
    let wantsStack = configuration.navigation == .always || !path.isEmpty
    // A navigation stack draws an opaque background: layers that leave what is below visible
    // (over-styles, popups) never get one.
    self = wantsStack && !configuration.hasClearBackground ? .navigationStack : .content
  }
}
