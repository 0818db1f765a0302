import Testing

@testable import ModalStackCore

/// Every ``RestorationError`` reads as its description wherever an app shows it, names what
/// failed (the decoder's account, the version, the coding path, the size) and says what to do.
@Suite struct RestorationErrorTests {
  @Test(arguments: RestorationErrorCase.allCases)
  func everyCaseNamesItsInputAndWhatToDo(_ errorCase: RestorationErrorCase) {
    ErrorRule.expect(errorCase)
  }
}

enum RestorationErrorCase: ErrorCases {
  case corrupted, unsupportedVersion, schemaMismatch, invalidStack, tooLarge

  init(_ error: RestorationError) {
    self =
      switch error {
      case .corrupted: .corrupted
      case .unsupportedVersion: .unsupportedVersion
      case .schemaMismatch: .schemaMismatch
      case .invalidStack: .invalidStack
      case .tooLarge: .tooLarge
      }
  }

  var sample: (error: RestorationError, input: String) {
    switch self {
    case .corrupted: (.corrupted("unexpected end of data"), "unexpected end of data")
    case .unsupportedVersion: (.unsupportedVersion(found: 9, supported: 1), "version 9")
    case .schemaMismatch:
      (.schemaMismatch(path: "routes.1.destination", detail: "no case lesson"), "routes.1.destination")
    case .invalidStack: (.invalidStack(.duplicateRouteID("a", screen: "settings")), "settings")
    case .tooLarge: (.tooLarge(bytes: 9_000_000, limit: 1_000_000), "9000000 bytes")
    }
  }
}
