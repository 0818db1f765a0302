/// What one SwiftUI navigation stack's path holds, bottom first: the router's routes and the
/// app's own entries, so a router push lands above the app's and the user's back over either is
/// told apart. A `NavigationPath` changes only at its end and its values cannot be read back, so a
/// change is one write: remove from the end down to the first changed route, then append.
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
    package var removingLast: Int
    /// The routes to append after that, bottom first.
    package var appending: [RouteID]

    package var isEmpty: Bool { removingLast == 0 && appending.isEmpty }
  }

  package private(set) var entries: [Entry] = []

  package init() {}

  /// The router's routes in the path, bottom first.
  package var routes: [RouteID] {
    entries.compactMap { if case .route(let id) = $0 { id } else { nil } }
  }

  /// The one write that shows the router's `routes` for this stack, keeping the entries below the
  /// first changed route. O(path length).
  package mutating func show(_ routes: [RouteID]) -> Write {
    var matched = 0
    // The first router route that is not the next to show goes, with everything above it.
    var kept = entries.count
    for (index, entry) in entries.enumerated() {
      guard case .route(let id) = entry else { continue }
      guard matched < routes.count, routes[matched] == id else {
        kept = index
        break
      }
      matched += 1
    }
    let write = Write(removingLast: entries.count - kept, appending: Array(routes[matched...]))
    entries.removeLast(write.removingLast)
    entries.append(contentsOf: write.appending.map(Entry.route))
    return write
  }

  /// SwiftUI or the app wrote the path: it holds `count` values, the first `kept` unchanged (by
  /// default all both can hold: SwiftUI only adds or removes at the end), the rest the app's own.
  /// Returns the router's routes it no longer holds: the user went back over them.
  package mutating func written(count: Int, kept: Int? = nil) -> [RouteID] {
    let count = max(0, count)
    let kept = max(0, min(kept ?? count, count, entries.count))
    let popped = entries[kept...].compactMap { if case .route(let id) = $0 { id } else { nil } }
    entries.removeLast(entries.count - kept)
    entries.append(contentsOf: repeatElement(.app, count: count - kept))
    return popped
  }

  /// The longest equal prefix of a path before and after a write, by binary search over prefix
  /// comparisons (a `NavigationPath` can be compared and shortened, not read). O(log n).
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
