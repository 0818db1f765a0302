/// One screen on the stack: a stable identity, the app's destination value and how it is shown.
///
/// ```swift
/// let route = Route(LearnDestination.lesson(42), presentation: .fullScreenCover)
/// ```
public struct Route<Destination: Hashable & Sendable>: Hashable, Identifiable, Sendable {
  /// The route's stable identity; unique on a stack.
  public let id: RouteID
  /// The app's value describing the screen.
  public var destination: Destination
  /// Whether the screen is pushed or presented modally, and how.
  public var presentation: Presentation

  /// Creates a route.
  /// - Parameters:
  ///   - destination: The app's value describing the screen.
  ///   - presentation: How the screen is shown.
  ///   - id: The route's identity; a random one by default.
  public init(_ destination: Destination, presentation: Presentation, id: RouteID = RouteID()) {
    self.id = id
    self.destination = destination
    self.presentation = presentation
  }

  /// The modal presentation, or `nil` for a push.
  public var modal: ModalPresentation? {
    if case .modal(let modal) = presentation { return modal }
    return nil
  }
}

extension Route: Codable where Destination: Codable {}

extension Route: CustomStringConvertible {
  public var description: String { "\(presentation.shortName)(\(destination))" }
}
