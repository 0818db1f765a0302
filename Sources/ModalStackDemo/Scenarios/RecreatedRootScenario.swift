import ModalStackCore
import ModalStackTesting

extension Scenario {
  /// Roots come and go; the window's host stays. A root re-created with the same router is current
  /// and builds the layers; a new router (after signing out) is refused while the old one's layers are up,
  /// and takes the window once they are gone.
  static let recreatedRoot = Scenario(
    name: "recreated-root",
    summary: "sign-out and sign-in while a sheet is up: roots come and go, the window keeps its host"
  ) { timeline in
    let scene = SimulatedScene(host: timeline.host)
    let signedIn = timeline.router
    let first = scene.showRoot("home", router: signedIn, environment: ["session": "ana"])
    let sheet = try signedIn.present("settings", as: .sheet)
    await timeline.step("the signed-in root shows settings as a sheet") {}
    var again = first
    await timeline.step("`.id(user)` re-creates the root: the new root joins the window's host") {
      again = scene.showRoot("home", router: signedIn, environment: ["session": "ana (refreshed)"])
      scene.removeRoot(first)
    }
    timeline.say(
      "the sheet's layer sees session \(scene.environment(of: sheet)?["session"] ?? "nil"), from \(scene.supplyingRoot.map(String.init(describing:)) ?? "no root")"
    )
    let signedOut = Router<String>(scheduler: timeline.clock)
    let subscription = timeline.observe(signedOut)
    defer { subscription.cancel() }
    var login = again
    await timeline.step("the user signs out with the sheet up: the sign-in root brings a new router", on: signedOut) {
      login = scene.showRoot("sign-in", router: signedOut)
    }
    // UIKit sends the roots under a sheet no appearance callback when it goes: the waiting
    // sign-in root takes the window when the signed-in router's last layer is gone.
    await timeline.step(
      "the user swipes the settings sheet away: the waiting sign-in root takes the window",
      on: signedOut
    ) { _ = timeline.host.swipeDown() }
    try await timeline.step("the signed-in root goes; the sign-in router presents", on: signedOut) {
      scene.removeRoot(again)
      try signedOut.present("sign-in help", as: .sheet)
    }
    await timeline.step(
      "the user signs in: a new home root joins the sign-in router's window", headline: true, on: signedOut
    ) {
      scene.showRoot("home", router: signedOut, environment: ["session": "ben"])
      scene.removeRoot(login)
      signedOut.dismissAll()
    }
    timeline.say(
      "the window's router is \(scene.router === signedOut ? "the sign-in router" : "another"); the current root is \(scene.supplyingRoot.map(String.init(describing:)) ?? "none")"
    )
  }
}
