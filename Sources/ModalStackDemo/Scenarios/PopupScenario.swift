import ModalStackCore

extension Scenario {
  /// A popup plays its exit animation before it is removed, after a tap outside.
  static let popup = Scenario(
    name: "popup",
    summary: "a popup with a dimmed background: tap outside, exit animation, then removal"
  ) { timeline in
    let router = timeline.router
    let clock = timeline.clock
    let id = RouteID("saved")
    try await timeline.step("present the 'saved' popup (added at once; settled when its content has come in)") {
      try router.present("saved", as: .popup(alignment: .bottom, dimming: .init(opacity: 0.5, blurRadius: 8)), id: id)
    }
    // What the popup container does when it appears: it registers its exit animation, and the
    // router waits for that animation's end before removing the controller.
    try router.setExitAction(for: id) { _ in
      await clock.sleep(for: .milliseconds(250))
    }
    await timeline.step("the user taps outside", headline: true) { timeline.host.tapOutside() }
    timeline.say("the controller was removed 0.250s after the tap, when the exit animation ended: no fixed delay")
  }
}
