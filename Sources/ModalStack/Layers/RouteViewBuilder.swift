#if canImport(UIKit)
  import ModalStackCore
  import SwiftUI

  /// Builds the view of one route: the app's destination view, with the ``ModalDismissAction``
  /// bound to that route. A layer's first view and its pushes call it from a body, with the
  /// builder of the root current then, so they follow that root's latest render.
  @MainActor
  struct RouteViewBuilder<Destination: Hashable & Sendable> {
    /// The router the dismiss actions command; weak, since the router owns the host that owns this.
    weak var router: Router<Destination>?
    /// The app's view for a destination.
    let destination: @MainActor (Destination) -> AnyView
    /// Views given by `present(item:…content:)` for their routes, which win over `destination`:
    /// the router's, whichever root builds.
    let localContent: LocalContentRegistry
    /// The controller a route that shows one is made with (``ModalStackRoot/controllers(_:)``).
    var controller: (@MainActor (Destination) -> RouteController?)?

    /// The view of a route.
    /// - Parameter route: A modal or pushed route.
    /// - Returns: The destination view with its dismiss action.
    func view(for route: Route<Destination>) -> AnyView {
      let action = router.map { ModalDismissAction(routeID: route.id, router: $0) } ?? .inactive
      // Which content builds the route is the core's record (`PresentationSlots`), kept with the
      // router from the first frame; the content follows the presenting view's latest render.
      let view =
        if let local = localContent[route.id], local.view != nil {
          AnyView(LocalContentView(content: local))
        } else {
          destination(route.destination)
        }
      return AnyView(view.environment(\.modalDismiss, action))
    }
  }
#endif
