#if canImport(UIKit)
  import ModalStackCore
  import Observation
  import SwiftUI

  /// What `present(item:)` registers for its route with the router (the core's `PresentationSlots`):
  /// the carried environment where the modifier sits and the `content:` view, both live, so the
  /// layer follows them as SwiftUI's own `.sheet` does. Observed.
  @MainActor
  @Observable
  final class LocalContent {
    var environment: CarriedEnvironment
    var view: (@MainActor () -> AnyView)?

    init(environment: CarriedEnvironment, view: (@MainActor () -> AnyView)?) {
      self.environment = environment
      self.view = view
    }
  }

  /// The local content of a router's `present(item:)` routes, by route id; the router holds it, so
  /// a layer finds it whichever root is current.
  struct LocalContentRegistry: Sendable {
    private let lookup: @MainActor @Sendable (RouteID) -> LocalContent?

    init<Destination>(router: Router<Destination>) {
      lookup = { [weak router] id in router?.presentationSlots.content(for: id) as? LocalContent }
    }

    /// The content registered for a route, while the route is on the target or on screen.
    @MainActor subscript(id: RouteID) -> LocalContent? { lookup(id) }
  }

  /// The view of a route given with `content:`, re-drawn when the presenting view renders again.
  struct LocalContentView: View {
    let content: LocalContent

    var body: some View { content.view?() ?? AnyView(EmptyView()) }
  }
#endif
