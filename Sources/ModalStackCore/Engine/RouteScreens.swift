/// Which routes a controller shows, counted by route id, so that events follow routes and not
/// the layers that show them.
///
/// UIKit cannot move a presented controller under another presenter, so a change that keeps a
/// route but not its layer (`[A, B, C]` → `[A, C]`) takes the route's controller down and shows
/// the route again in another one. By id, the route never left: it gets no `willDismiss`,
/// `didDismiss`, `willPresent` or `didPresent`, keeps its exit action, and is reported once as
/// rebuilt. A value, tested on its own; the ``RouteLedger`` holds one.
struct RouteScreens<Destination: Hashable & Sendable> {
  /// How many controllers show each route (two for a moment while one takes over from another),
  /// with the route.
  private(set) var shown: [RouteID: (route: Route<Destination>, count: Int)] = [:]
  /// Routes on the target whose controller went down, until another one shows them.
  private(set) var moving: [RouteID: Route<Destination>] = [:]

  /// The routes of one step, split by identity.
  struct StepRoutes: Hashable, Sendable {
    /// Routes that leave the screen and the target: they get `willDismiss` and `didDismiss`.
    var leaving: [Route<Destination>] = []
    /// Routes shown for the first time: they get `willPresent` and `didPresent`.
    var entering: [Route<Destination>] = []
    /// Routes shown again by another controller: they get `screenRebuilt`.
    var rebuilt: [Route<Destination>] = []
  }

  /// What a host shows, as when one is attached or resynchronised: one controller per route.
  /// A route that was shown or moving, is on the target and is not shown now is moving: shown
  /// again, it is rebuilt, not presented.
  /// - Parameters:
  ///   - shownNow: What the host shows.
  ///   - staysOnTarget: Whether a route is on the target (and still to be shown again).
  mutating func reset(to shownNow: RouteStack<Destination>, staysOnTarget: (RouteID) -> Bool) {
    let before = shown.mapValues(\.route).merging(moving) { shownRoute, _ in shownRoute }
    shown = [:]
    for route in shownNow.routes { shown[route.id] = (route, 1) }
    moving = before.filter { shown[$0.key] == nil && staysOnTarget($0.key) }
  }

  /// A step starts: its removed routes lose a controller and its presented routes gain one.
  /// - Parameters:
  ///   - dismissed: The routes the step takes down, top first.
  ///   - presented: The routes it shows.
  ///   - staysOnTarget: Whether a route is on the target.
  /// - Returns: The step's routes by identity.
  mutating func start(
    dismissed: [Route<Destination>], presented: [Route<Destination>], staysOnTarget: (RouteID) -> Bool
  ) -> StepRoutes {
    var routes = StepRoutes()
    for route in dismissed {
      let count = shown.removeValue(forKey: route.id)?.count ?? 0
      if count > 1 {
        shown[route.id] = (route, count - 1)  // another controller still shows it
      } else if staysOnTarget(route.id) {
        moving[route.id] = route
      } else {
        routes.leaving.append(route)
      }
    }
    for route in presented {
      let count = shown[route.id]?.count ?? 0
      shown[route.id] = (route, count + 1)
      if count > 0 || moving.removeValue(forKey: route.id) != nil {
        routes.rebuilt.append(route)
      } else {
        routes.entering.append(route)
      }
    }
    return routes
  }

  /// The user took routes off the screen (UIKit already removed their controllers).
  mutating func removedByUser(_ routes: [Route<Destination>]) {
    for route in routes { shown[route.id] = nil }
  }

  /// A route left the target.
  /// - Returns: The route, if its controller had gone down while it stayed: no step will take
  ///   it off the screen now, so it is reported gone at once.
  mutating func leftTarget(_ id: RouteID) -> Route<Destination>? { moving.removeValue(forKey: id) }
}
