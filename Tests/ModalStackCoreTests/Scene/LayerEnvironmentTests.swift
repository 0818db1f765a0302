import Testing

@testable import ModalStackCore

@Suite struct LayerEnvironmentTests {
  /// SwiftUI's sheets inherit their presenter's environment: so do layers, without the app
  /// naming anything (an object, a model container, the tint).
  @Test func aLayerInheritsItsPresentersWholeEnvironmentByDefault() {
    let seen = LayerEnvironment.resolve(
      presenter: ["Session": "session 1", "modelContainer": "store", "tint": "orange"], own: ["colorScheme": "dark"])
    #expect(seen == ["Session": "session 1", "modelContainer": "store", "tint": "orange", "colorScheme": "dark"])
  }

  @Test func optingOutCarriesOnlyWhatIsNamed() {
    let presenter = ["Session": "session 1", "theme": "ocean", "colorScheme": "light"]
    let seen = LayerEnvironment.resolve(
      presenter: presenter, inheritance: .named, named: ["theme", "colorScheme"], own: ["colorScheme": "dark"])
    #expect(seen == ["theme": "ocean", "colorScheme": "dark"])
  }

  @Test func anExcludedValueStaysOutOfLayers() {
    let seen = LayerEnvironment.resolve(
      presenter: ["isEnabled": "false", "Session": "s"], excluded: ["isEnabled"], own: [:])
    #expect(seen == ["Session": "s"])
    #expect(LayerEnvironment.keepsOwn("isEnabled", excluded: ["isEnabled"]))
    #expect(!LayerEnvironment.keepsOwn("isEnabled"))
  }

  @Test(arguments: [
    "colorScheme", "colorSchemeContrast", "preferredColorScheme", "dynamicTypeSize", "horizontalSizeClass",
    "verticalSizeClass", "displayScale", "legibilityWeight",
  ])
  func theLayersOwnValuesAreNeverOverwritten(key: String) {
    #expect(LayerEnvironment.keepsOwn(key))
    let seen = LayerEnvironment.resolve(presenter: [key: "root's"], own: [key: "layer's"])
    #expect(seen[key] == "layer's")
    // Not even when the layer has no value of its own: it is not the presenter's to give.
    #expect(LayerEnvironment.resolve(presenter: [key: "root's"], own: [:])[key] == nil)
    #expect(
      LayerEnvironment.resolve(presenter: [key: "root's"], inheritance: .named, named: [key], own: [:])[key] == nil)
  }

  /// The presentation state has no setter: a layer that copies its presenter's whole environment
  /// reads the presenter's `isPresented` and `dismiss` (SwiftUI's default where the presenter has
  /// none); one that inherits only what is named keeps its own.
  @Test(arguments: ["isPresented", "dismiss", "presentationMode"])
  func aLayerInheritingItsPresentersEnvironmentReadsItsPresentationState(key: String) {
    #expect(LayerEnvironment.keepsOwn(key))
    #expect(LayerEnvironment.resolve(presenter: [key: "root's"], own: [key: "layer's"])[key] == "root's")
    #expect(LayerEnvironment.resolve(presenter: [:], own: [key: "layer's"])[key] == nil)
    let named = LayerEnvironment.resolve(
      presenter: [key: "root's"], inheritance: .named, named: [key], own: [key: "layer's"])
    #expect(named[key] == "layer's")
  }

  /// What the adapter writes back after copying and what it cannot: every own value is one or
  /// the other (`preferredColorScheme` is a preference, no environment value).
  @Test func everyOwnValueIsWrittenBackOrHasNoSetter() {
    #expect(LayerEnvironment.settableOwnKeys.isDisjoint(with: LayerEnvironment.getOnlyOwnKeys))
    #expect(LayerEnvironment.getOnlyOwnKeys == ["isPresented", "dismiss", "presentationMode"])
    #expect(
      LayerEnvironment.ownKeys.subtracting(LayerEnvironment.settableOwnKeys).subtracting(
        LayerEnvironment.getOnlyOwnKeys)
        == ["preferredColorScheme"])
  }

  @Test func appKeysMayBeCarried() {
    #expect(!LayerEnvironment.keepsOwn("model"))
    #expect(!LayerEnvironment.keepsOwn("locale"))
  }

  @Test func theInheritanceIsReadFromThePresentersEnvironment() {
    #expect(LayerEnvironment.inheritance(in: [:]) == .presenter)
    #expect(LayerEnvironment.inheritance(in: [LayerEnvironment.inheritanceKey: "named"]) == .named)
    #expect(LayerEnvironment.inheritance(in: [LayerEnvironment.inheritanceKey: "presenter"]) == .presenter)
  }

  @Test func theLibrarysValuesReachALayerThatInheritsNothing() {
    let seen = LayerEnvironment.resolve(
      presenter: ["Session": "s"], inheritance: .named, library: ["router": "r", "unknown": "u"], own: [:])
    #expect(seen == ["router": "r"])
  }
}
