extension Router {
  /// Sends a command from any thread (a notification delegate, a background task). Commands
  /// are delivered on the main actor in the order they were sent; a refused command is reported
  /// as a ``RouterEvent/commandFailed(_:)`` event. Links (`.open`) beyond
  /// ``LinkLimits/waitingLinks`` waiting are dropped and reported as ``LinkEvent/linksDropped(_:latest:)``.
  ///
  /// ```swift
  /// nonisolated func userNotificationCenter(…) {
  ///   router.send(.present(.lesson(42), .fullScreenCover, id: RouteID()))
  /// }
  /// ```
  public nonisolated func send(_ command: RouterCommand<Destination>) {
    if case .open(let url, let origin) = command, !inbox.admit(DeepLink(url, from: origin)) { return }
    inbox.commands.yield(command)
  }
}
