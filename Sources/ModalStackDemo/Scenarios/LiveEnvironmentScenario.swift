import ModalStackCore
import ModalStackTesting

extension Scenario {
  /// Layers follow what the app carries into them (a model replaced at sign-out), a
  /// `present(item:)` layer the view that presented it, and keep their own values: dark mode
  /// while they are up reaches their own colour scheme; the root's never overwrites it.
  static let liveEnvironment = Scenario(
    name: "live-environment",
    summary:
      "dark mode and a replaced model while a sheet and a present(item:) layer are up: layers follow, keep their own"
  ) { timeline in
    let scene = SimulatedScene(host: timeline.host)
    let router = timeline.router
    let root = scene.showRoot("home", router: router, environment: ["model": "session 1", "colorScheme": "light"])
    let row = scene.presenter(environment: ["model": "session 1", "row": "4"])
    var sheet = RouteID("sheet")
    var item = RouteID("item")
    try await timeline.step("settings as a sheet, and row 4's editor with present(item:)") {
      sheet = try router.present("settings", as: .sheet)
      item = try scene.presentItem("row 4 editor", as: .fullScreenCover, from: row)
    }
    @MainActor func show(_ id: RouteID, _ name: String) {
      let values = scene.environment(of: id) ?? [:]
      timeline.say(
        "\(name) sees "
          + ["model", "row", "colorScheme", "isPresented"].compactMap { key in values[key].map { "\(key) \($0)" } }
          .joined(separator: ", "))
    }
    show(sheet, "settings")
    show(item, "the editor")
    await timeline.step("dark mode, the model replaced at sign-out, row 4 edited", headline: true) {
      scene.setColorScheme("dark")
      scene.updateRoot(root, environment: ["model": "session 2", "colorScheme": "light"])
      row.environment = ["model": "session 2", "row": "4 (edited)"]
    }
    show(sheet, "settings")
    show(item, "the editor")
    await timeline.step("dismiss all") { router.dismissAll() }
  }
}
