/// What a restored stack does with the routes that show a controller the app made
/// (``ModalPresentation/showsController``: Safari, a share sheet); left out by default.
///
/// ```swift
/// try router.restore(from: saved, controllerRoutes: .replace { route in
///   guard case .article(let url) = route.destination else { return nil }   // others left out
///   return Route(.webPage(url), presentation: .sheet, id: route.id)
/// })
/// ```
/// A route left out takes the pushes of its layer with it; the layers above it stay.
public struct ControllerRouteRestoration<Destination: Hashable & Sendable>: Sendable {
  let replacement: @Sendable (Route<Destination>) -> Route<Destination>?

  /// Leaves every controller route out: the default.
  public static var leaveOut: Self { Self { _ in nil } }

  /// Restores every controller route as it was saved; the adapter makes its controller again.
  public static var makeAgain: Self { Self { $0 } }

  /// Asks for each controller route what to restore in its place.
  /// - Parameter rule: The route to restore instead, or `nil` to leave it out; checked with the
  ///   rest of the stack.
  /// - Returns: The rule.
  public static func replace(_ rule: @escaping @Sendable (Route<Destination>) -> Route<Destination>?) -> Self {
    Self(replacement: rule)
  }

  /// The saved routes, bottom first, with this rule applied to each controller route's layer.
  func apply(to routes: [Route<Destination>]) -> [Route<Destination>] {
    var droppingLayer = false
    return routes.compactMap { route in
      if route.presentation.showsController {
        let kept = replacement(route)
        droppingLayer = kept == nil
        return kept
      }
      if route.presentation.isModal { droppingLayer = false }
      return droppingLayer ? nil : route
    }
  }
}
