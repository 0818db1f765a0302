/// What puts routes on screen: the UIKit host or `SimulatedHost`. The ``Router`` decides; the host
/// carries out one step at a time and reports what the user did.
@MainActor
package protocol PresentationHost<Destination>: AnyObject {
  associatedtype Destination: Hashable & Sendable

  /// What identifies the window: its root controller; one router drives one window.
  var windowRoot: AnyObject { get }

  /// Connects the host to a router; returns what it shows now (the root only, for a new host).
  func attach(events: @escaping @MainActor (HostEvent<Destination>) -> Void) -> RouteStack<Destination>

  /// Whether the chain can take a step now; asked before every ``perform(_:completion:)``.
  func admission(of step: PresentationStep<Destination>) -> StepAdmission

  /// Carries out one admitted step, a single UIKit transition; `completion` runs once it has
  /// finished, on a later run-loop turn.
  func perform(_ step: PresentationStep<Destination>, completion: @escaping @MainActor () -> Void)

  /// The part of `expected` really on screen, read after a fault.
  func shownStack(expected: RouteStack<Destination>) -> RouteStack<Destination>

  /// Whether a transition is still running after a fault: UIKit would drop every request.
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
