@testable import ModalStackCore
import Testing

@Suite struct HostEventTests {
  typealias Event = HostEvent<Screen>

  private static func name(_ input: TransitionQueue<Screen>.Input?) -> String {
    switch input {
    case .userDismissBegan("a"): "began a"
    case .userDismissCancelled("a"): "cancelled a"
    case .userDismissed("a"): "dismissed a"
    case .userChangedPath(layer: 1, path: []): "path of layer 1 emptied"
    case nil: "nil"
    default: "other"
    }
  }

  @Test func theUsersInteractionsAndRemovalsGoToTheQueue() {
    #expect(Self.name(Event.userDismissBegan("a").queueInput) == "began a")
    #expect(Self.name(Event.userDismissCancelled("a").queueInput) == "cancelled a")
    #expect(Self.name(Event.userDismissed("a", reason: .tapOutside).queueInput) == "dismissed a")
    #expect(Self.name(Event.userChangedPath(layer: 1, path: []).queueInput) == "path of layer 1 emptied")
  }

  @Test func attemptsAndAClosedWindowAreTheRoutersOwn() {
    #expect(Event.dismissAttempted("a", reason: .interactive).queueInput == nil)
    #expect(Event.windowClosed.queueInput == nil)
  }
}
