#if canImport(UIKit)
  import ModalStackCore
  import Observation
  import SwiftUI

  /// What `present(item:)` registers for its route with the router (the core's
  /// `PresentationSlots`, by route id): the values the app carries where the modifier sits, which
  /// the route's layer follows instead of the root's (as SwiftUI's own `.sheet` does), live, and
  /// the view given with `content:`, from the presenting view's latest render. A view re-created
  /// while its route is up (a changed `.id(_:)`) takes both over. Observed, so the layer follows.
  @MainActor
  @Observable
  final class LocalContent {
    /// The carried values where the presenting `present(item:)` modifier sits, kept up to date by it.
    var environment: CarriedEnvironment
    /// The view given with `content:`, if any: the app's plain closure of the latest render.
    var view: (@MainActor () -> AnyView)?

    init(environment: CarriedEnvironment, view: (@MainActor () -> AnyView)?) {
      self.environment = environment
      self.view = view
    }
  }

  /// The local content of a router's `present(item:)` routes, by route id. The router holds it
  /// from the first frame on, so a layer finds it whenever it is built: before the root found its
  /// window or after, whichever root supplies.
  struct LocalContentRegistry: Sendable {
    private let lookup: @MainActor @Sendable (RouteID) -> LocalContent?

    /// The registry of a router's routes.
    /// - Parameter router: The router.
    init<Destination>(router: Router<Destination>) {
      lookup = { [weak router] id in router?.presentationSlots.content(for: id) as? LocalContent }
    }

    /// The content registered for a route, while the route is on the target or on screen.
    @MainActor subscript(id: RouteID) -> LocalContent? { lookup(id) }
  }

  /// The view of a route given with `content:`: the latest render's closure, re-drawn when the
  /// presenting view renders again (as SwiftUI's `.sheet(item:content:)` content is).
  struct LocalContentView: View {
    let content: LocalContent

    var body: some View { content.view?() ?? AnyView(EmptyView()) }
  }
#endif
