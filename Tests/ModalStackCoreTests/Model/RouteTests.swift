import Foundation
import Testing

@testable import ModalStackCore

@Suite struct RouteTests {
  /// Routes compare and hash by id, destination and presentation, all three (the engine's own,
  /// inlinable `==` and `hash(into:)`, not derived ones).
  @Test func routesAreEqualWhenIDDestinationAndPresentationAre() {
    let route = Route<Screen>(.learn(1), presentation: .sheet, id: "a")
    #expect(route == Route(.learn(1), presentation: .sheet, id: "a"))
    #expect(route.hashValue == Route<Screen>(.learn(1), presentation: .sheet, id: "a").hashValue)
    #expect(route != Route(.learn(1), presentation: .sheet, id: "b"))
    #expect(route != Route(.learn(2), presentation: .sheet, id: "a"))
    #expect(route != Route(.learn(1), presentation: .fullScreenCover, id: "a"))
    #expect(
      route
        != Route(
          .learn(1),
          presentation: .modal(ModalPresentation(style: .sheet(SheetConfiguration()), dismissPolicy: .blocked)), id: "a"
        ))
    #expect(
      Set([route, Route(.learn(1), presentation: .sheet, id: "a"), Route(.learn(2), presentation: .sheet, id: "a")])
        .count == 2)
  }
}

@Suite struct RouteStackCodingTests {
  @Test func aSavedRouteKeepsItsStackAndOldDataIsInTheMainStack() throws {
    let route = Route("post 1", presentation: .push, id: "p1", stack: "feed")
    let data = try JSONEncoder().encode(route)
    #expect(try JSONDecoder().decode(Route<String>.self, from: data) == route)
    // Saved before routes had stacks.
    let old = Data(#"{"id":"p1","destination":"post 1","presentation":{"push":{}}}"#.utf8)
    let decoded = try JSONDecoder().decode(Route<String>.self, from: old)
    #expect(decoded.stack == nil)
    #expect(decoded.shownInStack == .main)
  }
}
