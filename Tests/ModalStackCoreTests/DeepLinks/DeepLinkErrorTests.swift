import Testing

@testable import ModalStackCore

/// Every ``DeepLinkError`` reads as its description wherever an app shows it, names the link as
/// the app received it (or the pattern, or the route) and says what to do; so does each rule a
/// ``LinkRefusal`` can name.
@Suite struct DeepLinkErrorTests {
  @Test(arguments: DeepLinkErrorCase.allCases)
  func everyCaseNamesItsInputAndWhatToDo(_ errorCase: DeepLinkErrorCase) {
    ErrorRule.expect(errorCase)
  }
}

enum DeepLinkErrorCase: ErrorCases {
  case malformedURL, noMatch, invalidHost, invalidParameter, invalidPattern, rejected, noMap, refused
  case blockedByOrigin, blockedByParameter, declined, noConfirmationHandler, confirmationPending, routeLimit
  case timedOut, superseded, notPrintable

  init(_ error: DeepLinkError) {
    self =
      switch error {
      case .malformedURL: .malformedURL
      case .noMatch: .noMatch
      case .invalidHost: .invalidHost
      case .invalidParameter: .invalidParameter
      case .invalidPattern: .invalidPattern
      case .rejected: .rejected
      case .noMap: .noMap
      case .refused: .refused
      case .blocked(let refusal):
        switch refusal.rule {
        case .origin: .blockedByOrigin
        case .parameter: .blockedByParameter
        case .declined: .declined
        case .noConfirmationHandler: .noConfirmationHandler
        case .confirmationPending: .confirmationPending
        case .routeLimit: .routeLimit
        }
      case .timedOut: .timedOut
      case .superseded: .superseded
      case .notPrintable: .notPrintable
      }
  }

  var sample: (error: DeepLinkError, input: String) {
    let link = "myapp://wallet?amount=-1"
    func blocked(_ rule: LinkRefusal.Rule) -> (error: DeepLinkError, input: String) {
      (.blocked(LinkRefusal(link: link, origin: .notification, pattern: "/wallet", rule: rule)), link)
    }
    return switch self {
    case .malformedURL: (.malformedURL("myapp://%%"), "\"myapp://%%\"")
    case .noMatch: (.noMatch(link), link)
    case .invalidHost: (.invalidHost("wa%20llet", url: "myapp://wa%20llet"), "myapp://wa%20llet")
    case .invalidParameter: (.invalidParameter(name: "amount", value: "-1", url: link), "amount=\"-1\" in \(link)")
    case .invalidPattern: (.invalidPattern("/wallet/:", reason: "an empty parameter name"), "\"/wallet/:\"")
    case .rejected: (.rejected(link, .duplicateRouteID("wallet", screen: "wallet")), link)
    case .noMap: (.noMap(link), link)
    case .refused: (.refused(link, reason: "signed out"), link)
    case .blockedByOrigin: blocked(.origin(.appOnly))
    case .blockedByParameter: blocked(.parameter(name: "amount", value: "-1", .outOfRange("1...10000")))
    case .declined: blocked(.declined)
    case .noConfirmationHandler: blocked(.noConfirmationHandler)
    case .confirmationPending: blocked(.confirmationPending)
    case .routeLimit: blocked(.routeLimit(20))
    case .timedOut: (.timedOut(link, after: .seconds(10)), link)
    case .superseded: (.superseded(link), link)
    case .notPrintable: (.notPrintable("settings"), "settings")
    }
  }
}
