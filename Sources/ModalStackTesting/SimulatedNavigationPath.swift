import ModalStackCore

/// One simulated `NavigationStack(path:)`: the values its path holds, kept through the core's
/// `NavigationPathEntries` as the adapter's stacks keep theirs, and how often it was written.
struct SimulatedNavigationPath {
  /// One value of the path. Like SwiftUI's `NavigationPath`, values compare equal by value: a
  /// router route's value is never equal to one of the app's.
  enum Value: Hashable {
    /// A router route, with its name.
    case route(RouteID, String)
    /// A value of the app's own, by name.
    case app(String)

    var name: String {
      switch self {
      case .route(_, let name), .app(let name): name
      }
    }
  }

  /// The router's routes and the app's values, as the core tells them apart.
  private(set) var entries = NavigationPathEntries()
  /// The path's values, bottom first, as SwiftUI shows them.
  private(set) var values: [Value] = []
  /// How many times the path was written for the router.
  private(set) var writes = 0

  /// The values' names, bottom first.
  var names: [String] { values.map(\.name) }

  /// Writes the path to show the router's routes, in one write.
  /// - Parameters:
  ///   - routes: The routes pushed into the stack, bottom first.
  ///   - named: A route's name.
  /// - Returns: Whether the path changed.
  mutating func show(_ routes: [RouteID], named: (RouteID) -> String) -> Bool {
    let write = entries.show(routes)
    guard !write.isEmpty else { return false }
    values.removeLast(write.removingLast)
    values.append(contentsOf: write.appending.map { .route($0, named($0)) })
    writes += 1
    return true
  }

  /// The app writes its path: removes values from its end, then appends values of its own, in
  /// one update (`path.removeLast(); path.append(x)`, or `path = NavigationPath([...])`, which
  /// removes every value). The adapter learns of it only by comparing paths.
  /// - Returns: The router's routes the write removed.
  mutating func appWrites(removingLast count: Int, appending added: [String]) -> [RouteID] {
    let old = values
    values.removeLast(min(count, values.count))
    values.append(contentsOf: added.map(Value.app))
    let new = values
    let kept = NavigationPathEntries.unchangedCount(was: old.count, is: new.count) { n in
      old.prefix(n) == new.prefix(n)
    }
    return entries.written(count: values.count, kept: kept)
  }

  /// The user goes back `count` screens.
  /// - Returns: The router's routes gone with them.
  mutating func userGoesBack(_ count: Int) -> [RouteID] {
    values.removeLast(count)
    return entries.written(count: values.count)
  }
}
