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

  /// Whether a carried value may be applied in a layer: never over one of the layer's own.
  /// - Parameter key: The value's name (`colorScheme`, or a key path's last component).
  package static func mayCarry(_ key: String) -> Bool {
    !ownKeys.contains(key)
  }

  /// The environment a layer sees.
  /// - Parameters:
  ///   - carried: What the app carries into the layer now, by name.
  ///   - own: The layer's own values, by name.
  /// - Returns: The carried values, with the layer's own where both have a value.
  package static func resolve<Value>(carried: [String: Value], own: [String: Value]) -> [String: Value] {
    carried.filter { mayCarry($0.key) }.merging(own) { _, own in own }
  }
}
