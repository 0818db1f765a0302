import Foundation
import ModalStackCore

extension Scenario {
  /// Someone else's alert is up when a deep link arrives: the router waits for it, without a
  /// timeout or a dropped call, and carries out the plan once the user closes the alert.
  static let foreignAlert = Scenario(
    name: "foreign-alert",
    summary: "an alert from other code is up while a deep-link plan runs: the plan waits and finishes"
  ) { timeline in
    let router = timeline.router
    router.deepLinks = try Scenario.learnLinks()
    try await timeline.step("present settings as a sheet") { try router.present("settings", as: .sheet) }
    await timeline.start("other code shows an alert over the sheet (a SwiftUI .alert)", runningFor: .milliseconds(400))
    {
      timeline.host.presentForeign(.alert)
    }
    try await timeline.start(
      "myapp://learn/42 arrives: UIKit would ignore a present on the alert, so the router waits",
      runningFor: .seconds(2)
    ) { try router.open("myapp://learn/42") }
    let alert = timeline.host.window.chain.last { $0.foreignKind == .alert }
    await timeline.step("the user taps OK: the alert goes and the plan carries on", headline: true) {
      if let alert { timeline.host.dismissForeign(alert) }
    }
  }
}
