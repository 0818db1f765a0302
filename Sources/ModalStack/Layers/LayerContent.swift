#if canImport(UIKit)
import ModalStackCore
import SwiftUI

/// The content of one layer: its first view in a `NavigationStack` bound to the layer's path, so
/// pushed routes are shown by SwiftUI, when the core says the layer hosts one (it asks for one,
/// or routes are pushed on it); or the first view alone, so a screen's own `NavigationStack` is
/// not nested in a second one.
@MainActor
struct LayerContent<Destination: Hashable & Sendable>: View {
  let state: LayerState<Destination>
  /// Decided in the core (`ControllerConfiguration.hostsNavigationStack(hasPushedRoutes:)`).
  let hostsNavigationStack: @MainActor (_ hasPushedRoutes: Bool) -> Bool
  let root: AnyView
  let builder: RouteViewBuilder<Destination>

  var body: some View {
    // Reading the path here subscribes this view to it; the binding's getter runs later.
    if hostsNavigationStack(!state.path.isEmpty) {
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
