import Foundation
import ModalStackCore
import ModalStackTesting

/// A named demo scenario.
struct Scenario: Sendable {
  /// What `demo` takes on the command line.
  let name: String
  /// One line on what the scenario shows, printed in its header.
  let summary: String
  /// Drives the router and the simulated host through the timeline.
  let run: @MainActor @Sendable (Timeline) async throws -> Void

  /// Every scenario, in the order `demo` runs them.
  static let all: [Scenario] = [
    .notifications, .rows, .styles, .presentItem, .popup, .toast, .dismissAll, .swipeDuringDeepLink, .foreignAlert,
    .twoWindows, .tabs, .protectedFlow, .recreatedRoot, .ownNavigation, .liveEnvironment, .iPadMultitasking,
    .background, .hostileLinks,
    .alerts, .popupQueue, .tabsOwnStacks, .signOutFromASheet, .restoredAtLaunch, .deepLinkTwoLevels,
    .pushIntoUnopenedTab, .environmentInLayers, .systemController,
  ]

  /// The scenario with this name, if any.
  static func named(_ name: String) -> Scenario? { all.first { $0.name == name } }

  /// `myapp://learn/42` opens "learn 42" as a full-screen cover, on top of whatever shows.
  static func learnLinks() throws -> DeepLinkMap<String> {
    var links = DeepLinkMap<String>()
    links.add("/learn/:id", presentation: .fullScreenCover) { "learn \(try $0.value("id", as: Int.self))" }
    return links
  }
}
