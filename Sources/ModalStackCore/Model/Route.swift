/// One screen on the stack: a stable identity, the app's destination value and how it is shown.
public struct Route<Destination: Hashable & Sendable>: Hashable, Identifiable, Sendable {
  /// The route's stable identity; unique on a stack.
  public let id: RouteID
  /// The app's value describing the screen.
  public var destination: Destination
  /// Whether the screen is pushed or presented modally, and how.
  public var presentation: Presentation
  /// The navigation stack a pushed route belongs to on its layer, which alone shows it; `nil` for a modal route.
  public var stack: NavigationStackID?

  /// Creates a route.
  /// - Parameters:
  ///   - destination: The app's value describing the screen.
  ///   - presentation: How the screen is shown.
  ///   - id: The route's identity; a random one by default.
  ///   - stack: For a push, the navigation stack it belongs to; ``NavigationStackID/main`` when `nil`.
  public init(
    _ destination: Destination, presentation: Presentation, id: RouteID = RouteID(), stack: NavigationStackID? = nil
  ) {
    self.id = id
    self.destination = destination
    self.presentation = presentation
    self.stack = presentation == .push ? stack : nil
  }

  /// The navigation stack that shows the route: its own, or ``NavigationStackID/main``; `nil` for a modal route.
  public var shownInStack: NavigationStackID? { presentation == .push ? stack ?? .main : nil }

  /// The modal presentation, or `nil` for a push.
  public var modal: ModalPresentation? {
    if case .modal(let modal) = presentation { modal } else { nil }
  }
}

extension Route {
  /// Whether two routes have the same id, destination, presentation and shown stack.
  public static func == (lhs: Route, rhs: Route) -> Bool {
    lhs.id == rhs.id && lhs.destination == rhs.destination && lhs.presentation == rhs.presentation
      && lhs.shownInStack == rhs.shownInStack
  }

  /// Hashes the parts `==` compares.
  /// - Parameter hasher: The hasher to feed.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(id)
    hasher.combine(destination)
    hasher.combine(presentation)
    hasher.combine(shownInStack)
  }
}

extension Route: Codable where Destination: Codable {
  /// Decodes a route; one without a stack has ``stack`` `nil`.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      try container.decode(Destination.self, forKey: .destination),
      presentation: try container.decode(Presentation.self, forKey: .presentation),
      id: try container.decode(RouteID.self, forKey: .id),
      stack: try container.decodeIfPresent(NavigationStackID.self, forKey: .stack))
  }
}

extension Route: CustomStringConvertible {
  public var description: String { "\(presentation.shortName)(\(destination))" }

  /// The destination's description, as errors name the screen.
  var screen: String { "\(destination)" }
}
