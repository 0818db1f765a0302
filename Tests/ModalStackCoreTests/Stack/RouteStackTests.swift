import Foundation
import Testing

@testable import ModalStackCore

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
    #expect(
      stack.description == "root ▸ push(profile home) ▸ sheet(settings) ▸ push(profile a) ▸ fullScreenCover(learn 1)")
    #expect(stack.last?.destination == .learn(1))
  }

  @Test func duplicateIDsAreRejected() {
    #expect(throws: RouteStackError.duplicateRouteID("x", screen: "learn 1")) {
      try RouteStack<Screen>([
        Route(.settings, presentation: .sheet, id: "x"), Route(.learn(1), presentation: .push, id: "x"),
      ])
    }
  }

  /// `append` leaves ids to its caller: on a stack that repeats one, every lookup by id finds the
  /// topmost route with it, and a removal by id removes from there.
  @Test func lookupsByARepeatedIDFindTheTopmostRoute() throws {
    var stack = RouteStack<Screen>()
    for route: Route<Screen> in [
      Route(.learn(1), presentation: .push, id: "x"), Route(.learn(2), presentation: .sheet, id: "x"),
      Route(.learn(3), presentation: .push, id: "x"), Route(.learn(4), presentation: .push, id: "x"),
      Route(.learn(5), presentation: .push, id: "y"),
    ] {
      try stack.append(route)
    }
    #expect(stack.location(of: "x")! == (layer: 1, pathIndex: 1))
    #expect(stack.route("x")?.destination == .learn(4))
    stack.remove(from: "x")
    #expect(stack.routes.map(\.destination) == [.learn(1), .learn(2), .learn(3)])
    #expect(stack.route("x")?.destination == .learn(3))
    stack.remove(from: "x")
    #expect(stack.routes.map(\.destination) == [.learn(1), .learn(2)])
    #expect(stack.route("x")?.destination == .learn(2))
    stack.remove(from: "x")
    #expect(stack.routes.map(\.destination) == [.learn(1)])
    #expect(stack.route("x")?.destination == .learn(1))
    #expect(stack.location(of: "x")! == (layer: 0, pathIndex: 0))
  }

  @Test func invalidAppendLeavesTheStackUnchanged() throws {
    var stack = try RouteStack<Screen>([Route(.settings, presentation: .sheet)])
    let before = stack
    #expect(throws: RouteStackError.self) {
      try stack.append(Route(.learn(1), presentation: .modal(.popover(PopoverAnchor(""))), id: "p"))
    }
    #expect(stack == before)
  }

  @Test func partialCurlNeedsAFullScreenPresenterAndPresentsNothing() throws {
    let curl = Route<Screen>(.learn(1), presentation: .modal(.fullScreen, transition: .partialCurl), id: "curl")
    var stack = try RouteStack<Screen>([curl])
    #expect(throws: RouteStackError.invalidPresentation("over", .presentedOverPartialCurl, screen: "settings")) {
      try stack.append(Route(.settings, presentation: .sheet, id: "over"))
    }
    #expect(
      throws: RouteStackError.invalidPresentation(
        "curl2", .partialCurlRequiresFullScreen(.pageSheet), screen: "learn 2")
    ) {
      try RouteStack<Screen>([
        Route(.settings, presentation: .modal(.pageSheet)),
        Route(.learn(2), presentation: .modal(.fullScreen, transition: .partialCurl), id: "curl2"),
      ])
    }
    try stack.append(Route(.profile("a"), presentation: .push))  // pushing inside the curled layer is fine
  }

  @Test func pushingOntoAClearLayerIsRefused() throws {
    var stack = try RouteStack<Screen>([Route(.popup("tip"), presentation: .popup())])
    #expect(throws: RouteStackError.invalidPresentation("p", .pushOntoClearLayer, screen: "profile a")) {
      try stack.append(Route(.profile("a"), presentation: .push, id: "p"))
    }
    var coloured = try RouteStack<Screen>([
      Route(.settings, presentation: .modal(.overFullScreen, background: .color(ModalColor(red: 0, green: 0, blue: 0))))
    ])
    try coloured.append(Route(.profile("a"), presentation: .push))  // an opaque over-style has a navigation stack
  }

  /// Over every style and background: a push joins the layer unless its background is clear or
  /// it is an alert or a dialog.
  @Test func aPushIsRefusedExactlyOnALayerWithAClearBackground() throws {
    for (style, _) in ModalPresentationTests.styles {
      for background in ModalPresentationTests.backgrounds {
        let modal = ModalPresentation(style: style, background: background)
        var stack = try RouteStack<Screen>([Route(.settings, presentation: .modal(modal))])
        let push = Route<Screen>(.profile("a"), presentation: .push, id: "p")
        if let alert = style.alertConfiguration {
          #expect(
            throws: RouteStackError.invalidPresentation("p", .pushOntoAlert(title: alert.title), screen: "profile a")
          ) {
            try stack.append(push)
          }
        } else if modal.hasClearBackground {
          #expect(throws: RouteStackError.invalidPresentation("p", .pushOntoClearLayer, screen: "profile a")) {
            try stack.append(push)
          }
        } else {
          try stack.append(push)
          #expect(stack.last == push, "\(style.shortName), \(background)")
        }
      }
    }
  }

  /// An alert or a confirmation dialog is a `UIAlertController`, which has no navigation stack
  /// whatever background the route names: a push onto it would never show.
  @Test func aPushOntoAnAlertIsRefusedWhateverItsBackground() throws {
    let opaque = ModalBackground.color(ModalColor(red: 1, green: 1, blue: 1))
    let alert = AlertConfiguration(title: "Delete?", buttons: [AlertButton("OK")])
    let dialog = AlertConfiguration(title: "Share", buttons: [AlertButton("Copy"), .cancel()])
    for style in [ModalStyle.alert(alert), .confirmationDialog(dialog, anchor: PopoverAnchor("b"))] {
      var stack = try RouteStack<Screen>([Route(.settings, presentation: .modal(style, background: opaque))])
      #expect(throws: RouteStackError.self, "\(style.shortName)") {
        try stack.append(Route(.profile("a"), presentation: .push, id: "p"))
      }
    }
  }

  /// A popover's automatic background is the system's: it has a navigation stack to push onto.
  @Test func aPushOntoAPopoverWithTheAutomaticBackgroundJoinsIt() throws {
    var stack = try RouteStack<Screen>([Route(.settings, presentation: .modal(.popover(PopoverAnchor("button"))))])
    try stack.append(Route(.profile("a"), presentation: .push))
    #expect(stack.description == "root ▸ popover(settings) ▸ push(profile a)")
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
    #expect(throws: RouteStackError.duplicateRouteID("a", screen: "learn 1")) {
      try JSONDecoder().decode(RouteStack<Screen>.self, from: data)
    }
  }
}

@Suite struct RouteStackNavigationStackTests {
  @Test func aPopInOneStackLeavesTheOtherStacksRoutesOnTheLayer() throws {
    let a1 = Route("a1", presentation: .push, stack: "a")
    let b1 = Route("b1", presentation: .push, stack: "b")
    let a2 = Route("a2", presentation: .push, stack: "a")
    let b2 = Route("b2", presentation: .push, stack: "b")
    var stack = try RouteStack([a1, b1, a2, b2])
    stack.remove(from: a1.id)
    #expect(stack.topLayer.path.map(\.destination) == ["b1", "b2"])
  }

  @Test func aRouteWithoutAStackIsInTheMainOneAndAModalHasNone() throws {
    #expect(Route("x", presentation: .push).shownInStack == .main)
    #expect(Route("x", presentation: .push, stack: "feed").shownInStack == "feed")
    #expect(Route("x", presentation: .sheet, stack: "feed").stack == nil)
    #expect(
      Route("x", presentation: .push, id: RouteID("1"))
        == Route("x", presentation: .push, id: RouteID("1"), stack: .main))
    #expect(
      Route("x", presentation: .push, id: RouteID("1")) != Route("x", presentation: .push, id: RouteID("1"), stack: "b")
    )
  }
}
