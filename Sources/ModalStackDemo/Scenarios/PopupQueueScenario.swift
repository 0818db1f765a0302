import ModalStackCore
import ModalStackTesting

extension Scenario {
  /// Popups that queue: one per priority, a higher one over a lower one, toasts that stack and
  /// go on the router's clock, and what VoiceOver is told.
  static let popupQueue = Scenario(
    name: "popup-queue",
    summary: "popups wait by priority, a critical one goes over, toasts stack and time out"
  ) { timeline in
    let router = timeline.router
    let host = timeline.host
    @MainActor func queue() -> String {
      let waiting = router.popupQueue.map { "\($0.route.destination) (\($0.priority.rawValue))" }
      return waiting.isEmpty ? "nothing waits" : "waiting: " + waiting.joined(separator: ", ")
    }
    try await timeline.step("enqueue a what's-new popup (normal), then a rating popup (low)") {
      try router.enqueue("whats-new", as: .popup, priority: .normal, id: "whats-new")
      try router.enqueue("rating", as: .popup, priority: .low, id: "rating")
    }
    timeline.say("the rating popup waits for what's-new; \(queue())")
    try await timeline.step("a tip arrives with normal priority: it waits for what's-new") {
      try router.enqueue("tip", as: .popup, priority: .normal, id: "tip")
    }
    timeline.say(queue())
    try await timeline.step("the session expires: a critical popup goes over what's-new", headline: true) {
      try router.enqueue("session-expired", as: .popup, priority: .critical, id: "session-expired")
    }
    timeline.say(
      "VoiceOver: \(host.voiceOverLog.last ?? "nothing"); it reads \(host.voiceOverReadableLayers.joined(separator: ", ")) only"
    )
    try await timeline.step("the user signs in again and closes it: what's-new shows again") {
      try router.dismiss("session-expired")
    }
    await timeline.step("VoiceOver's escape gesture closes what's-new: the tip's turn") { host.voiceOverEscape() }
    timeline.say(queue())
    try await timeline.start("two toasts, 2 s each, stack over the tip", runningFor: .seconds(1)) {
      try router.enqueue("saved", as: .toast, lifetime: .seconds(2), announcement: "Saved", id: "saved")
      try router.enqueue("synced", as: .toast, lifetime: .seconds(2), announcement: "Synced", id: "synced")
    }
    timeline.say(
      "on screen: \(router.presented.description); VoiceOver: \(host.voiceOverLog.suffix(2).joined(separator: ", "))")
    await timeline.start("their time runs out on the router's clock", runningFor: .seconds(1.5)) {}
    timeline.say("on screen: \(router.presented.description)")
    try await timeline.step("the tip is closed: the rating popup's turn comes last") { try router.dismiss("tip") }
    timeline.say(queue())
    await timeline.step("dismiss all") { router.dismissAll() }
  }
}
