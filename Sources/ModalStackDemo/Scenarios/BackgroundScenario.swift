import ModalStackCore
import ModalStackTesting

extension Scenario {
  /// A transition that spans a trip to the home screen completes when the app returns; the
  /// router's step time limit counts only while the scene is active, so it is not a fault.
  static let background = Scenario(
    name: "background",
    summary: "a transition spans 30 s in the background: it completes on return, no fault"
  ) { timeline in
    let host = timeline.host
    let router = timeline.router
    var faults = 0
    let subscription = router.observe { if case .hostFault = $0 { faults += 1 } }
    defer { subscription.cancel() }
    try await timeline.start("settings as a sheet", runningFor: .milliseconds(100)) {
      try router.present("settings", as: .sheet)
    }
    await timeline.start("the user goes to the home screen mid-transition; 30 s pass", runningFor: .seconds(30)) {
      host.enterBackground()
    }
    await timeline.step("the user comes back: the transition completes", headline: true) { host.enterForeground() }
    timeline.say(
      "host faults: \(faults); the step time limit (\(router.settings.stepTimeout)) counted only the time the scene was active"
    )
  }
}
