import ModalStackCore

extension Scenario {
  /// A popup plays its exit animation before it is removed, after a tap outside.
  static let popup = Scenario(
    name: "popup",
    summary: "a popup with a dimmed background: tap outside, exit animation, then removal"
  ) { timeline in
    let router = timeline.router
    let clock = timeline.clock
    let id = try router.present("saved", as: .popup(alignment: .bottom, dimming: .init(opacity: 0.5, blurRadius: 8)))
    await timeline.step("present the 'saved' popup (added at once; its content animates in)") {}
    router.setExitAction(for: id) { _ in
      // The popup container animates its content out; the router waits for the animation's end.
      await clock.sleep(for: .milliseconds(250))
    }
    await timeline.step("the user taps outside") { timeline.host.tapOutside() }
    timeline.say("the controller was removed 0.250s after the tap, when the exit animation ended: no fixed delay")
  }
}
