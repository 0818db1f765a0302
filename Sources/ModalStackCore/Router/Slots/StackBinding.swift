/// Keeps a router's stack and a value the app owns in step: the model drives, the router renders.
///
/// The app's value is the routes above the root, bottom first; each new value is a new target.
/// Each change the router makes itself (a swipe, a deep link) is written back once, with its
/// reason, and never starts a plan; an invalid value is refused with
/// ``RouterEvent/commandFailed(_:)`` and the previous value written back.
///
/// ```swift
/// let binding = StackBinding(router: router) { routes, reason in store.send(.routesChanged(routes, reason)) }
/// binding.update(store.state.routes)   // after every change of the state
/// ```
@MainActor
public final class StackBinding<Destination: Hashable & Sendable> {
  /// What an update did.
  public enum Change: Hashable, Sendable {
    /// Nothing: the value is the one both sides agree on (an echo of a write-back, or unchanged).
    case none
    /// The value became the router's target.
    case planned
    /// The value was refused, and the previous one written back.
    case refused(RouteStackError)
  }

  /// The routes both sides agree on: the last value the app gave or the binding wrote back.
  public private(set) var routes: [Route<Destination>]
  private weak var router: Router<Destination>?
  private let write: @MainActor ([Route<Destination>], RouteChangeReason) -> Void
  private let read: (@MainActor () -> [Route<Destination>]?)?
  private var watch: BindingWatch?

  /// Binds a router to the app's value; call ``update(_:reason:)`` with the app's current value next.
  /// - Parameters:
  ///   - router: The router that renders the value.
  ///   - read: Reads the app's value back after a write, for a model that may keep another (it vetoes
  ///     a dismissal), the target on the next turn; `nil` once the model is gone, or every write is kept.
  ///   - write: Writes a value back with the change's reason, once per change the router makes
  ///     (and with ``RouteChangeReason/hostRefused`` when the app's value was refused).
  public init(
    router: Router<Destination>, read: (@MainActor () -> [Route<Destination>]?)? = nil,
    write: @escaping @MainActor ([Route<Destination>], RouteChangeReason) -> Void
  ) {
    self.router = router
    self.read = read
    self.write = write
    routes = router.stack.routes
    _ = router.targetObservers.add { [weak self] reason in
      self?.routerChangedTarget(reason)
      return self != nil
    }
  }

  /// Calls `apply` whenever the app's value may have changed (``BindingWatch``); needs `read`.
  package func follow(_ apply: @escaping @MainActor () -> Void) {
    guard let router, let read else { return }
    watch = BindingWatch(router: router, read: { _ = read() }, changed: apply)
  }

  /// Makes the app's value the router's target; the routes that join or leave carry `reason`.
  /// - Parameters:
  ///   - newRoutes: The routes above the root, bottom first.
  ///   - reason: Why the app changed it.
  /// - Returns: What happened; a refusal has also been written back and sent as an event.
  @discardableResult
  public func update(_ newRoutes: [Route<Destination>], reason: RouteChangeReason = .programmatic) -> Change {
    guard let router, newRoutes != routes else { return .none }
    let previous = routes
    // Agreed before the change, so the router's report of it is not written back.
    routes = newRoutes
    do {
      try RouterCommand.replace(newRoutes, reason: reason).perform(on: router, source: .binding)
      return .planned
    } catch {
      routes = previous
      write(previous, .hostRefused)
      guard let error = error as? RouteStackError else { return .none }  // the only error `replace` throws
      router.emit(.commandFailed(error))
      return .refused(error)
    }
  }

  private func routerChangedTarget(_ reason: RouteChangeReason) {
    guard let router else { return }
    let current = router.stack.routes
    guard current != routes else { return }
    routes = current
    write(current, reason)
    guard let kept = read?(), kept != current else { return }
    Task { @MainActor [weak self] in
      guard let self, let kept = self.read?() else { return }
      self.update(kept)
    }
  }
}
