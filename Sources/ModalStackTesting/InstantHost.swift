import ModalStackCore

/// A host that completes every step at once, for measuring the engine alone (router, planner,
/// state machine, bookkeeping) without any simulated UIKit: `modalstack bench` and `Benchmarks/` use it.
/// It enforces none of UIKit's rules; test an app's flows with ``SimulatedHost``. Its host
/// protocol conformance is the package's own: apps only create one and read its router.
@MainActor
public final class InstantHost<Destination: Hashable & Sendable>: PresentationHost {
  private let initial: RouteStack<Destination>

  /// A host already showing `initial`, so deep stacks need not be presented layer by layer.
  public init(showing initial: RouteStack<Destination>) {
    self.initial = initial
  }

  package func attach(events: @escaping @MainActor (HostEvent<Destination>) -> Void) -> RouteStack<Destination> {
    initial
  }

  package var windowRoot: AnyObject { self }

  package func admission(of step: PresentationStep<Destination>) -> StepAdmission { .ready }

  /// Completes the step at once and does nothing else, so a measurement counts the engine only.
  package func perform(_ step: PresentationStep<Destination>, completion: @escaping @MainActor () -> Void) {
    completion()
  }

  /// It completes every step it is given and nothing else changes its screen, so it shows what
  /// the router confirmed: `expected`.
  package func shownStack(expected: RouteStack<Destination>) -> RouteStack<Destination> { expected }

  package var isTransitioning: Bool { false }
}

extension InstantHost {
  /// A router already settled on `stack` over an instant host, and the virtual clock that runs
  /// its scheduler turns (`turns.advance(by: .zero)` after each command): what `modalstack bench`
  /// and `Benchmarks/` measure the engine on.
  /// - Parameter stack: What the router's target is and the host already shows.
  /// - Returns: The router and its clock.
  /// - Throws: `HostAttachError` (not with a new router and host).
  public static func settledRouter(on stack: RouteStack<Destination>) throws -> (
    router: Router<Destination>, turns: SimulatedClock
  ) {
    let turns = SimulatedClock()
    let router = Router<Destination>(scheduler: turns)
    router.replace(with: stack)
    try router.attach(InstantHost(showing: stack))
    precondition(router.isSettled && router.presented == stack, "the router did not settle")
    return (router, turns)
  }
}
