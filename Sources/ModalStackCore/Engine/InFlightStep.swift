/// The step a router handed to its host, with the timeout that reports it if it never
/// completes. A completion counts once, and only for the step in flight: a late or stale one
/// (after a timeout, a resynchronisation or a detach) is ignored.
@MainActor
struct InFlightStep<Destination: Hashable & Sendable> {
  /// The ticket of the step with the host, if any.
  private(set) var ticket: TransitionStateMachine<Destination>.Ticket?
  private var timeout: ScheduledAction?

  /// Hands a step to the host with its time limit; any step still in flight is forgotten.
  /// - Parameters:
  ///   - ticket: The step's ticket.
  ///   - timeout: The scheduled timeout that reports the step if it never completes.
  mutating func start(_ ticket: TransitionStateMachine<Destination>.Ticket, timeout: ScheduledAction) {
    cancel()
    self.ticket = ticket
    self.timeout = timeout
  }

  /// The host reports a step complete.
  /// - Parameter id: The ticket number the completion refers to.
  /// - Returns: The step's ticket when it is the step in flight (its timeout is cancelled and
  ///   nothing is in flight any more); `nil` for any other completion.
  mutating func complete(_ id: Int) -> TransitionStateMachine<Destination>.Ticket? {
    guard let ticket, ticket.id == id else { return nil }
    cancel()
    return ticket
  }

  /// Forgets the step in flight and cancels its timeout (harmless when it already fired).
  mutating func cancel() {
    timeout?.cancel()
    ticket = nil
    timeout = nil
  }
}
