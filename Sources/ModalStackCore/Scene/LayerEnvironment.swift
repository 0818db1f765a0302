/// What a layer's environment is made of: the values the app carries into layers (injected above
/// the root, or above the view that presented the layer), followed live; and the layer's own,
/// which nothing carried may overwrite.
///
/// SwiftUI's environment does not cross a hosting controller: each layer starts from the
/// defaults, and its presentation-related values (`isPresented`, `dismiss`), trait-derived
/// values (`colorScheme`, size classes, Dynamic Type) and what it sets itself
/// (`.preferredColorScheme`) are its own. Copying a whole environment over them would show a
/// sheet with its presenter's `dismiss`, or a dark layer with the light root's colour scheme.
///
/// ```swift
/// LayerEnvironment.resolve(carried: ["model": "session 2", "colorScheme": "light"],
///                          own: ["colorScheme": "dark", "isPresented": "true"])
/// // ["model": "session 2", "colorScheme": "dark", "isPresented": "true"]
/// ```
package enum LayerEnvironment {
  /// The values that always belong to the layer: presentation state, trait-derived values, and
  /// what a layer sets for itself.
  package static let ownKeys: Set<String> = [
    "colorScheme", "colorSchemeContrast", "horizontalSizeClass", "verticalSizeClass", "displayScale",
    "dynamicTypeSize", "legibilityWeight", "isPresented", "dismiss", "presentationMode", "preferredColorScheme",
  ]

  /// The library's own values every layer is given, as the root's content is: the router (which
  /// also holds what `present(item:)` registered), the popover anchors and the popup transitions
  /// registered by name. Without them a layer's view that reads the router stops the app
  /// (SwiftUI finds no such object), `present(item:)` and `popoverAnchor(_:)` inside a layer do
  /// nothing, and named popup transitions fade.
  package static let libraryKeys: Set<String> = [
    "router", "popoverAnchorRegistry", "popupTransitions",
  ]

  /// Whether a carried value may be applied in a layer: never over one of the layer's own.
  /// - Parameter key: The value's name (`colorScheme`, or a key path's last component).
  package static func mayCarry(_ key: String) -> Bool {
    !ownKeys.contains(key)
  }

  /// The environment a layer sees.
  /// - Parameters:
  ///   - carried: What the app carries into the layer now, by name.
  ///   - library: The library's values given to the layer (``libraryKeys``), by name.
  ///   - own: The layer's own values, by name.
  /// - Returns: The carried values, then the library's, then the layer's own: where several have
  ///   a value, the later wins, and nothing carried stands for one of the layer's own.
  package static func resolve<Value>(
    carried: [String: Value], library: [String: Value] = [:], own: [String: Value]
  ) -> [String: Value] {
    carried.filter { mayCarry($0.key) }
      .merging(library.filter { libraryKeys.contains($0.key) }) { _, library in library }
      .merging(own) { _, own in own }
  }
}
