import Testing

@testable import ModalStackCore

/// Every ``HostAttachError`` reads as its description wherever an app shows it, names the window
/// or router it is about and says what to do.
@Suite struct HostAttachErrorTests {
  @Test(arguments: HostAttachErrorCase.allCases)
  func everyCaseNamesItsInputAndWhatToDo(_ errorCase: HostAttachErrorCase) {
    ErrorRule.expect(errorCase)
  }
}

enum HostAttachErrorCase: ErrorCases {
  case routerDrivesAnotherWindow, windowHasAnotherRouter

  init(_ error: HostAttachError) {
    self =
      switch error {
      case .routerDrivesAnotherWindow: .routerDrivesAnotherWindow
      case .windowHasAnotherRouter: .windowHasAnotherRouter
      }
  }

  var sample: (error: HostAttachError, input: String) {
    switch self {
    case .routerDrivesAnotherWindow: (.routerDrivesAnotherWindow, "another open window")
    case .windowHasAnotherRouter: (.windowHasAnotherRouter, "this window")
    }
  }
}
