import ModalStackCore
import ModalStackTesting

extension Scenario {
  /// A `TabView` with a `NavigationStack` per tab, each marked with its name: a push belongs to
  /// the stack it was pushed into, stays there when the user switches tabs, and a pop in one tab
  /// leaves the other's routes. A push into a tab not built yet waits for it, and the router asks
  /// the app to show that tab.
  static let tabsOwnStacks = Scenario(
    name: "tabs-own-stacks",
    summary: "a stack per tab: a push stays in its tab, switching tabs moves nothing, a pop leaves the other tab"
  ) { timeline in
    let scene = SimulatedScene(host: timeline.host)
    let router = timeline.router
    scene.showRoot("tabs", router: router)
    scene.showMarkedStack("feed")
    try await timeline.step("the router pushes a post: the feed tab is selected") { try router.push("post 1") }
    await timeline.step("the user selects the inbox tab: its stack appears, the feed's views disappear") {
      scene.showMarkedStack("inbox")
      scene.hideMarkedStack("feed")
    }
    try await timeline.step("the router pushes a message", headline: true) { try router.push("message 9") }
    timeline.say("the inbox shows \(names(scene.routesShown(inStack: "inbox")))")
    let changes = timeline.host.statistics.pathChanges
    await timeline.step("the user selects the feed tab again") {
      scene.showMarkedStack("feed")
      scene.hideMarkedStack("inbox")
    }
    timeline.say(
      "the feed shows \(names(scene.routesShown(inStack: "feed"))); "
        + "path changes on the switch: \(timeline.host.statistics.pathChanges - changes)")
    try await timeline.step("the router pops in the feed") { try router.pop() }
    timeline.say(
      "left on the root layer: \(router.stack.topLayer.path.map { "\($0.destination) (\($0.stack ?? .main))" })")
    try await timeline.step("a notification pushes a draft into the drafts tab, not built yet") {
      try router.push("draft", in: "drafts")
    }
    timeline.say(
      "the draft waits for the drafts stack; the router asks for \(router.requestedStack.map(\.name) ?? "nothing")")
  }

  private static func names(_ routes: [Route<String>]) -> String {
    routes.isEmpty ? "nothing" : routes.map(\.destination).joined(separator: ", ")
  }
}
