import ModalStackCore
import ModalStackTesting

extension Scenario {
  /// A stack saved at the last launch is restored before the first root appears: attaching the
  /// router runs the plan at once, and every layer is built by that root with that router, never
  /// blank.
  static let restoredAtLaunch = Scenario(
    name: "restored-at-launch",
    summary: "a saved stack restored before the first frame: the root attaches and builds every layer"
  ) { timeline in
    let router = timeline.router
    let saved = try RouteStack<String>([
      Route("library", presentation: .sheet), Route("book 12", presentation: .push),
      Route("reader", presentation: .fullScreenCover),
    ]).savedData()
    router.detach()  // launch: the scene's window has no root yet
    try router.restore(from: saved)
    timeline.say("restored while no window is attached: \(router.stack)")
    let scene = SimulatedScene(host: timeline.host)
    await timeline.step("the first root appears and attaches the router: the plan runs", headline: true) {
      let root = scene.showRoot("home", router: router)
      scene.contentMarksStack(router.stack.routes[0].id)
      _ = root
    }
    for route in router.presented.routes where route.modal != nil {
      let content = scene.content(of: route.id)
      timeline.say(
        "\(route) built by \(content?.root.map(String.init(describing:)) ?? "nothing (blank)") "
          + "with \(content?.router === router ? "its router" : "another router")")
    }
  }
}
