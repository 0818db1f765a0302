import Foundation
import ModalStackCore
import ModalStackTesting
import Testing

// The README's app flows, tested as an app team would test its own with `NavigationTest`. The
// DocC article "Testing Your Navigation" shows these tests; keep the two in step.

enum Screen: Hashable, Sendable, Codable {
  case settings
  case lesson(Int)
  case saved(String)
}

extension DeepLinkMap<Screen> {
  /// The app's links: `myapp://lesson/42` opens a lesson as a full-screen cover.
  static var app: DeepLinkMap<Screen> {
    var links = DeepLinkMap<Screen>()
    links.add("/lesson/:id", presentation: .fullScreenCover) { .lesson(try $0.value("id")) }
    return links
  }
}

@MainActor
@Suite struct ReadmeFlowTests {
  @Test func everythingStacksAndDismissAllIsOneTransition() async throws {
    let test = NavigationTest<Screen>()
    try test.send(.present(.settings, .sheet(detents: [.medium, .large], grabber: true), id: "settings"))
    try test.send(.present(.lesson(42), .fullScreenCover, id: "lesson"))
    try test.send(.present(.saved("Done"), .popup(alignment: .bottom), id: "saved"))
    await test.settle()
    test.receive(
      "didPresent sheet(settings) (programmatic)", "didPresent fullScreenCover(lesson(42)) (programmatic)",
      "didPresent popup(saved(\"Done\")) (programmatic)")
    test.expectStack("root ▸ sheet(settings) ▸ fullScreenCover(lesson(42)) ▸ popup(saved(\"Done\"))")

    try test.send(.dismissAll)
    // One transition, any depth; the popup on top leaves without UIKit animation (its container
    // animates the content out first, through the exit handshake), so it takes one frame.
    #expect(await test.settle() == test.host.window.configuration.tick)
    test.receive(
      "didDismiss popup(saved(\"Done\")) (dismissAll)", "didDismiss fullScreenCover(lesson(42)) (dismissAll)",
      "didDismiss sheet(settings) (dismissAll)")
    test.expectStack("root")
    #expect(test.calls.presents == 3)
    #expect(test.calls.dismissals == 1)
    test.finish()
  }

  @Test func aNotificationOpensTheLessonOverTheOpenSheet() async throws {
    let test = NavigationTest<Screen>(deepLinks: .app)
    try test.send(.present(.settings, .sheet, id: "settings"))
    await test.settle()
    test.receive("didPresent sheet(settings) (programmatic)")

    // What the notification delegate does, from its own thread.
    let router = test.router
    await Task.detached { router.send(URL(string: "myapp://lesson/42")!) }.value
    await test.settle()
    test.receive("didPresent fullScreenCover(lesson(42)) (deepLink)")
    test.expectStack("root ▸ sheet(settings) ▸ fullScreenCover(lesson(42))")
    test.finish()
  }

  @Test func anAlertFromOtherCodeMakesTheLinkWaitAndAShareSheetIsPresentedOver() async throws {
    let test = NavigationTest<Screen>(deepLinks: .app)
    let alert = try #require(test.host.presentForeign(.alert))
    await test.settle()
    let ids = try test.send(.open(URL(string: "myapp://lesson/7")!))
    await test.host.settle(within: .seconds(5))
    test.receive("waitingForForeignPresentation \(alert.name)")  // no timeout, no retry
    test.host.dismissForeign(alert)
    await test.settle()
    test.receive(
      "waitingForForeignPresentation a transition of root",  // the alert's own exit animation
      "resumedAfterForeignPresentation", "didPresent fullScreenCover(lesson(7)) (deepLink)")
    #expect(test.router.stack.routes.map(\.id) == ids)

    let share = try #require(test.host.presentForeign(.sheet))
    await test.settle()
    try test.send(.present(.settings, .sheet, id: "settings"))
    await test.settle()
    test.receive("didPresent sheet(settings) (programmatic)")
    #expect(
      test.host.window.chain.map(\.name) == ["root", "fullScreenCover(lesson(7))", share.name, "sheet(settings)"])
    test.finish()
  }

  @Test func oneRouterDrivesOneWindow() async throws {
    let test = NavigationTest<Screen>()
    let intruder = Router<Screen>(scheduler: test.clock)
    #expect(throws: HostAttachError.windowHasAnotherRouter) {
      try intruder.attach(SimulatedHost<Screen>(window: test.host.window))  // a second root in the same window
    }
    #expect(throws: HostAttachError.routerDrivesAnotherWindow) { try test.router.attach(test.openWindow()) }
    test.finish()
  }

  @Test func aPresentedScreensDismissActionClosesItsRouteFromPlainCode() async throws {
    let test = NavigationTest<Screen>()
    let (settings, lesson) = (
      try test.send(.present(.settings, .sheet))[0], try test.send(.present(.lesson(1), .sheet))[0]
    )
    await test.settle()
    test.skipReceivedEvents()
    // what `\.modalDismiss` holds in that screen
    let dismiss = ModalDismissAction(routeID: settings, router: test.router)
    dismiss()
    await test.settle()
    test.receive("didDismiss sheet(lesson(1)) (programmatic)", "didDismiss sheet(settings) (programmatic)")
    #expect(!test.router.stack.contains(lesson))
    test.expectStack("root")
    test.finish()
  }

  @Test func aSwipeOnASheetThatAsksFirstIsReportedAndTheSheetStays() async throws {
    let test = NavigationTest<Screen>()
    try test.send(.present(.settings, .sheet(detents: [.large], dismissPolicy: .blocked), id: "settings"))
    await test.settle()
    test.receive("didPresent sheet(settings) (programmatic)")
    #expect(test.host.swipeDown() == .attempted)
    await test.settle()
    test.receive("dismissBlocked sheet(settings) (interactive)")
    test.expectStack("root ▸ sheet(settings)")
    test.finish()
  }
}
