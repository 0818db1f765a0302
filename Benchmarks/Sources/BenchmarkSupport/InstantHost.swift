@_spi(Engine) import ModalStackCore

/// A host that completes every step at once, for measuring the engine alone (router, planner,
/// queue, bookkeeping) without any simulated UIKit. The same idea as `InstantHost` in
/// `Sources/ModalStackDemo/InstantHost.swift` (`modalstack bench`).
@MainActor
final class InstantHost<Destination: Hashable & Sendable>: PresentationHost {
  private let initial: RouteStack<Destination>
  private var shown: RouteStack<Destination>

  /// A host already showing `initial`, so deep stacks need not be presented layer by layer.
  init(showing initial: RouteStack<Destination>) {
    self.initial = initial
    self.shown = initial
  }

  func attach(events: @escaping @MainActor (HostEvent<Destination>) -> Void) -> RouteStack<Destination> { initial }

  var windowRoot: AnyObject { self }

  func admission(of step: PresentationStep<Destination>) -> StepAdmission { .ready }

  func perform(_ step: PresentationStep<Destination>, completion: @escaping @MainActor () -> Void) {
    shown = step.applied(to: shown)
    completion()
  }

  func shownStack(expected: RouteStack<Destination>) -> RouteStack<Destination> { shown }

  var isTransitioning: Bool { false }
}
