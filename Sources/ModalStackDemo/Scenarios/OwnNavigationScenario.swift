import ModalStackCore
import ModalStackTesting

extension Scenario {
  /// The root adds no container: the app's TabView has a NavigationStack per tab, each marked
  /// for the router's pushes; a push lands in the selected tab's stack. A presented screen that
  /// brings its own stack keeps it, with no stack around it, and its state survives push and pop.
  static let ownNavigation = Scenario(
    name: "own-navigation",
    summary: "the app's TabView with a stack per tab: pushes land in the selected tab; a sheet keeps its own stack"
  ) { timeline in
    let scene = SimulatedScene(host: timeline.host)
    let router = timeline.router
    scene.showRoot("tabs", router: router)
    scene.showMarkedStack("Home tab")
    await timeline.step("the user selects the Library tab: its NavigationStack appears") {
      scene.showMarkedStack("Library tab")
      scene.hideMarkedStack("Home tab")
    }
    try await timeline.step("the router pushes a book", headline: true) { try router.push("book 12") }
    timeline.say("the push shows in the \(scene.stackShowingRootPushes ?? "no") stack")
    var settings = RouteID("settings")
    try await timeline.step("settings as a sheet: its screen brings its own NavigationStack, marked") {
      settings = try router.present("settings", as: .sheet)
      scene.contentMarksStack(settings)
    }
    try await timeline.step("the router pushes About inside the sheet") { try router.push("about") }
    try await timeline.step("and pops it") { try router.pop() }
    timeline.say(
      "the sheet's container: \(scene.container(of: settings).map(\.rawValue) ?? "none") (no stack around the screen's own), "
        + "content rebuilt \(scene.contentRebuilds(of: settings) ?? 0) times")
  }
}
