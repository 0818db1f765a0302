/// Runs before a route is dismissed (a popup's exit animation), with the reason.
typealias ExitAction = @MainActor (RouteChangeReason) async -> Void

/// Runs the exit actions of the routes one dismissal removes, together, and reports once when
/// all finished or the timeout passed, naming the late ones. The router's exit handshake: a
/// popup plays its exit animation and the dismissal waits for it, never for a fixed delay.
@MainActor
final class ExitHandshake {
  /// The routes whose action has not finished, in the order given (a route with none is done at
  /// once); empty once the handshake has reported.
  private(set) var running: [RouteID]
  private var timeout: ScheduledAction?
  private var finish: ((_ late: Set<RouteID>) -> Void)?

  /// Starts the actions at once.
  /// - Parameters:
  ///   - actions: Each leaving route's id and action, with the reason it is called with;
  ///     `nil` for a route that has none.
  ///   - limit: How long the actions may take together.
  ///   - scheduler: The clock for the timeout.
  ///   - finish: Called once, with the routes whose action was still running at the timeout.
  init(
    actions: [(RouteID, RouteChangeReason, ExitAction?)], limit: Duration,
    scheduler: any Scheduler, finish: @escaping (_ late: Set<RouteID>) -> Void
  ) {
    running = actions.compactMap { id, _, action in action == nil ? nil : id }
    self.finish = finish
    timeout = scheduler.schedule(after: limit) { [self] in end(late: Set(running)) }
    if running.isEmpty { end(late: []) }
    for case (let id, let reason, let action?) in actions {
      Task { @MainActor [self] in
        await action(reason)
        running.removeAll { $0 == id }
        if running.isEmpty { end(late: []) }
      }
    }
  }

  private func end(late: Set<RouteID>) {
    guard let finish else { return }
    self.finish = nil
    running = []
    timeout?.cancel()
    finish(late)
  }
}
