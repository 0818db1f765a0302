/// What a layer's environment is made of: its presenter's, followed live as SwiftUI's sheets
/// inherit theirs; the values the app names; the library's; and the layer's own, which nothing of
/// the presenter's overwrites. SwiftUI's environment does not cross a hosting controller, so the
/// adapter copies the presenter's over the defaults, then writes back ``settableOwnKeys``.
package enum LayerEnvironment {
  /// The layer's own values SwiftUI lets a view set: derived from its own trait collection.
  package static let settableOwnKeys: Set<String> = [
    "colorScheme", "colorSchemeContrast", "horizontalSizeClass", "verticalSizeClass", "displayScale",
    "dynamicTypeSize", "legibilityWeight",
  ]

  /// The layer's own values SwiftUI gives no setter (presentation state): under a whole-environment
  /// copy they are the presenter's; under ``EnvironmentInheritance/named`` the layer's.
  package static let getOnlyOwnKeys: Set<String> = ["isPresented", "dismiss", "presentationMode"]

  /// The values that always belong to the layer, `preferredColorScheme` (a preference) included.
  package static let ownKeys: Set<String> = settableOwnKeys.union(getOnlyOwnKeys).union(["preferredColorScheme"])

  /// The library's values every layer is given, as the root's content is: without them a view that
  /// reads the router stops the app (SwiftUI finds no such object).
  package static let libraryKeys: Set<String> = [
    "router", "popoverAnchorRegistry", "popupTransitions",
  ]

  /// The name of the app's ``EnvironmentInheritance``, itself an environment value, so a layer's own
  /// presentations inherit it too.
  package static let inheritanceKey = "modalStackEnvironmentInheritance"

  /// The inheritance an environment asks for: ``EnvironmentInheritance/presenter`` unless set.
  package static func inheritance(in environment: [String: String]) -> EnvironmentInheritance {
    environment[inheritanceKey].flatMap(EnvironmentInheritance.init(rawValue:)) ?? .presenter
  }

  /// Whether the layer keeps its own value of `key` (or the app excluded it), whatever its presenter has;
  /// a value named with `modalStackEnvironment(_:)` is applied in a layer only when it does not.
  package static func keepsOwn(_ key: String, excluded: Set<String> = []) -> Bool {
    ownKeys.contains(key) || excluded.contains(key)
  }

  /// The environment a layer sees: the presenter's values (all, or those `named`) but the ones the
  /// layer keeps, then the library's, then its own; the ``getOnlyOwnKeys`` of a whole-environment copy
  /// stay the presenter's (`nil`: SwiftUI's default).
  package static func resolve<Value>(
    presenter: [String: Value], inheritance: EnvironmentInheritance = .presenter, named: Set<String> = [],
    excluded: Set<String> = [], library: [String: Value] = [:], own: [String: Value]
  ) -> [String: Value] {
    var seen = presenter.filter { key, _ in
      (inheritance == .presenter || named.contains(key)) && !keepsOwn(key, excluded: excluded)
    }
    .merging(library.filter { libraryKeys.contains($0.key) }) { _, library in library }
    .merging(own) { _, own in own }
    // SwiftUI gives the presentation state no setter: a whole copy leaves the presenter's in place.
    if inheritance == .presenter {
      for key in getOnlyOwnKeys { seen[key] = presenter[key] }
    }
    return seen
  }
}
