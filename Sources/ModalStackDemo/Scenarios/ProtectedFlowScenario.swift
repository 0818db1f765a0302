import Foundation
import ModalStackCore

extension Scenario {
  /// A deep link arrives during a protected payment sheet: it waits, then opens when the
  /// payment ends.
  static let protectedFlow = Scenario(
    name: "protected-flow",
    summary: "a deep link during a protected payment sheet waits, then opens when the payment ends"
  ) { timeline in
    let router = timeline.router
    router.deepLinks = try Scenario.learnLinks()
    try await timeline.step("present payment as a protected sheet (swipe blocked)") {
      try router.present("payment", as: Presentation.sheet(dismissPolicy: .blocked).protected(), id: "payment")
    }
    try await timeline.step("a notification opens myapp://learn/42 mid-payment: it waits", headline: true) {
      try router.open(URL(string: "myapp://learn/42")!)
      timeline.say("held: \(router.heldCommands.map(\.description).joined(separator: ", "))")
    }
    try await timeline.step("the payment pushes its 3-D Secure screen (the flow's own)") {
      try router.push("3-D Secure")
    }
    try await timeline.step("the payment completes: its sheet closes and the held link opens", headline: true) {
      try router.dismiss("payment")
    }
    timeline.say("held: \(router.heldCommands.isEmpty ? "none" : "\(router.heldCommands.count)")")
  }
}
