import ModalStackCore

/// The compact text form of a stack used by `plan`: routes separated by `/`, each `kind:name`.
///
/// `sheet:settings/push:profile/fullScreenCover:learn-42` is root ▸ sheet(settings) ▸ push(profile) ▸
/// fullScreenCover(learn-42). `root` or an empty text is the root alone. Kinds: push, sheet, pageSheet,
/// formSheet, fullScreenCover, overFullScreen, currentContext, overCurrentContext, popover, popup.
enum StackSyntax {
  /// Why a stack text does not parse; names the token.
  enum ParseError: Error, Equatable, CustomStringConvertible {
    case missingColon(token: String)
    case unknownKind(token: String)
    case emptyName(token: String)
    case invalidStack(String, RouteStackError)

    var description: String {
      switch self {
      case .missingColon(let token): "\(token.debugDescription) is not kind:name"
      case .unknownKind(let token):
        "\(token.debugDescription) has an unknown kind (push, sheet, pageSheet, formSheet, fullScreenCover, overFullScreen, currentContext, overCurrentContext, popover, popup)"
      case .emptyName(let token): "\(token.debugDescription) has no name"
      case .invalidStack(let text, let error): "\(text.debugDescription) is not a valid stack: \(error)"
      }
    }
  }

  /// The presentation each kind stands for (a popover is anchored on a `source` anchor).
  static let presentations: [String: Presentation] = [
    "push": .push, "sheet": .sheet, "pageSheet": .modal(.pageSheet), "formSheet": .modal(.formSheet),
    "fullScreenCover": .fullScreenCover, "overFullScreen": .modal(.overFullScreen),
    "currentContext": .modal(.currentContext),
    "overCurrentContext": .modal(.overCurrentContext), "popover": .modal(.popover(PopoverAnchor("source"))),
    "popup": .popup(),
  ]

  /// Parses a stack; route ids are the names, so equal names in two stacks are the same route.
  static func parse(_ text: String) throws -> RouteStack<String> {
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    guard !trimmed.isEmpty, trimmed != "root" else { return RouteStack() }
    var routes: [Route<String>] = []
    for token in trimmed.split(separator: "/", omittingEmptySubsequences: false).map(String.init) {
      let parts = token.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
      guard parts.count == 2 else { throw ParseError.missingColon(token: token) }
      guard let presentation = presentations[parts[0]] else { throw ParseError.unknownKind(token: token) }
      guard !parts[1].isEmpty else { throw ParseError.emptyName(token: token) }
      routes.append(Route(parts[1], presentation: presentation, id: RouteID(parts[1])))
    }
    do {
      return try RouteStack(routes)
    } catch let error as RouteStackError {
      throw ParseError.invalidStack(text, error)
    }
  }
}
