/// What puts routes on screen: the UIKit host in the `ModalStack` module, or `SimulatedHost` in
/// `ModalStackTesting`. The ``Router`` decides; the host only carries out one step at a time and
/// reports what the user did.
///
/// Shared by the modules of this package (`package`), not API: `ModalStackRoot` attaches the
/// UIKit host for you, and tests use `SimulatedHost`.
@MainActor
package protocol PresentationHost<Destination>: AnyObject {
  /// The app's destination type.
  associatedtype Destination: Hashable & Sendable

  /// What identifies the window: its root controller; one router drives one window.
  var windowRoot: AnyObject { get }

  /// Connects the host to a router.
  /// - Parameter events: Where the host reports what the user does.
  /// - Returns: What the host shows now (the root only, for a new host).
  func attach(events: @escaping @MainActor (HostEvent<Destination>) -> Void) -> RouteStack<Destination>

  /// Whether the window's chain can take a step now; asked before every ``perform(_:completion:)``.
  /// - Parameter step: The step.
  /// - Returns: Ready, or why it must wait or cannot be done in this window.
  func admission(of step: PresentationStep<Destination>) -> StepAdmission

  /// Carries out one step the host admitted: a single UIKit transition.
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

/// Whether a host can carry out a step now.
package enum StepAdmission: Hashable, Sendable {
  /// The chain can take it.
  case ready
  /// Someone else's controller (an alert, a dialog) or transition is on top of the chain: the
  /// step is tried again once it is gone.
  case waiting(for: String)
  /// The step cannot be carried out in this window (its presenter left the window, the window
  /// closed): it must not be tried again unchanged.
  case refused(String)
}
