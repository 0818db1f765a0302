@_spi(Engine) import ModalStackCore

/// A host that completes every step at once, for measuring the engine alone (router, planner,
/// queue, bookkeeping) without any simulated UIKit: `modalstack bench` and `Benchmarks/` use it.
/// It enforces none of UIKit's rules; test an app's flows with ``SimulatedHost``.
@MainActor
@_spi(Engine) public final class InstantHost<Destination: Hashable & Sendable>: PresentationHost {
  private let initial: RouteStack<Destination>
  private var shown: RouteStack<Destination>

  /// A host already showing `initial`, so deep stacks need not be presented layer by layer.
  @_spi(Engine) public init(showing initial: RouteStack<Destination>) {
    self.initial = initial
    self.shown = initial
  }

  @_spi(Engine) public func attach(events: @escaping @MainActor (HostEvent<Destination>) -> Void) -> RouteStack<Destination> { initial }

  @_spi(Engine) public var windowRoot: AnyObject { self }

  @_spi(Engine) public func admission(of step: PresentationStep<Destination>) -> StepAdmission { .ready }

  @_spi(Engine) public func perform(_ step: PresentationStep<Destination>, completion: @escaping @MainActor () -> Void) {
    shown = step.applied(to: shown)
    completion()
  }

  @_spi(Engine) public func shownStack(expected: RouteStack<Destination>) -> RouteStack<Destination> { shown }

  @_spi(Engine) public var isTransitioning: Bool { false }
}
