/// One entry of a feature's ``NavigationFeature/navigation``: a route and the child feature it shows.
@MainActor
public struct FeatureRoute<Destination: Hashable & Sendable> {
  /// What the route shows.
  public var destination: Destination
  /// How it is shown.
  public var presentation: Presentation
  /// The navigation stack a push joins; `nil` for the one the user is in.
  public var stack: NavigationStackID?
  /// The feature the route shows, if it owns navigation of its own.
  public var child: (any NavigationFeature<Destination>)?

  /// Creates an entry.
  /// - Parameters:
  ///   - destination: What the route shows.
  ///   - presentation: How it is shown.
  ///   - stack: The navigation stack a push joins; the one the user is in by default.
  ///   - child: The feature the route shows, whose entries go on top of it; none by default.
  public init(
    _ destination: Destination, presentation: Presentation, stack: NavigationStackID? = nil,
    child: (any NavigationFeature<Destination>)? = nil
  ) {
    self.destination = destination
    self.presentation = presentation
    self.stack = stack
    self.child = child
  }
}
