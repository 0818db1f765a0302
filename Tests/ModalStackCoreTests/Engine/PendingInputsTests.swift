import Testing

@testable import ModalStackCore

@Suite struct PendingInputsTests {
  typealias Inputs = PendingInputs<Screen>

  @Test func onlyTheFirstChangeInATurnSchedulesAFeed() {
    var pending = Inputs()
    let first = pending.targetChanged()
    let second = pending.targetChanged()
    pending.add(nil)
    let afterTheFeed = pending.targetChanged()
    #expect(first)
    #expect(!second)
    #expect(afterTheFeed)
  }

  @Test func theTargetComesBeforeAUserRemovalButAfterAnInteractionBegins() {
    var pending = Inputs()
    _ = pending.targetChanged()
    pending.add(.host(.userDismissed("a", reason: .interactive)))
    #expect(Self.name(Self.take(&pending)) == "targetChanged")
    #expect(Self.name(Self.take(&pending)) == "userDismissed")
    _ = pending.targetChanged()
    pending.add(.host(.userDismissBegan("a")))
    #expect(Self.name(Self.take(&pending)) == "userDismissBegan")
    #expect(Self.name(Self.take(&pending)) == "targetChanged")
    #expect(pending.isEmpty)
  }

  private static func take(_ pending: inout Inputs) -> TransitionStateMachine<Screen>.Input? {
    defer { if !pending.isEmpty { pending.removeFirst() } }
    return pending.first
  }

  private static func name(_ input: TransitionStateMachine<Screen>.Input?) -> String {
    switch input {
    case .targetChanged: "targetChanged"
    case .host(.userDismissed): "userDismissed"
    case .host(.userDismissBegan): "userDismissBegan"
    case nil: "nil"
    default: "other"
    }
  }
}
