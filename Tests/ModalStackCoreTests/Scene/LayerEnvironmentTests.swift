import Testing

@testable import ModalStackCore

@Suite struct LayerEnvironmentTests {
  @Test func carriedValuesReachTheLayer() {
    let seen = LayerEnvironment.resolve(
      carried: ["model": "session 1", "theme": "ocean"], own: ["colorScheme": "dark"])
    #expect(seen == ["model": "session 1", "theme": "ocean", "colorScheme": "dark"])
  }

  @Test(arguments: [
    "colorScheme", "isPresented", "dismiss", "preferredColorScheme", "dynamicTypeSize", "horizontalSizeClass",
  ])
  func theLayersOwnValuesAreNeverOverwritten(key: String) {
    #expect(!LayerEnvironment.mayCarry(key))
    let seen = LayerEnvironment.resolve(carried: [key: "root's"], own: [key: "layer's"])
    #expect(seen[key] == "layer's")
    // Not even when the layer has no value of its own: it is not the root's to give.
    #expect(LayerEnvironment.resolve(carried: [key: "root's"], own: [:])[key] == nil)
  }

  @Test func appKeysMayBeCarried() {
    #expect(LayerEnvironment.mayCarry("model"))
    #expect(LayerEnvironment.mayCarry("locale"))
  }
}
