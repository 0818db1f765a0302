extension Router {
  /// Sends a command from any thread (a notification delegate, a background task). Commands
  /// are delivered on the main actor in the order they were sent; a refused command is reported
  /// as a ``RouterEvent/commandFailed(_:)`` event.
  ///
  /// ```swift
  /// nonisolated func userNotificationCenter(…) {
  ///   router.send(.present(.lesson(42), .fullScreenCover, id: RouteID()))
  /// }
  /// ```
  /// - Parameter command: The command.
  public nonisolated func send(_ command: RouterCommand<Destination>) {
    inbox.yield(command)
  }
}
