import Foundation
import ModalStackCore
import ModalStackTesting

/// A named demo scenario.
struct Scenario: Sendable {
  let name: String
  let summary: String
  let run: @MainActor @Sendable (Timeline) async throws -> Void

  /// Every scenario, in the order `demo` runs them.
  static let all: [Scenario] = [
    .notifications, .rows, .styles, .presentItem, .popup, .dismissAll, .swipeDuringDeepLink,
  ]

  static func named(_ name: String) -> Scenario? { all.first { $0.name == name } }
}
