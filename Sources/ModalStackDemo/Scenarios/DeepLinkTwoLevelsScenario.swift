import ModalStackCore
import ModalStackTesting

extension Scenario {
  /// A deep link two levels into a sheet whose screen brings its own navigation stack: the sheet
  /// gets no second stack around that screen, the two pushes are one write of its path, and the
  /// same sheet opened by a tap renders the same tree.
  static let deepLinkTwoLevels = Scenario(
    name: "deep-link-two-levels",
    summary: "a link two levels into a sheet: no stack inside a stack, both pushes in one path write"
  ) { timeline in
    let scene = SimulatedScene(host: timeline.host)
    let router = timeline.router
    scene.showRoot("home", router: router)
    let settings = Route("settings", presentation: .sheet)
    scene.contentMarksStack(settings.id)  // SettingsView { ModalStackNavigationStack { … } }
    try await timeline.step("a link opens settings ▸ privacy ▸ location", headline: true) {
      try router.replace(with: [
        settings, Route("privacy", presentation: .push), Route("location", presentation: .push),
      ])
    }
    timeline.say(
      "the sheet's container: \(scene.container(of: settings.id).map(\.rawValue) ?? "none"); "
        + "its stack shows \(scene.pathShown(inStack: .main, inLayer: settings.id).joined(separator: ", ")) "
        + "after \(scene.pathWrites(inStack: .main, inLayer: settings.id)) path write")
    await timeline.step("the user goes back once") {
      scene.userGoesBack(inStack: .main, inLayer: settings.id)
    }
    try await timeline.step("the user closes the sheet") { try router.dismiss(settings.id) }
    let tapped = Route("settings", presentation: .sheet)
    scene.contentMarksStack(tapped.id)
    try await timeline.step("a tap opens the same sheet") { try router.replace(with: [tapped]) }
    timeline.say("the tapped sheet's container: \(scene.container(of: tapped.id).map(\.rawValue) ?? "none")")
  }
}
