import Testing

@testable import ModalStackCore

@Suite struct LayerTests {
  private let sheet = Route<Screen>(.settings, presentation: .sheet, id: "s")
  private let pushed = Route<Screen>(.profile("a"), presentation: .push, id: "p")

  @Test func aLayerListsItsModalRouteThenItsPath() {
    let layer = Layer(modal: sheet, path: [pushed])
    #expect(layer.routes == [sheet, pushed])
    #expect(Layer<Screen>(modal: nil).routes.isEmpty)
  }

  /// Layers compare and hash by modal route and path.
  @Test func layersAreEqualWhenTheirModalRouteAndPathAre() {
    let layer = Layer(modal: sheet, path: [pushed])
    #expect(layer == Layer(modal: sheet, path: [pushed]))
    #expect(layer.hashValue == Layer(modal: sheet, path: [pushed]).hashValue)
    #expect(layer != Layer(modal: sheet))
    #expect(layer != Layer(modal: nil, path: [pushed]))
    #expect(layer != Layer(modal: Route(.settings, presentation: .fullScreenCover, id: "s"), path: [pushed]))
  }
}
