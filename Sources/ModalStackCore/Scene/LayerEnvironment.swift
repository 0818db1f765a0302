/// What a layer's environment is made of: its presenter's (the root's, or that of the view with
/// the `present(item:)`), followed live, as SwiftUI's own sheets inherit theirs; the values the
/// app names; the library's own values; and the layer's own, which nothing of the presenter's
/// overwrites. The adapter and the simulated scene apply these decisions alike.
///
/// SwiftUI's environment does not cross a hosting controller: each layer starts from the
/// defaults. The adapter copies its presenter's whole environment over them, then writes the
/// layer's own values back where SwiftUI lets a view set them (``settableOwnKeys``: the
/// trait-derived values). Copying without that would show a dark layer with the light root's
/// colour scheme, or a form sheet with its full-width presenter's size class.
///
/// ```swift
/// LayerEnvironment.resolve(presenter: ["model": "session 2", "colorScheme": "light"],
///                          own: ["colorScheme": "dark", "isPresented": "true"])
/// // ["model": "session 2", "colorScheme": "dark", "isPresented": "true"]
/// ```
package enum LayerEnvironment {
  /// The layer's own values SwiftUI lets a view set: derived from the layer's own trait collection
  /// (which follows its presentation, and its `.preferredColorScheme`). The adapter writes each
  /// back from the layer's environment after copying its presenter's.
  package static let settableOwnKeys: Set<String> = [
    "colorScheme", "colorSchemeContrast", "horizontalSizeClass", "verticalSizeClass", "displayScale",
    "dynamicTypeSize", "legibilityWeight",
  ]

  /// The layer's own values SwiftUI gives no setter: its presentation state. The adapter cannot
  /// write them back, so a layer that inherits its presenter's whole environment reads its
  /// presenter's (``resolve(presenter:inheritance:named:excluded:library:own:)``): SwiftUI's
  /// `isPresented` there says what it says for the presenter, and its `dismiss()` acts for the
  /// presenter (under a root that is not presented, nothing). The library does not rely on them:
  /// a layer's `modalDismiss` is its own. Under ``EnvironmentInheritance/named`` they are the
  /// layer's.
  package static let getOnlyOwnKeys: Set<String> = ["isPresented", "dismiss", "presentationMode"]

  /// The values that always belong to the layer: presentation state, trait-derived values, and
  /// what a layer sets for itself (`preferredColorScheme`, a preference no key path carries).
  package static let ownKeys: Set<String> = settableOwnKeys.union(getOnlyOwnKeys).union(["preferredColorScheme"])

  /// The library's own values every layer is given, as the root's content is: the router (which
  /// also holds what `present(item:)` registered), the popover anchors and the popup transitions
  /// registered by name. Without them a layer's view that reads the router stops the app
  /// (SwiftUI finds no such object), `present(item:)` and `popoverAnchor(_:)` inside a layer do
  /// nothing, and named popup transitions fade.
  package static let libraryKeys: Set<String> = [
    "router", "popoverAnchorRegistry", "popupTransitions",
  ]

  /// The name of the app's ``EnvironmentInheritance`` in an environment: an environment value
  /// itself (`modalStackEnvironmentInheritance(_:)` sets it above the presenter), so a layer's
  /// own presentations inherit it too.
  package static let inheritanceKey = "modalStackEnvironmentInheritance"

  /// The inheritance an environment asks for: ``EnvironmentInheritance/presenter`` unless the
  /// app set another.
  /// - Parameter environment: The presenter's environment, by name.
  package static func inheritance(in environment: [String: String]) -> EnvironmentInheritance {
    environment[inheritanceKey].flatMap(EnvironmentInheritance.init(rawValue:)) ?? .presenter
  }

  /// Whether a layer starts from its presenter's whole environment.
  /// - Parameter inheritance: What the app asked for above the presenter.
  package static func inheritsPresenter(_ inheritance: EnvironmentInheritance) -> Bool {
    inheritance == .presenter
  }

  /// Whether a value named with `modalStackEnvironment(_:)` may be applied in a layer: never
  /// over one of the layer's own.
  /// - Parameter key: The value's name (`colorScheme`, or a key path's last component).
  package static func mayCarry(_ key: String) -> Bool {
    !ownKeys.contains(key)
  }

  /// Whether the layer keeps its own value of `key`, whatever its presenter has.
  /// - Parameters:
  ///   - key: The value's name.
  ///   - excluded: The keys the app keeps out of layers (`modalStackEnvironment(excluding:)`).
  package static func keepsOwn(_ key: String, excluded: Set<String> = []) -> Bool {
    ownKeys.contains(key) || excluded.contains(key)
  }

  /// The environment a layer sees.
  /// - Parameters:
  ///   - presenter: The presenter's environment now, by name.
  ///   - inheritance: Whether the layer inherits it whole (the default) or only what is named.
  ///   - named: The keys named with `modalStackEnvironment(_:)`: all that is carried under
  ///     ``EnvironmentInheritance/named``.
  ///   - excluded: The keys the app keeps out of layers.
  ///   - library: The library's values given to the layer (``libraryKeys``), by name.
  ///   - own: The layer's own values, by name.
  /// - Returns: The presenter's values (all, or those named) but the ones the layer keeps, then
  ///   the library's, then the layer's own: nothing of the presenter's stands for one of the
  ///   layer's own, even where the layer has no value of its own; but for the presentation state
  ///   (``getOnlyOwnKeys``) of a layer that inherits its presenter's whole environment, which is
  ///   the presenter's (`nil`: SwiftUI's default), for want of a setter.
  package static func resolve<Value>(
    presenter: [String: Value], inheritance: EnvironmentInheritance = .presenter, named: Set<String> = [],
    excluded: Set<String> = [], library: [String: Value] = [:], own: [String: Value]
  ) -> [String: Value] {
    var seen = presenter.filter { key, _ in
      (inheritsPresenter(inheritance) || named.contains(key)) && !keepsOwn(key, excluded: excluded)
    }
    .merging(library.filter { libraryKeys.contains($0.key) }) { _, library in library }
    .merging(own) { _, own in own }
    // A copy of the whole environment takes the presenter's presentation state with it, and
    // SwiftUI gives no setter to put the layer's back: what the layer reads is the presenter's.
    if inheritsPresenter(inheritance) {
      for key in getOnlyOwnKeys { seen[key] = presenter[key] }
    }
    return seen
  }
}
