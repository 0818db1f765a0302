#if canImport(UIKit)
import ModalStackCore
import SwiftUI

/// What `present(item:)` records for its routes, by route id: the view given with `content:`
/// (the root's route view builder asks it first), and the environment where the modifier sits,
/// which the route's layer inherits instead of the root's, as SwiftUI's own `.sheet` does.
@MainActor
final class LocalContentRegistry {
  private let views: RouteScopedStore<() -> AnyView>
  private let environments: RouteScopedStore<EnvironmentValues>

  /// Creates a registry whose entries go when their route is dismissed (see `RouteScopedStore`).
  /// - Parameter router: The router the routes belong to.
  init<Destination>(router: Router<Destination>) {
    views = RouteScopedStore(router: router)
    environments = RouteScopedStore(router: router)
  }

  func register(_ view: @escaping () -> AnyView, for id: RouteID) { views[id] = view }

  func register(environment: EnvironmentValues, for id: RouteID) { environments[id] = environment }

  func remove(_ id: RouteID) {
    views[id] = nil
    environments[id] = nil
  }

  func view(for id: RouteID) -> AnyView? { views[id]?() }

  func environment(for id: RouteID) -> EnvironmentValues? { environments[id] }
}

private struct LocalContentRegistryKey: EnvironmentKey {
  static let defaultValue: LocalContentRegistry? = nil
}

extension EnvironmentValues {
  /// The registry of the enclosing ``ModalStackRoot``.
  var localContentRegistry: LocalContentRegistry? {
    get { self[LocalContentRegistryKey.self] }
    set { self[LocalContentRegistryKey.self] = newValue }
  }
}
#endif
