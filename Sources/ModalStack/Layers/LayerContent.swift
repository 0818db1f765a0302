#if canImport(UIKit)
  import ModalStackCore
  import SwiftUI

  /// The content of one presented layer, in the container the core chose when the layer was
  /// created (`LayerContainer`): a `NavigationStack` with the router's destinations, or the first
  /// view alone, whose own marked stack shows the pushes. The container is a constant of the
  /// layer, so pushing or popping never changes the view's identity (its state survives).
  ///
  /// The first view and the pushes are built the same way, in a body, by the root that supplies
  /// now (``LayerBuilders``): the sheet's root follows the destination closure's latest render
  /// as its pushed screens do, never the values captured when the layer was made.
  ///
  /// A layer lives in its own hosting controller, where SwiftUI's environment starts afresh: it
  /// gets the library's own values here, as the root's content does (the router, the views of
  /// `present(item:)`, the popover anchors, the presentation contexts), so its views read `@Environment(Router<…>.self)`,
  /// present items and register anchors as they would at the root.
  @MainActor
  struct LayerContent<Destination: Hashable & Sendable>: View {
    let container: LayerContainer
    let state: LayerState<Destination>
    /// The first view: ``LayerRouteView``, alone or in a popup container.
    let root: AnyView
    /// Who builds the layer's views.
    let builders: LayerBuilders<Destination>
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
      .environment(\.modalStackLayer, state.handle { [builders] in builders.current })
      // The presenter's stack is not this layer's: its own stacks set theirs inside.
      .environment(\.modalStackNavigationStack, nil)
      .environment(\.popoverAnchorRegistry, anchors)
      .environment(\.presentationContextRegistry, contexts)
      // A layer's hosting controller starts with a fresh environment: inline presentations in
      // it need the root's offer of local routes as much as the root's own views do.
      .environment(\.localRoutes, builders.made.router.map { LocalRoutes(router: $0) })
      .environment(builders.made.router)
    }
  }

  /// Which root builds a layer's views: the one that supplies now (a re-created root's, once the
  /// old one is gone; its latest render's destination closure), else the one that made the layer.
  @MainActor
  struct LayerBuilders<Destination: Hashable & Sendable> {
    /// The builder of the root that supplied when the layer was made: used only when none supplies.
    let made: RouteViewBuilder<Destination>
    /// The builder of the root that supplies now.
    let live: @MainActor () -> RouteViewBuilder<Destination>?

    /// The builder to build with now.
    var current: RouteViewBuilder<Destination> { live() ?? made }
  }

  /// A layer's own route, built in the body by ``LayerBuilders/current``, as a push is: each
  /// render of the supplying root (the destination closure is observed) draws it with that
  /// render's values. Its type never changes, and the view it builds for one route keeps its
  /// type, so the route's state survives every rebuild.
  @MainActor
  struct LayerRouteView<Destination: Hashable & Sendable>: View {
    let route: Route<Destination>
    let builders: LayerBuilders<Destination>

    var body: some View { builders.current.view(for: route) }
  }
#endif
