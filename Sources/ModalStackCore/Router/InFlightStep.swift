/// The step a router handed to its host, with the timeout that reports it if it never
/// completes. A completion counts once, and only for the step in flight: a late or stale one
/// (after a timeout, a resynchronisation or a detach) is ignored.
@MainActor
@usableFromInline struct InFlightStep<Destination: Hashable & Sendable> {
  @usableFromInline var ticket: TransitionQueue<Destination>.Ticket?
  @usableFromInline var timeout: ScheduledAction?

  @inlinable init() {}

  /// The ticket of the step with the host, if any.
  @inlinable var current: TransitionQueue<Destination>.Ticket? { ticket }

  /// Hands a step to the host, without a timeout until ``limit(_:by:)`` sets one; any step still
  /// in flight is forgotten.
  /// - Parameter ticket: The step's ticket.
  @inlinable mutating func start(_ ticket: TransitionQueue<Destination>.Ticket) {
    cancel()
    self.ticket = ticket
  }

  /// Gives the step in flight its timeout, once the host has taken it without completing it at
  /// once: a swap, a change under a cover and every step of an instant host complete
  /// synchronously and need none.
  /// - Parameters:
  ///   - id: The ticket number the timeout is for.
  ///   - makeTimeout: Schedules the timeout; called only if that step is still in flight.
  @inlinable mutating func limit(_ id: Int, by makeTimeout: () -> ScheduledAction) {
    guard let ticket, ticket.id == id, timeout == nil else { return }
    timeout = makeTimeout()
  }

  /// The host reports a step complete.
  /// - Parameter id: The ticket number the completion refers to.
  /// - Returns: The step's ticket when it is the step in flight (its timeout is cancelled and
  ///   nothing is in flight any more); `nil` for any other completion.
  @inlinable mutating func complete(_ id: Int) -> TransitionQueue<Destination>.Ticket? {
    guard let ticket, ticket.id == id else { return nil }
    cancel()
    return ticket
  }

  /// Forgets the step in flight and cancels its timeout (harmless when it already fired).
  @inlinable mutating func cancel() {
    timeout?.cancel()
    ticket = nil
    timeout = nil
  }
}
