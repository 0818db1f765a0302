/// What a restored stack does with the routes that show a controller the app made
/// (``ModalPresentation/showsController``: Safari, a share sheet, mail, a picker): a moment of the
/// user's, not a place to come back to. By default they are left out; the app may make them again
/// or put another route in their place.
///
/// ```swift
/// try router.restore(from: saved)                                  // Safari, shares: left out
/// try router.restore(from: saved, controllerRoutes: .makeAgain)    // every one shown again
/// try router.restore(from: saved, controllerRoutes: .replace { route in
///   guard case .article(let url) = route.destination else { return nil }   // others left out
///   return Route(.webPage(url), presentation: .sheet, id: route.id)        // the page in-app
/// })
/// ```
///
/// A route left out takes the pushes of its layer with it; the layers above it stay.
public struct ControllerRouteRestoration<Destination: Hashable & Sendable>: Sendable {
  /// The route to restore in place of a saved controller route, or `nil` to leave it out.
  let replacement: @Sendable (Route<Destination>) -> Route<Destination>?

  /// Leaves every controller route out: the default.
  public static var leaveOut: Self { Self { _ in nil } }

  /// Restores every controller route as it was saved: the adapter makes its controller again.
  public static var makeAgain: Self { Self { $0 } }

  /// Asks for each controller route what to restore in its place.
  /// - Parameter rule: The route to restore instead (the same, another, a screen of the app's
  ///   own), or `nil` to leave it out. A route it returns is checked with the rest of the stack.
  /// - Returns: The rule.
  public static func replace(_ rule: @escaping @Sendable (Route<Destination>) -> Route<Destination>?) -> Self {
    Self(replacement: rule)
  }

  /// The saved routes with this rule applied to each controller route and its layer's pushes.
  /// - Parameter routes: Saved routes, bottom first.
  /// - Returns: The routes to restore.
  func apply(to routes: [Route<Destination>]) -> [Route<Destination>] {
    var result: [Route<Destination>] = []
    result.reserveCapacity(routes.count)
    var droppingLayer = false
    for route in routes {
      if route.presentation.showsController {
        let kept = replacement(route)
        droppingLayer = kept == nil
        if let kept { result.append(kept) }
      } else if route.presentation.isModal {
        droppingLayer = false
        result.append(route)
      } else if !droppingLayer {
        result.append(route)
      }
    }
    return result
  }
}
