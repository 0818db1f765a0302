import Foundation
import ModalStackCore

extension Scenario {
  /// A user swipe in the middle of a deep-link plan: the router waits for the user, then goes on.
  static let swipeDuringDeepLink = Scenario(
    name: "swipe-during-deep-link",
    summary: "a user swipe in the middle of a deep-link plan ends consistent"
  ) { timeline in
    let router = timeline.router
    var links = DeepLinkMap<String>()
    try links.add("/course/:id") { link in
      let id = try link.value("id", as: Int.self)
      return [Route("course \(id)", presentation: .sheet), Route("lesson \(id).1", presentation: .fullScreenCover)]
    }
    router.deepLinks = links
    try await timeline.step("present settings and account as sheets") {
      try router.present("settings", as: .sheet)
      try router.present("account", as: .sheet)
    }
    timeline.start("the user starts swiping account down", runningFor: .milliseconds(100)) {
      timeline.host.swipeDown(progress: 0.3)
    }
    try await timeline.step("myapp://course/7 arrives mid-swipe: the router waits for the user, then presents") {
      try router.open("myapp://course/7")
    }
  }
}
