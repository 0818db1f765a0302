import Testing

@testable import ModalStackCore

@Suite struct HostEventMachineInputTests {
  typealias Event = HostEvent<Screen>

  private static func name(_ input: TransitionStateMachine<Screen>.Input?) -> String {
    switch input {
    case .userDismissBegan("a"): "began a"
    case .userDismissCancelled("a"): "cancelled a"
    case .userDismissed("a", reason: .tapOutside): "dismissed a"
    case .userChangedPath(layer: 1, path: []): "path of layer 1 emptied"
    case .alertAnswered("a", AlertResponse(button: .cancel(), texts: [])): "answered a"
    case nil: "nil"
    default: "other"
    }
  }

  @Test func theUsersInteractionsAndRemovalsGoToTheQueue() {
    #expect(Self.name(Event.userDismissBegan("a").machineInput) == "began a")
    #expect(Self.name(Event.userDismissCancelled("a").machineInput) == "cancelled a")
    #expect(Self.name(Event.userDismissed("a", reason: .tapOutside).machineInput) == "dismissed a")
    #expect(Self.name(Event.userChangedPath(layer: 1, path: []).machineInput) == "path of layer 1 emptied")
    // The answer goes to the machine with the removal: it tells the app once the alert has left.
    #expect(
      Self.name(Event.alertAnswered("a", AlertResponse(button: .cancel(), texts: [])).machineInput) == "answered a")
  }

  @Test func attemptsAndAClosedWindowAreTheRoutersOwn() {
    #expect(Event.dismissAttempted("a", reason: .interactive).machineInput == nil)
    #expect(Event.windowClosed.machineInput == nil)
  }
}
