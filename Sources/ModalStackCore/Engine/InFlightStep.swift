/// The step a router handed to its host, with the timeout that reports it if it never
/// completes. A completion counts once, and only for the step in flight: a late or stale one
/// (after a timeout, a resynchronisation or a detach) is ignored.
@MainActor
struct InFlightStep<Destination: Hashable & Sendable> {
  /// The ticket of the step with the host, if any.
  private(set) var ticket: TransitionStateMachine<Destination>.Ticket?
  private var timeout: ScheduledAction?

  /// Hands a step to the host, without a time limit until ``setTimeLimit(_:for:)`` sets one;
  /// any step still in flight is forgotten.
  /// - Parameter ticket: The step's ticket.
  mutating func start(_ ticket: TransitionStateMachine<Destination>.Ticket) {
    cancel()
    self.ticket = ticket
  }

  /// Whether step `id` is still with the host and has no time limit yet. The engine gives it
  /// one only then: a swap, a change under a cover and every step of an instant host complete
  /// synchronously and need none.
  /// - Parameter id: The ticket number.
  func needsTimeLimit(_ id: Int) -> Bool { ticket?.id == id && timeout == nil }

  /// Gives step `id` its time limit, already scheduled by the caller (so scheduling runs outside
  /// this change). A limit for a step no longer in flight, or one that has a limit, is cancelled.
  /// - Parameters:
  ///   - timeout: The scheduled timeout.
  ///   - id: The ticket number it is for.
  mutating func setTimeLimit(_ timeout: ScheduledAction, for id: Int) {
    guard needsTimeLimit(id) else { return timeout.cancel() }
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
