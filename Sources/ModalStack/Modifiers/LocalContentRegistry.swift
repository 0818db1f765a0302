#if canImport(UIKit)
import ModalStackCore
import SwiftUI

/// What `present(item:)` records for its routes, by route id: the view given with `content:`
/// (the root's route view builder asks it first), and the environment where the modifier sits,
/// which the route's layer inherits instead of the root's, as SwiftUI's own `.sheet` does.
@MainActor
final class LocalContentRegistry {
  private var views: [RouteID: () -> AnyView] = [:]
  private var environments: [RouteID: EnvironmentValues] = [:]

  /// Registers the view of a route.
  func register(_ view: @escaping () -> AnyView, for id: RouteID) { views[id] = view }

  /// Registers the environment a route's layer inherits.
  func register(environment: EnvironmentValues, for id: RouteID) { environments[id] = environment }

  /// Forgets what was registered for a route that left the stack.
  func remove(_ id: RouteID) {
    views[id] = nil
    environments[id] = nil
  }

  /// The view of a route, if one was registered.
  func view(for id: RouteID) -> AnyView? { views[id]?() }

  /// The environment a route's layer inherits, if one was registered.
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
