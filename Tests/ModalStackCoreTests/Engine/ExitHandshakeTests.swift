import Testing

@testable import ModalStackCore
@testable import ModalStackTesting

/// Routes leave once every exit action has run, or when the limit is up: the late ones named.
@MainActor
@Suite struct ExitHandshakeTests {
  @Test func routesWithoutAnExitActionAreDoneAtOnce() {
    let clock = SimulatedClock()
    let finished = Finished()
    _ = ExitHandshake(
      actions: [("a", .programmatic, nil), ("b", .dismissAll, nil)], limit: .seconds(2), scheduler: clock
    ) { late in finished.late.append(late) }
    #expect(finished.late == [[]])
    clock.advance(by: .seconds(3))
    #expect(finished.late == [[]])  // once
  }

  @Test func anActionThatNeverEndsIsLateAtTheLimit() async {
    let clock = SimulatedClock()
    let finished = Finished()
    _ = ExitHandshake(
      actions: [("a", .programmatic, nil), ("b", .programmatic, { _ in await clock.sleep(for: .seconds(3600)) })],
      limit: .seconds(2), scheduler: clock
    ) { late in finished.late.append(late) }
    #expect(finished.late.isEmpty)
    clock.advance(by: .seconds(2))
    #expect(finished.late == [["b"]])
  }
}

@MainActor
private final class Finished {
  var late: [Set<RouteID>] = []
}
