#if canImport(UIKit)
import ModalStackCore
import SwiftUI

/// The content of one presented layer, in the container the core chose when the layer was
/// created (`LayerContainer`): a `NavigationStack` with the router's destinations, or the first
/// view alone, whose own marked stack shows the pushes. The container is a constant of the
/// layer, so pushing or popping never changes the view's identity (its state survives).
@MainActor
struct LayerContent<Destination: Hashable & Sendable>: View {
  let container: LayerContainer
  let state: LayerState<Destination>
  let root: AnyView
  let builder: RouteViewBuilder<Destination>

  var body: some View {
    Group {
      switch container {
      case .navigationStack: NavigationStack { root.modalStackDestinations() }
      case .content: root
      }
    }
    .environment(\.modalStackLayer, state.handle { [builder] in builder })
  }
}
#endif
