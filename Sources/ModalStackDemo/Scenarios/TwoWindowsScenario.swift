import Foundation
import ModalStackCore
import ModalStackTesting

extension Scenario {
  /// An iPad app with two scenes: a router per scene, a notification reaches the scene the user
  /// is in, a router never steals another window, and a closed scene frees its controllers.
  static let twoWindows = Scenario(
    name: "two-windows",
    summary: "two scenes with a router each: a notification reaches the active one; closing a scene frees it"
  ) { timeline in
    let first = timeline.router
    try await timeline.step("window 1 shows settings as a sheet") { try first.present("settings", as: .sheet) }
    let window = SimulatedHost<String>(clock: timeline.clock, recordsIssues: false)
    let second = Router<String>(scheduler: timeline.clock)
    timeline.watch(window, as: "window 2")
    let subscription = timeline.observe(second)
    defer { subscription.cancel() }
    try await timeline.step("the user opens a second window: its scene's root owns a second router", on: second) {
      try second.attach(window)
    }
    do {
      try first.attach(window)
    } catch {
      timeline.say("window 1's router asked to drive window 2 as well: refused, \(error)")
    }
    try await timeline.step(
      "a notification arrives while window 2 is active: the app sends it to window 2's router",
      headline: true, on: second
    ) { try second.present("learn 42", as: .fullScreenCover) }
    weak let cover = window.window.chain.last
    await timeline.step("window 2's scene disconnects: its controllers go, its router keeps the stack", on: second) {
      window.closeWindow()
    }
    timeline.say(
      "controllers of window 2 still alive: \(window.window.liveControllerCount), the cover freed: \(cover == nil)")
    await timeline.step("window 1 is untouched: dismiss all there") { first.dismissAll() }
  }
}
