/// When ``Router/present(_:as:id:once:animated:)`` shows nothing because the screen is already there.
///
/// ```swift
/// let id = try router.present(.chat(thread), as: .sheet, once: .ifOnTop)  // a second tap opens no second chat
/// ```
public enum PresentOnce: String, Hashable, Sendable, Codable, CaseIterable {
  /// Nothing is presented when the top route shows an equal destination.
  case ifOnTop
  /// Nothing is presented when any route on the stack shows an equal destination; the topmost one's id is returned.
  case ifAnywhere

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
