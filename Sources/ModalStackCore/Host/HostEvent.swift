/// Something the user or UIKit did that the host reports to its router, and a trace's host lines,
/// which a replay makes again on the simulated UIKit.
///
/// ```swift
/// if case .host(.userDismissed(let id, reason: .interactive)) = entry.kind { swiped.insert(id) }
/// ```
public enum HostEvent<Destination: Hashable & Sendable>: Hashable, Sendable {
  /// An interactive dismissal (a swipe) began on this route; no step may start until it ends.
  case userDismissBegan(RouteID)
  /// The user let go and the route stayed.
  case userDismissCancelled(RouteID)
  /// The user dismissed this route and UIKit removed it (and anything above it).
  case userDismissed(RouteID, reason: RouteChangeReason)
  /// The user tried to dismiss this route but UIKit did not (its policy is blocked or confirm,
  /// or it is a popup whose background was tapped): the router applies the dismiss policy.
  case dismissAttempted(RouteID, reason: RouteChangeReason)
  /// The user answered this alert or dialog route with a button, and UIKit removed it.
  case alertAnswered(RouteID, AlertResponse)
  /// The user changed a layer's navigation path (back button, swipe back).
  case userChangedPath(layer: Int, path: [Route<Destination>])
  /// The user dragged this sheet route to another detent (`sheetPresentationControllerDidChangeSelectedDetentIdentifier`).
  case userSelectedDetent(RouteID, SheetDetent)
  /// The controller the app made for this route finished with `result`; `removed` when it dismissed
  /// itself and UIKit took it away, otherwise the router dismisses it.
  case controllerFinished(RouteID, removed: Bool, result: ControllerResult)
  /// The window closed (its scene disconnected): its controllers are gone; the router detaches
  /// and keeps its stack for the next window it is attached to.
  case windowClosed
}

extension HostEvent: Codable where Destination: Codable {}

extension HostEvent {
  /// The event with `redact` applied to the destinations it names (a changed path's routes).
  func redacting(_ redact: (Destination) -> Destination) -> Self {
    guard case .userChangedPath(let layer, let path) = self else { return self }
    return .userChangedPath(layer: layer, path: path.map { $0.redacting(redact) })
  }
}
