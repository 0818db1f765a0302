import ModalStackCore

/// One simulated `NavigationStack(path:)`: the values its path holds, by name, kept through the
/// core's `NavigationPathEntries` as the adapter's stacks keep theirs, and how often it was written.
struct SimulatedNavigationPath {
  /// The router's routes and the app's values, as the core tells them apart.
  private(set) var entries = NavigationPathEntries()
  /// The path's values by name, bottom first, as SwiftUI shows them.
  private(set) var values: [String] = []
  /// How many times the path was written for the router.
  private(set) var writes = 0

  /// The top value's name: the view on top of the stack.
  var topValue: String? { values.last }

  /// Writes the path to show the router's routes, in one write.
  /// - Parameters:
  ///   - routes: The routes pushed into the stack, bottom first.
  ///   - named: A route's name.
  /// - Returns: Whether the path changed.
  mutating func show(_ routes: [RouteID], named: (RouteID) -> String) -> Bool {
    let write = entries.show(routes)
    guard !write.isEmpty else { return false }
    values.removeLast(write.removingLast)
    values.append(contentsOf: write.appending.map(named))
    writes += 1
    return true
  }

  /// The app appends a value of its own.
  mutating func appPushes(_ value: String) {
    values.append(value)
    _ = entries.written(count: values.count)
  }

  /// The user goes back `count` screens.
  /// - Returns: The router's routes gone with them.
  mutating func userGoesBack(_ count: Int) -> [RouteID] {
    values.removeLast(count)
    return entries.written(count: values.count)
  }
}
