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

  /// SwiftUI or the app wrote the path: it holds `count` values now, of which the first `kept`
  /// are the values it held before. Above those, the old values went (the user's back, the app's
  /// `removeLast`, or the app assigning a new path) and the new ones are the app's own pushes.
  /// - Parameters:
  ///   - count: The number of values the path holds now.
  ///   - kept: How many values at its bottom are unchanged (see ``unchangedCount(was:is:sameUpTo:)``);
  ///     by default every value both paths can hold: SwiftUI's own writes only add or remove at
  ///     the end.
  /// - Returns: The router's routes it no longer holds, bottom first: the user went back over them.
  package mutating func written(count: Int, kept: Int? = nil) -> [RouteID] {
    let count = max(0, count)
    let kept = max(0, min(kept ?? count, count, entries.count))
    let popped = entries[kept...].compactMap { if case .route(let id) = $0 { id } else { nil } }
    entries.removeLast(entries.count - kept)
    entries.append(contentsOf: repeatElement(.app, count: count - kept))
    return popped
  }

  /// How many values at the bottom of a path are unchanged after a write, found from prefix
  /// comparisons alone (a `NavigationPath` can be compared and shortened, not read): the longest
  /// equal prefix, by binary search, as prefixes equal up to a length are equal below it.
  /// O(log n) comparisons.
  /// - Parameters:
  ///   - old: The number of values before the write.
  ///   - new: The number of values after it.
  ///   - sameUpTo: Whether the first `n` values of both paths are equal.
  /// - Returns: The length of the longest equal prefix.
  package static func unchangedCount(was old: Int, is new: Int, sameUpTo: (Int) -> Bool) -> Int {
    var low = 0
    var high = max(0, min(old, new))
    while low < high {
      let middle = (low + high + 1) / 2
      if sameUpTo(middle) { low = middle } else { high = middle - 1 }
    }
    return low
  }
}
