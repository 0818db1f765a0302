import Testing

@testable import ModalStackCore

/// Every ``AlertActionError`` reads as its description wherever an app shows it, names the
/// button and the action's type, and says what to do.
@Suite struct AlertActionErrorTests {
  @Test(arguments: AlertActionErrorCase.allCases)
  func everyCaseNamesItsInputAndWhatToDo(_ errorCase: AlertActionErrorCase) {
    ErrorRule.expect(errorCase)
  }
}

enum AlertActionErrorCase: ErrorCases {
  case notEncodable, notDecodable

  init(_ error: AlertActionError) {
    self =
      switch error {
      case .notEncodable: .notEncodable
      case .notDecodable: .notDecodable
      }
  }

  var sample: (error: AlertActionError, input: String) {
    switch self {
    case .notEncodable: (.notEncodable(button: "Delete", type: "Action"), "\"Delete\"")
    case .notDecodable: (.notDecodable(button: "Delete", type: "Action"), "\"Delete\"")
    }
  }
}
