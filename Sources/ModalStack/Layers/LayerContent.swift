#if canImport(UIKit)
  import ModalStackCore
  import SwiftUI

  /// The content of one presented layer, in the container the core chose when the layer was
  /// created (`LayerContainer`): a `NavigationStack` with the router's destinations, or the first
  /// view alone, whose own marked stack shows the pushes. The container is a constant of the
  /// layer, so pushing or popping never changes the view's identity (its state survives).
  ///
  /// A layer lives in its own hosting controller, where SwiftUI's environment starts afresh: it
  /// gets the library's own values here, as the root's content does (the router, the views of
  /// `present(item:)`, the popover anchors, the presentation contexts), so its views read `@Environment(Router<…>.self)`,
  /// present items and register anchors as they would at the root.
  @MainActor
  struct LayerContent<Destination: Hashable & Sendable>: View {
    let container: LayerContainer
    let state: LayerState<Destination>
    let root: AnyView
    /// The builder of the root that supplied when the layer was made: used only when none supplies.
    let builder: RouteViewBuilder<Destination>
    /// The builder of the root that supplies now; a re-created root's, once the old one is gone.
    let liveBuilder: @MainActor () -> RouteViewBuilder<Destination>?
    /// The window's popover anchors.
    let anchors: PopoverAnchorRegistry
    /// The window's presentation contexts.
    let contexts: PresentationContextRegistry?

    var body: some View {
      Group {
        switch container {
        case .navigationStack: ModalStackNavigationStack { root }
        case .content: root
        }
      }
      // Pushes are built when shown: by the root that supplies then, not the one that made the
      // layer (its model is gone once a re-created root replaced it, and it would build nothing).
      .environment(\.modalStackLayer, state.handle { [builder, liveBuilder] in liveBuilder() ?? builder })
      .environment(\.popoverAnchorRegistry, anchors)
      .environment(\.presentationContextRegistry, contexts)
      // A layer's hosting controller starts with a fresh environment: inline presentations in
      // it need the root's offer of local routes as much as the root's own views do.
      .environment(\.localRoutes, builder.router.map { LocalRoutes(router: $0) })
      .environment(builder.router)
    }
  }
#endif
