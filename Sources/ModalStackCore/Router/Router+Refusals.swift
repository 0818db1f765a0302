extension Router {
  /// A command was refused: ``refusalWarning`` gets ``refusalSentence(_:_:)``, whether or not
  /// the app looks at the error it was thrown. A command sent from another thread, which throws
  /// to no one, is reported to observers as ``RouterEvent/commandFailed(_:)`` too.
  /// - Parameters:
  ///   - command: The command.
  ///   - error: Why it was refused.
  ///   - sent: Whether it came through ``send(_:)-(RouterCommand<Destination>)``.
  func refused(_ command: RouterCommand<Destination>, because error: RouteStackError, sent: Bool = false) {
    if sent { emit(.commandFailed(error)) }
    refusalWarning?(Self.refusalSentence(command, error))
  }

  /// `push profile a refused: route id a is already on the stack; give the route a new id…`: the
  /// command (which names its screen), the reason, and what to do.
  static func refusalSentence(_ command: RouterCommand<Destination>, _ error: RouteStackError) -> String {
    "ModalStack: \(command) refused: \(error.description)"
  }
}
