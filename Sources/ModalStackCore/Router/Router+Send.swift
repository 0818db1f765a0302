extension Router {
  /// Sends a command from any thread; commands run on the main actor in the order sent, and a
  /// refused one is reported as ``RouterEvent/commandFailed(_:)``. Links (`.open`) beyond
  /// ``LinkLimits/waitingLinks`` waiting are dropped, with ``LinkEvent/linksDropped(_:latest:)``.
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
