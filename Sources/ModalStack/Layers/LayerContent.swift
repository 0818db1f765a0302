#if canImport(UIKit)
import ModalStackCore
import SwiftUI

/// The content of one layer: its first view in a `NavigationStack` bound to the layer's path, so
/// pushed routes are shown by SwiftUI; or the first view alone, for layers with a clear
/// background (see ``ControllerConfiguration/hostsNavigationStack``).
@MainActor
struct LayerContent<Destination: Hashable & Sendable>: View {
  let state: LayerState<Destination>
  let hostsNavigationStack: Bool
  let root: AnyView
  let builder: RouteViewBuilder<Destination>

  var body: some View {
    if hostsNavigationStack {
      // Reading the path here subscribes this view to it; the binding's getter runs later.
      let _ = state.path
      NavigationStack(path: state.navigationPath) {
        root.navigationDestination(for: Route<Destination>.self) { route in
          builder.view(for: route)
        }
      }
    } else {
      root
    }
  }
}
#endif
