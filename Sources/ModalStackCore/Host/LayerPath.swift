/// The navigation path of one layer, and who wrote it: the host (a planned push or pop, never
/// reported back) or the navigation stack on screen (the back button, a swipe back: the user's
/// change, reported once). The adapter's layer state keeps one; the rule runs in Linux tests.
///
/// ```swift
/// var path = LayerPath<Screen>([])
/// path.setByHost([profile])                       // the router pushed a route
/// path.writtenByNavigation([profile])             // nil: SwiftUI wrote back what it shows
/// path.writtenByNavigation([])                    // []: the user went back
/// ```
package struct LayerPath<Destination: Hashable & Sendable>: Hashable {
  /// The routes pushed on the layer, bottom first.
  package private(set) var routes: [Route<Destination>]

  /// Creates a path.
  /// - Parameter routes: The routes pushed on the layer, bottom first.
  package init(_ routes: [Route<Destination>]) { self.routes = routes }

  /// The host sets the path (a step of a plan): not a change to report.
  /// - Parameter newRoutes: The path to show.
  package mutating func setByHost(_ newRoutes: [Route<Destination>]) { routes = newRoutes }

  /// The navigation stack on screen wrote the path.
  /// - Parameter newRoutes: What it wrote.
  /// - Returns: The path to report as the user's change, or `nil` when it is the path shown
  ///   already (SwiftUI writes back what it shows, for one, after the host set it).
  package mutating func writtenByNavigation(_ newRoutes: [Route<Destination>]) -> [Route<Destination>]? {
    guard newRoutes != routes else { return nil }
    routes = newRoutes
    return newRoutes
  }
}
