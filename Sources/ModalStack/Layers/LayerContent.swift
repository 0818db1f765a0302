#if canImport(UIKit)
  import ModalStackCore
  import SwiftUI

  /// The content of one presented layer, in the container the core chose when the layer was
  /// created (`LayerContainer`): a constant of the layer, so pushing or popping never changes the
  /// view's identity. The first view and the pushes are built in a body by the root that is current
  /// now (``LayerBuilders``), following its latest render.
  ///
  /// A layer's hosting controller starts SwiftUI's environment afresh, so the library's own values
  /// are set here as at the root.
  @MainActor
  struct LayerContent<Destination: Hashable & Sendable>: View {
    let container: LayerContainer
    let state: LayerState<Destination>
    /// The first view: ``LayerRouteView``, alone or in a popup container.
    let root: AnyView
    let builders: LayerBuilders<Destination>
    let anchors: PopoverAnchorRegistry
    let contexts: PresentationContextRegistry?

    var body: some View {
      Group {
        switch container {
        case .navigationStack: ModalStackNavigationStack { root }
        case .content: root
        }
      }
      // Pushes are built when shown, by the root current then, not the one that made the layer.
      .environment(\.modalStackLayer, state.handle { [builders] in builders.current })
      // The presenter's stack is not this layer's: its own stacks set theirs inside.
      .environment(\.modalStackNavigationStack, nil)
      .environment(\.popoverAnchorRegistry, anchors)
      .environment(\.presentationContextRegistry, contexts)
      .environment(\.localRoutes, builders.made.router.map { LocalRoutes(router: $0) })
      .environment(builders.made.router)
    }
  }

  /// Which root builds a layer's views: the current root, else the one that made the layer.
  @MainActor
  struct LayerBuilders<Destination: Hashable & Sendable> {
    let made: RouteViewBuilder<Destination>
    let live: @MainActor () -> RouteViewBuilder<Destination>?

    var current: RouteViewBuilder<Destination> { live() ?? made }
  }

  /// A layer's own route, built in the body as a push is; its type never changes, so the route's
  /// state survives every rebuild.
  @MainActor
  struct LayerRouteView<Destination: Hashable & Sendable>: View {
    let route: Route<Destination>
    let builders: LayerBuilders<Destination>

    var body: some View { builders.current.view(for: route) }
  }
#endif
