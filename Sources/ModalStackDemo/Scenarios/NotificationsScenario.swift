import Foundation
import ModalStackCore

extension Scenario {
  /// Push notifications open "learn" screens over open modals, from another thread, mid-flight.
  static let notifications = Scenario(
    name: "notifications",
    summary: "push notifications stack learn screens over open modals, none dropped"
  ) { timeline in
    let router = timeline.router
    router.deepLinks = try Scenario.learnLinks()
    try await timeline.step("present settings as a sheet") { try router.present("settings", as: .sheet) }
    try await timeline.start("present profile as a page sheet (the tap animates…)", runningFor: .milliseconds(100)) {
      try router.present("profile", as: .modal(.pageSheet))
    }
    timeline.say("three notifications arrive on the notification thread while profile is still animating:")
    await Task.detached {
      for id in [42, 43, 44] { router.send(.open(URL(string: "myapp://learn/\(id)")!)) }
    }.value
    // The main actor takes the three links from the router's inbox before simulated time moves
    // on, however busy the machine is, so the timeline is the same on every run.
    for _ in 0..<10_000_000 {
      guard router.stack.count < 5 else { break }
      await Task.yield()
    }
    await timeline.step("deliver myapp://learn/42, /43 and /44 on the main actor, in order", headline: true) {}
    try await timeline.step("dismiss the top learn screen: the others are still there") { try router.dismiss() }
  }
}
