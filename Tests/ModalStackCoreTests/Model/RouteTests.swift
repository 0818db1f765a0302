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

/// Going back in one navigation stack of a layer leaves the other stacks' routes where they are.
@Suite struct PoppingStackTests {
  @Test func goingBackInOneStackRemovesItsRoutesAboveThatPointOnly() {
    func push(_ id: RouteID, in stack: NavigationStackID) -> Route<Screen> {
      Route(.profile("\(id)"), presentation: .push, id: id, stack: stack)
    }
    let path = [push("f1", in: "feed"), push("i1", in: "inbox"), push("f2", in: "feed"), push("f3", in: "feed")]
    #expect(path.poppingStack("feed", to: 1).map(\.id) == ["f1", "i1"])
    #expect(path.poppingStack("feed", to: 0).map(\.id) == ["i1"])
    #expect(path.poppingStack("inbox", to: 0).map(\.id) == ["f1", "f2", "f3"])
    #expect(path.poppingStack("feed", to: 3).map(\.id) == ["f1", "i1", "f2", "f3"])
  }
}
