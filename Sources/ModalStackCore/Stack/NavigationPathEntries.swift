/// What one SwiftUI navigation stack's path holds, bottom first: the router's routes pushed into
/// that stack, and the app's own entries (`NavigationLink(value:)`, `path.append(_:)`) where the
/// app put them. The adapter's stacks and the simulated scene keep one per marked stack and
/// write SwiftUI's path through it, so a push the router makes after an app's own lands on top
/// of it, and the user's back over either is told apart.
///
/// A `NavigationPath` changes only at its end (`append`, `removeLast`), and the app's values in
/// it cannot be read back. So a change of the router's routes is one write: remove values from
/// the end down to the first route that changed, then append the router's routes from there. The
/// app's entries below that point stay where they are; those above it go with the routes they
/// sat on, as they would in a `UINavigationController` popped below them.
///
/// ```swift
/// var path = NavigationPathEntries()
/// path.show([post])                    // Write(removingLast: 0, appending: [post])
/// path.written(count: 2)               // []: the app pushed a value of its own on top
/// path.show([post, comments])          // Write(removingLast: 0, appending: [comments]): above the app's
/// path.written(count: 1)               // [comments]: the user went back twice
/// ```
package struct NavigationPathEntries: Hashable, Sendable {
  /// One value of the path.
  package enum Entry: Hashable, Sendable {
    /// A route the router pushed into the stack.
    case route(RouteID)
    /// A value the app pushed itself; its value is the app's.
    case app
  }

  /// One write of SwiftUI's path: the values to remove from its end, then the routes to append.
  package struct Write: Hashable, Sendable {
    /// How many values to remove from the end.
    package var removingLast: Int
    /// The routes to append after that, bottom first.
    package var appending: [RouteID]
    /// How many of the removed values were the app's own.
    package var appEntriesRemoved: Int

    /// Whether the write changes nothing.
    package var isEmpty: Bool { removingLast == 0 && appending.isEmpty }
  }

  /// The path's values, bottom first.
  package private(set) var entries: [Entry] = []

  /// An empty path.
  package init() {}

  /// How many values the path holds.
  package var count: Int { entries.count }

  /// The router's routes in the path, bottom first.
  package var routes: [RouteID] {
    entries.compactMap { if case .route(let id) = $0 { id } else { nil } }
  }

  /// The router's routes for this stack are now `routes`: the one write that shows them. The
  /// entries below the first route that changed stay (the app's among them); the routes from
  /// there on are appended. O(path length).
  /// - Parameter routes: The routes the router pushed into this stack, bottom first.
  /// - Returns: The write; ``Write/isEmpty`` when the path shows them already.
  package mutating func show(_ routes: [RouteID]) -> Write {
    var matched = 0
    // The first of the router's routes in the path that is not the next one to show: it and
    // everything above it go. Without one, the routes only grew and every value stays.
    var kept = entries.count
    for (index, entry) in entries.enumerated() {
      guard case .route(let id) = entry else { continue }
      guard matched < routes.count, routes[matched] == id else {
        kept = index
        break
      }
      matched += 1
    }
    let removed = entries[kept...]
    let write = Write(
      removingLast: removed.count, appending: Array(routes[matched...]),
      appEntriesRemoved: removed.filter { $0 == .app }.count)
    entries.removeLast(write.removingLast)
    entries.append(contentsOf: write.appending.map(Entry.route))
    return write
  }

  /// SwiftUI or the app wrote the path: it holds `count` values now. Values are only ever added
  /// or removed at the end: more values than before are the app's own pushes; fewer are the
  /// user's back (or the app's `removeLast`) over the top ones.
  /// - Parameter count: The number of values the path holds now.
  /// - Returns: The router's routes it no longer holds, bottom first: the user went back over them.
  package mutating func written(count: Int) -> [RouteID] {
    let count = max(0, count)
    guard count != entries.count else { return [] }
    if count > entries.count {
      entries.append(contentsOf: repeatElement(.app, count: count - entries.count))
      return []
    }
    let popped = entries[count...].compactMap { if case .route(let id) = $0 { id } else { nil } }
    entries.removeLast(entries.count - count)
    return popped
  }
}
