import Foundation
import ModalStackCore
import ModalStackTesting

extension Scenario {
  /// Safari, a share sheet and mail as routes: presented like any layer, and heard when they
  /// finish by themselves (Safari's Done, a completed share) or leave it to their delegate (mail),
  /// with the reason `finished`, the result going to the code that presented them. A restored
  /// stack leaves them out.
  static let systemController = Scenario(
    name: "system-controller",
    summary: "Safari, a share sheet and mail as routes: each finishes by itself and the router hears it"
  ) { timeline in
    let router = timeline.router
    let host = timeline.host
    try await timeline.step("present Safari as a sheet: a controller the app makes, not a SwiftUI view") {
      try router.present("safari docs", as: .sheet.showingController)
    }
    await timeline.step("the user taps Done: Safari dismisses itself, the router hears it left", headline: true) {
      host.finishController()
    }
    var share: Task<ControllerOutcome<String>, any Error>?
    await timeline.step("the app presents a share sheet and awaits its result") {
      share = Task { try await router.presentForResult("share article", returning: String.self) }
    }
    await timeline.step("the user copies the link: the share sheet dismisses itself") {
      host.finishController(with: "copyToPasteboard")
    }
    if let outcome = try await share?.value { timeline.say("the app got: \(outcome)") }
    try await timeline.step("present mail as a cover over a sheet") {
      try router.present("settings", as: .sheet)
      try router.present("mail feedback", as: .fullScreenCover.showingController)
    }
    await timeline.step("the user sends it: mail waits for its delegate, so the router dismisses it") {
      host.finishController(with: "sent", dismissingItself: false)
    }
    try await timeline.step("open help in Safari, then the app is quit") {
      try router.present("safari help", as: .sheet.showingController)
    }
    let saved = try router.savedState()
    let restored = try RouteStack<String>(savedData: saved)
    timeline.say("saved with Safari up: \(router.stack)")
    timeline.say("restored at the next launch: \(restored) (Safari left out)")
  }
}
