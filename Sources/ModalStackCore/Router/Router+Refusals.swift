extension Router {
  /// A command was refused: ``refusalWarning`` gets its sentence whether or not the app looks at the error.
  func refused(_ command: RouterCommand<Destination>, because error: RouteStackError) {
    refusalWarning?(Self.refusalSentence(command, error))
  }

  /// The command, the reason and the fix: `push profile a refused: route id a is already on the stack; …`.
  static func refusalSentence(_ command: RouterCommand<Destination>, _ error: RouteStackError) -> String {
    "ModalStack: \(command) refused: \(error.description)"
  }
}
