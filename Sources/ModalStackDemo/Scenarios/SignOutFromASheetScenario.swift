import ModalStackCore
import ModalStackTesting

extension Scenario {
  /// `if signedIn { ModalStackRoot … } else { Login() }`, with Sign out in a sheet over a sheet:
  /// the signed-in root leaves for good and its router's layers go with it (reason `rootLeft`),
  /// as SwiftUI's own sheets go with the view that presented them; the login root's router
  /// takes the window once they are gone, and its layers are built by the login root.
  static let signOutFromASheet = Scenario(
    name: "sign-out-from-a-sheet",
    summary: "sign-out in a sheet: the signed-in layers go with their root, the login router takes the window"
  ) { timeline in
    let scene = SimulatedScene(host: timeline.host)
    let signedIn = timeline.router
    let home = scene.showRoot("home", router: signedIn, environment: ["session": "ana"])
    try await timeline.step("the signed-in root shows settings, then account, as sheets") {
      try signedIn.present("settings", as: .sheet)
      try signedIn.present("account", as: .sheet)
    }
    let signedOut = Router<String>(scheduler: timeline.clock)
    let subscription = timeline.observe(signedOut)
    defer { subscription.cancel() }
    var login = home
    await timeline.step(
      "the user taps Sign out in the account sheet: the login root replaces home", headline: true, on: signedOut
    ) {
      login = scene.showRoot("login", router: signedOut)
      scene.removeRoot(home)
    }
    timeline.say(
      "the window's router is \(scene.router === signedOut ? "the login router" : "another"); "
        + "the signed-in router keeps \(signedIn.stack)")
    var help = RouteID("help")
    try await timeline.step("the login router presents help", on: signedOut) {
      help = try signedOut.present("sign-in help", as: .sheet)
    }
    timeline.say(
      "help was built by \(scene.content(of: help)?.root.map(String.init(describing:)) ?? "nothing") "
        + "with \(scene.content(of: help)?.router === signedOut ? "the login router" : "another router")")
    _ = login
  }
}
