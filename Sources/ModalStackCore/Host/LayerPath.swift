/// A layer's navigation path and who wrote it: the host (never reported back) or the navigation
/// stack on screen (the user's change, reported once).
package struct LayerPath<Destination: Hashable & Sendable>: Hashable {
  /// The routes pushed on the layer, bottom first.
  package private(set) var routes: [Route<Destination>]

  package init(_ routes: [Route<Destination>]) { self.routes = routes }

  /// The host sets the path (a step of a plan): not a change to report.
  package mutating func setByHost(_ newRoutes: [Route<Destination>]) { routes = newRoutes }

  /// The navigation stack on screen wrote the path: the user's change, or `nil` when it is the
  /// path shown (SwiftUI writes back what it shows).
  package mutating func writtenByNavigation(_ newRoutes: [Route<Destination>]) -> [Route<Destination>]? {
    guard newRoutes != routes else { return nil }
    routes = newRoutes
    return newRoutes
  }
}
