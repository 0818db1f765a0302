/// What puts routes on screen: the UIKit host in the `ModalStack` module, or `SimulatedHost` in
/// `ModalStackTesting`. The ``Router`` decides; the host only carries out one step at a time and
/// reports what the user did.
@MainActor
package protocol PresentationHost<Destination>: AnyObject {
  /// The app's destination type.
  associatedtype Destination: Hashable & Sendable

  /// Connects the host to a router.
  /// - Parameter events: Where the host reports what the user does.
  /// - Returns: What the host shows now (the root only, for a new host).
  func attach(events: @escaping @MainActor (HostEvent<Destination>) -> Void) -> RouteStack<Destination>

  /// Carries out one step: a single UIKit transition.
  /// - Parameters:
  ///   - step: The step.
  ///   - completion: Called once when the transition has finished, on a later run-loop turn.
  func perform(_ step: PresentationStep<Destination>, completion: @escaping @MainActor () -> Void)

  /// What the host really shows, read after a fault.
  /// - Parameter expected: The stack the router believes is on screen, or about to be.
  /// - Returns: The part of it that really is on screen.
  func shownStack(expected: RouteStack<Destination>) -> RouteStack<Destination>

  /// Whether a transition is still running on screen (after a fault: a transition that never
  /// completes). The router waits while it is, since UIKit would drop every request.
  var isTransitioning: Bool { get }
}

/// Something the user did that the host reports to its router.
package enum HostEvent<Destination: Hashable & Sendable>: Hashable, Sendable {
  /// An interactive dismissal (a swipe) began on this route; no step may start until it ends.
  case userDismissBegan(RouteID)
  /// The user let go and the route stayed.
  case userDismissCancelled(RouteID)
  /// The user dismissed this route and UIKit removed it (and anything above it).
  case userDismissed(RouteID, reason: RouteChangeReason)
  /// The user tried to dismiss this route but UIKit did not (its policy is blocked or confirm,
  /// or it is a popup whose background was tapped): the router applies the dismiss policy.
  case dismissAttempted(RouteID, reason: RouteChangeReason)
  /// The user changed a layer's navigation path (back button, swipe back).
  case userChangedPath(layer: Int, path: [Route<Destination>])
}
