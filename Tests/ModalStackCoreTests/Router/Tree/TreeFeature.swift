import Observation

@testable import ModalStackCore

/// A feature of the tests' trees: its entries, each with the child feature it shows, and what the
/// tree told it.
@MainActor
@Observable
final class TreeFeature: NavigationFeature {
  struct Entry {
    var screen: Screen
    var presentation: Presentation
    var child: TreeFeature?
  }

  let name: String
  var entries: [Entry] = []
  /// Each ``navigationRemoved(from:reason:)``: where and why.
  var removals: [(index: Int, reason: RouteChangeReason)] = []
  /// Each answer, with how many entries the feature had when it came.
  var answers: [(answer: AlertResponse, entries: Int)] = []

  init(_ name: String, _ entries: [Entry] = []) {
    self.name = name
    self.entries = entries
  }

  var navigation: [FeatureRoute<Screen>] {
    entries.map { FeatureRoute($0.screen, presentation: $0.presentation, child: $0.child) }
  }

  func navigationRemoved(from index: Int, reason: RouteChangeReason) {
    removals.append((index, reason))
    entries.removeSubrange(index...)
  }

  func alertAnswered(_ answer: AlertResponse, for destination: Screen) {
    answers.append((answer, entries.count))
  }

  /// Shows `screen` above the feature, showing `child`.
  @discardableResult
  func show(_ screen: Screen, as presentation: Presentation, child: TreeFeature? = nil) -> TreeFeature? {
    entries.append(Entry(screen: screen, presentation: presentation, child: child))
    return child
  }
}
