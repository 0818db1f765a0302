import Foundation
@testable import ModalStackCore
import Testing

@Suite struct RouteStackTests {
  @Test func modalsStartLayersAndPushesJoinThem() throws {
    let stack = try RouteStack<Screen>([
      Route(.profile("home"), presentation: .push),
      Route(.settings, presentation: .sheet),
      Route(.profile("a"), presentation: .push),
      Route(.learn(1), presentation: .fullScreenCover),
    ])
    #expect(stack.layerCount == 3)
    #expect(stack.count == 4)
    #expect(stack.layers.map(\.routes.count) == [1, 2, 1])
    #expect(stack.layers[0].modal == nil)
    #expect(stack.description == "root ▸ push(profile home) ▸ sheet(settings) ▸ push(profile a) ▸ fullScreenCover(learn 1)")
    #expect(stack.last?.destination == .learn(1))
  }

  @Test func duplicateIDsAreRejected() {
    #expect(throws: RouteStackError.duplicateRouteID("x")) {
      try RouteStack<Screen>([Route(.settings, presentation: .sheet, id: "x"), Route(.learn(1), presentation: .push, id: "x")])
    }
  }

  @Test func invalidAppendLeavesTheStackUnchanged() throws {
    var stack = try RouteStack<Screen>([Route(.settings, presentation: .sheet)])
    let before = stack
    #expect(throws: RouteStackError.self) { try stack.append(Route(.learn(1), presentation: .modal(.popover(PopoverAnchor(""))), id: "p")) }
    #expect(stack == before)
  }

  @Test func partialCurlNeedsAFullScreenPresenterAndPresentsNothing() throws {
    let curl = Route<Screen>(.learn(1), presentation: .modal(.fullScreen, transition: .partialCurl), id: "curl")
    var stack = try RouteStack<Screen>([curl])
    #expect(throws: RouteStackError.invalidPresentation("over", .presentedOverPartialCurl)) {
      try stack.append(Route(.settings, presentation: .sheet, id: "over"))
    }
    #expect(throws: RouteStackError.invalidPresentation("curl2", .partialCurlRequiresFullScreen(.pageSheet))) {
      try RouteStack<Screen>([Route(.settings, presentation: .modal(.pageSheet)), Route(.learn(2), presentation: .modal(.fullScreen, transition: .partialCurl), id: "curl2")])
    }
    try stack.append(Route(.profile("a"), presentation: .push))  // pushing inside the curled layer is fine
  }

  @Test func pushingOntoAClearLayerIsRefused() throws {
    var stack = try RouteStack<Screen>([Route(.popup("tip"), presentation: .popup())])
    #expect(throws: RouteStackError.invalidPresentation("p", .pushOntoClearLayer)) {
      try stack.append(Route(.profile("a"), presentation: .push, id: "p"))
    }
    var coloured = try RouteStack<Screen>([Route(.settings, presentation: .modal(.overFullScreen, background: .color(ModalColor(.black))))])
    try coloured.append(Route(.profile("a"), presentation: .push))  // an opaque over-style has a navigation stack
  }

  @Test func locationFindsModalsAndPushes() throws {
    let stack = try RouteStack<Screen>([
      Route(.settings, presentation: .sheet, id: "s"), Route(.profile("a"), presentation: .push, id: "a"),
    ])
    #expect(stack.location(of: "s")! == (1, nil))
    #expect(stack.location(of: "a")! == (1, 0))
    #expect(stack.location(of: "zz") == nil)
    #expect(stack.route("a")?.destination == .profile("a"))
    #expect(stack.contains("s"))
  }

  @Test func codableRoundTrip() throws {
    let stack = try RouteStack<Screen>([
      Route(.settings, presentation: .sheet(detents: [.medium, .large], grabber: true)),
      Route(.profile("a"), presentation: .push),
      Route(.popup("p"), presentation: .popup(alignment: .bottom)),
    ])
    let data = try JSONEncoder().encode(stack)
    #expect(try JSONDecoder().decode(RouteStack<Screen>.self, from: data) == stack)
  }

  @Test func decodingAnInvalidStackFailsWhole() throws {
    let routes = [
      Route<Screen>(.settings, presentation: .sheet, id: "a"), Route<Screen>(.learn(1), presentation: .sheet, id: "a"),
    ]
    let data = try JSONEncoder().encode(routes)
    #expect(throws: RouteStackError.duplicateRouteID("a")) { try JSONDecoder().decode(RouteStack<Screen>.self, from: data) }
  }

  @Test func equalityDoesNotDependOnSharing() throws {
    let routes = (1...50).map { Route<Screen>(.learn($0), presentation: .fullScreenCover, id: RouteID("\($0)")) }
    let a = try RouteStack(routes)
    let b = try RouteStack(routes)
    #expect(a == b)
    #expect(a.hashValue == b.hashValue)
    #expect(a != (try RouteStack(routes.dropLast())))
  }

  @Test func veryDeepStacksAreReleasedWithoutRecursion() throws {
    var stack = RouteStack<Screen>()
    for index in 1...200_000 { try stack.append(Route(.learn(index), presentation: .fullScreenCover)) }
    #expect(stack.layerCount == 200_001)
    stack = RouteStack()  // releases 200,000 nodes; a recursive release would overflow the stack
    #expect(stack.isEmpty)
  }
}
