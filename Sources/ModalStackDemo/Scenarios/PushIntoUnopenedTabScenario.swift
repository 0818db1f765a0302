import ModalStackCore
import ModalStackTesting

extension Scenario {
  /// A notification opens a message in a tab the user has not opened since launch: a `TabView`
  /// builds that tab's content only when it is first selected, a frame later. The push waits for
  /// the inbox's stack, the router asks for the inbox, the app selects it, and the message shows.
  static let pushIntoUnopenedTab = Scenario(
    name: "push-into-unopened-tab",
    summary: "a notification pushes into a tab never opened: the push waits, the tab follows, the message shows"
  ) { timeline in
    let scene = SimulatedScene(host: timeline.host)
    let router = timeline.router
    scene.showRoot("tabs", router: router)
    await timeline.step("the app launches on the feed tab; the inbox tab is not built") {
      scene.showTabView(["feed", "inbox"], statesSelection: true)
    }
    try await timeline.step("a notification pushes message 7 into the inbox", headline: true) {
      try router.push("message 7", in: "inbox")
    }
    timeline.say(
      "the inbox shows \(scene.routesShown(inStack: "inbox").count) routes; "
        + "the router asks for \(router.requestedStack.map(\.name) ?? "nothing")")
    await timeline.step("the app's TabView follows the request") {
      if let stack = router.requestedStack { scene.selectTab(stack) }
    }
    timeline.say(
      "the inbox shows \(scene.routesShown(inStack: "inbox").map(\.destination).joined(separator: ", ")) "
        + "after \(scene.pathWrites(inStack: "inbox")) path write; "
        + "the router asks for \(router.requestedStack.map(\.name) ?? "nothing")")
  }
}
