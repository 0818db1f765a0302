import Foundation

/// A router command as a value, for ``Router/send(_:)-(RouterCommand<Destination>)`` from any thread.
public enum RouterCommand<Destination: Hashable & Sendable>: Hashable, Sendable {
  /// Presents a destination on top of whatever is showing (a push joins the top layer).
  case present(Destination, Presentation, id: RouteID)
  /// Pops routes from the top layer's navigation stack.
  case pop(count: Int)
  /// Pops the top layer's navigation stack to its first screen.
  case popToRoot
  /// Dismisses the top modal layer.
  case dismissTop
  /// Dismisses a route and everything above it.
  case dismiss(RouteID)
  /// Dismisses every modal layer.
  case dismissAll
  /// Replaces the whole stack.
  case replace([Route<Destination>])
  /// Opens a URL through the router's deep-link map.
  case open(URL)
}
