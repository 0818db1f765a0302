#if canImport(UIKit)
import ModalStackCore
import SwiftUI

/// The views that `present(item:…content:)` gives for its routes, by route id. The root's route
/// view builder asks it first, so a local presentation shows its own content while its route
/// lives on the router's stack like any other.
@MainActor
final class LocalContentRegistry {
  private var views: [RouteID: () -> AnyView] = [:]

  /// Registers the view of a route.
  func register(_ view: @escaping () -> AnyView, for id: RouteID) { views[id] = view }

  /// Forgets the view of a route that left the stack.
  func remove(_ id: RouteID) { views[id] = nil }

  /// The view of a route, if one was registered.
  func view(for id: RouteID) -> AnyView? { views[id]?() }
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
