import Testing

@testable import ModalStackCore

/// Every ``PopupQueueError`` reads as its description wherever an app shows it, names the input
/// it refuses and says what to do.
@Suite struct PopupQueueErrorTests {
  @Test(arguments: PopupQueueErrorCase.allCases)
  func everyCaseNamesItsInputAndWhatToDo(_ errorCase: PopupQueueErrorCase) {
    ErrorRule.expect(errorCase)
  }
}

enum PopupQueueErrorCase: ErrorCases {
  case priorityOutOfRange, invalidLifetime, nothingWaitsToBeAsked

  init(_ error: PopupQueueError) {
    self =
      switch error {
      case .priorityOutOfRange: .priorityOutOfRange
      case .invalidLifetime: .invalidLifetime
      case .nothingWaitsToBeAsked: .nothingWaitsToBeAsked
      }
  }

  var sample: (error: PopupQueueError, input: String) {
    switch self {
    case .priorityOutOfRange: (.priorityOutOfRange(1_000), "priority 1000")
    case .invalidLifetime: (.invalidLifetime(.seconds(-1)), "lifetime \(Duration.seconds(-1))")
    case .nothingWaitsToBeAsked: (.nothingWaitsToBeAsked, ".whenAsked")
    }
  }
}
