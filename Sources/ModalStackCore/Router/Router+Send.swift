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

  func execute(_ command: RouterCommand<Destination>) {
    do {
      switch command {
      case .present(let destination, let presentation, let id): try present(destination, as: presentation, id: id)
      case .pop(let count): try pop(count)
      case .popToRoot: popToRoot()
      case .dismissTop: try dismiss()
      case .dismiss(let id): try dismiss(id)
      case .dismissAll: dismissAll()
      case .replace(let routes): try replace(with: routes)
      case .open(let url): try open(url)
      }
    } catch let error as DeepLinkError {
      emit(.deepLinkFailed(error))
    } catch {
      // The other commands throw RouteStackError only.
      if let error = error as? RouteStackError { emit(.commandFailed(error)) }
    }
  }
}
