import Testing

@testable import ModalStackCore
@testable import ModalStackTesting

@MainActor
@Suite struct InFlightStepTests {
  private func ticket(_ id: Int) -> TransitionStateMachine<Screen>.Ticket {
    TransitionStateMachine.Ticket(id: id, step: .dismiss(toLayer: 0, animated: true), presented: [], dismissed: [])
  }

  @Test func onlyTheStepInFlightCompletesAndOnlyOnce() {
    let clock = SimulatedClock()
    var timedOut = false
    var step = InFlightStep<Screen>()
    step.start(ticket(1), timeout: clock.schedule(after: .seconds(2)) { timedOut = true })
    let stale = step.complete(2)
    let completed = step.complete(1)
    let again = step.complete(1)
    #expect(stale == nil)
    #expect(completed == ticket(1))
    #expect(again == nil)  // reported twice
    #expect(step.ticket == nil)
    clock.advance(by: .seconds(3))
    #expect(!timedOut)  // completing cancelled the timeout
  }

  /// Starting a step forgets the one before: its timeout no longer fires, its completion no
  /// longer counts.
  @Test func startingAStepForgetsTheOneBeforeAndItsTimeout() {
    let clock = SimulatedClock()
    var firstTimedOut = false
    var secondTimedOut = false
    var step = InFlightStep<Screen>()
    step.start(ticket(1), timeout: clock.schedule(after: .seconds(2)) { firstTimedOut = true })
    step.start(ticket(2), timeout: clock.schedule(after: .seconds(2)) { secondTimedOut = true })
    let stale = step.complete(1)
    #expect(stale == nil)
    #expect(step.ticket == ticket(2))
    clock.advance(by: .seconds(3))
    #expect(!firstTimedOut)
    #expect(secondTimedOut)
  }

  @Test func cancellingForgetsTheStepAndItsTimeout() {
    let clock = SimulatedClock()
    var timedOut = false
    var step = InFlightStep<Screen>()
    step.start(ticket(1), timeout: clock.schedule(after: .seconds(2)) { timedOut = true })
    step.cancel()
    let late = step.complete(1)
    #expect(late == nil)  // the host went away: its completion no longer counts
    clock.advance(by: .seconds(3))
    #expect(!timedOut)
  }
}
