/// When ``Router/present(_:as:id:once:animated:)`` shows nothing because the screen is already there.
///
/// By default every call presents, so every tapped notification and every link stacks a screen.
/// Pass one of these to show a destination at most once:
///
/// ```swift
/// // A notification tapped twice opens one chat, not two.
/// let id = try router.present(.chat(thread), as: .sheet, once: .ifOnTop)
/// ```
public enum PresentOnce: String, Hashable, Sendable, Codable, CaseIterable {
  /// Nothing is presented when the top route shows an equal destination.
  case ifOnTop
  /// Nothing is presented when any route on the stack shows an equal destination; the topmost
  /// such route's id is returned. The stack does not change (to go back to that screen, use
  /// ``Router/dismiss(_:animated:)`` on routes above it).
  case ifAnywhere

  /// The route already showing `destination` that makes a presentation unnecessary, if any.
  func existingRoute<Destination>(showing destination: Destination, in stack: RouteStack<Destination>) -> Route<
    Destination
  >? {
    switch self {
    case .ifOnTop:
      return stack.last.flatMap { $0.destination == destination ? $0 : nil }
    case .ifAnywhere:
      return stack.routes.last { $0.destination == destination }
    }
  }
}
