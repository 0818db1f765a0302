import ModalStackCore
import ModalStackTesting

extension Scenario {
  /// A popup without dimming lets touches through: it lies over the top controller instead of
  /// being presented (UIKit's presentation container would take every touch in the window).
  static let toast = Scenario(
    name: "toast",
    summary: "a toast without dimming: taps reach the screen under it, a sheet covers it, each goes on its own"
  ) { timeline in
    let router = timeline.router
    let host = timeline.host
    try await timeline.step("show the 'saved' toast: no dimming, laid over the root, not presented") {
      try router.present(
        "saved", as: .popup(alignment: .bottom, dimming: .none, dismissOnTapOutside: false), id: "toast")
    }
    var outcome = SimulatedWindow.UserOutcome.ignored
    await timeline.step("the user taps a button beside the toast") { outcome = host.tapOutside() }
    timeline.say(
      "the tap \(outcome == .passedThrough ? "went through to the root's button" : "was taken: \(outcome)"); the toast stays"
    )
    try await timeline.step("the button presents settings as a sheet: it covers the toast", headline: true) {
      try router.present("settings", as: .sheet)
    }
    await timeline.step("the user swipes the sheet away: the toast shows again") { host.swipeDown() }
    try await timeline.step("the toast's time is up: it goes without a UIKit transition") {
      try router.dismiss("toast")
    }
  }
}
