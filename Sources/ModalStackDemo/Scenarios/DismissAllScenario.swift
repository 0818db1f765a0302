import ModalStackCore

extension Scenario {
  /// Ten layers, then dismiss-all in a single UIKit transition.
  static let dismissAll = Scenario(
    name: "dismiss-all",
    summary: "dismiss-all from depth 10 is one transition"
  ) { timeline in
    let router = timeline.router
    try await timeline.step("replace the stack with 10 covers (9 appear in one tick each, the last animates)") {
      try router.replace(with: (1...10).map { Route("learn \($0)", presentation: .fullScreenCover) })
    }
    await timeline.step("dismiss all", headline: true) { router.dismissAll() }
  }
}
