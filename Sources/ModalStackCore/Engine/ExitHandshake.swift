/// Runs the exit actions of the routes one dismissal removes, together, and reports once when
/// all finished or the timeout passed, naming the late ones. The router's exit handshake: a
/// popup plays its exit animation and the dismissal waits for it, never for a fixed delay.
@MainActor
final class ExitHandshake {
  /// Runs before a route is dismissed (a popup's exit animation), with the reason.
  typealias ExitAction = @MainActor (RouteChangeReason) async -> Void

  private var remaining: Set<RouteID>
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
    remaining = Set(actions.map(\.0))
    self.finish = finish
    timeout = scheduler.schedule(after: limit) { [self] in end(late: remaining) }
    for (id, reason, action) in actions {
      guard let action else {
        done(id)
        continue
      }
      Task { @MainActor [self] in
        await action(reason)
        done(id)
      }
    }
  }

  private func done(_ id: RouteID) {
    remaining.remove(id)
    if remaining.isEmpty { end(late: []) }
  }

  private func end(late: Set<RouteID>) {
    guard let finish else { return }
    self.finish = nil
    timeout?.cancel()
    finish(late)
  }
}
