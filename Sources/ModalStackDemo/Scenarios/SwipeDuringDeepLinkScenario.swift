import Foundation
import ModalStackCore

extension Scenario {
  /// A deep-link plan meets a user swipe: the router never fights the user, waits for the
  /// finger, then carries out the plan from what is really on screen.
  static let swipeDuringDeepLink = Scenario(
    name: "swipe-during-deep-link",
    summary: "a user swipe and a two-layer deep-link plan at the same time end consistent"
  ) { timeline in
    let router = timeline.router
    var links = DeepLinkMap<String>()
    links.add("/course/:id") { link in
      let id = try link.value("id", as: Int.self)
      return [Route("course \(id)", presentation: .sheet), Route("lesson \(id).1", presentation: .fullScreenCover)]
    }
    router.deepLinks = links
    try await timeline.step("present settings and account as sheets") {
      try router.present("settings", as: .sheet)
      try router.present("account", as: .sheet)
    }
    await timeline.start("the user starts swiping account down", runningFor: .milliseconds(100)) {
      timeline.host.swipeDown(progress: 0.3)
    }
    try await timeline.step(
      "myapp://course/7 arrives mid-swipe: the router waits for the user, then presents", headline: true
    ) {
      try router.open("myapp://course/7")
    }
  }
}
