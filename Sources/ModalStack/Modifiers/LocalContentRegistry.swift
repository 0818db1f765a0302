#if canImport(UIKit)
  import ModalStackCore
  import SwiftUI

  /// What `present(item:)` records for its route: the values the app carries where the modifier
  /// sits, which the route's layer follows instead of the root's (as SwiftUI's own `.sheet`
  /// does), live, and the view given with `content:`, which the root's route view builder asks
  /// for first.
  struct LocalContent {
    /// The carried values where the `present(item:)` modifier sits, kept up to date by it.
    let environment: CarriedEnvironment
    /// The view given with `content:`, if any: the app's plain closure, called on the main actor.
    let view: (() -> AnyView)?
  }

  /// The local content of `present(item:)` routes, by route id; an entry goes with its route.
  typealias LocalContentRegistry = RouteScopedStore<LocalContent>

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
