import Foundation
import ModalStackCore
import ModalStackTesting

extension Scenario {
  /// Roots in two tabs of one window: one router per window. A root with the window's router
  /// joins it; a root bringing a second router is refused with a typed error, because two hosts
  /// on one presentation chain would drop each other's presentations.
  static let tabs = Scenario(
    name: "tabs",
    summary: "roots in two tabs: the same router joins, a second router is refused, nothing is dropped"
  ) { timeline in
    let router = timeline.router
    try await timeline.step("tab 1's root presents settings as a sheet") { try router.present("settings", as: .sheet) }
    let tabTwo = SimulatedHost<String>(window: timeline.host.window, recordsIssues: false)
    let other = Router<String>(scheduler: timeline.clock)
    let subscription = timeline.observe(other)
    defer { subscription.cancel() }
    do {
      try other.attach(tabTwo)
    } catch {
      timeline.say("tab 2's root brings its own router: refused, \(error)")
    }
    try router.attach(tabTwo)
    timeline.say(
      "tab 2's root with the window's router: joins the window's host, and builds the layers while it is the newest on screen"
    )
    try await timeline.step(
      "tab 2 presents a lesson as a cover: it goes over the sheet, on the one chain", headline: true
    ) {
      try router.present("lesson 7", as: .fullScreenCover)
    }
  }
}
