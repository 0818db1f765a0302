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
    step.start(ticket(1))
    step.setTimeLimit(clock.schedule(after: .seconds(2)) { timedOut = true }, for: 1)
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

  /// The engine sets the time limit after handing the step over, so a step the host completed at
  /// once gets none, and a later step never gets an earlier one's.
  @Test func aTimeLimitIsSetOnlyForTheStepStillInFlight() {
    let clock = SimulatedClock()
    var step = InFlightStep<Screen>()
    step.start(ticket(1))
    _ = step.complete(1)
    #expect(!step.needsTimeLimit(1))
    var lateFired = false
    step.setTimeLimit(clock.schedule(after: .seconds(2)) { lateFired = true }, for: 1)
    step.start(ticket(2))
    #expect(!step.needsTimeLimit(1))
    #expect(step.needsTimeLimit(2))
    var timedOut = false
    var secondFired = false
    step.setTimeLimit(clock.schedule(after: .seconds(2)) { timedOut = true }, for: 2)
    #expect(!step.needsTimeLimit(2))
    step.setTimeLimit(clock.schedule(after: .seconds(2)) { secondFired = true }, for: 2)
    clock.advance(by: .seconds(3))
    #expect(timedOut)
    #expect(!lateFired)  // set for a step no longer in flight: cancelled
    #expect(!secondFired)  // the step already had one: cancelled
  }

  @Test func cancellingForgetsTheStepAndItsTimeout() {
    let clock = SimulatedClock()
    var timedOut = false
    var step = InFlightStep<Screen>()
    step.start(ticket(1))
    step.setTimeLimit(clock.schedule(after: .seconds(2)) { timedOut = true }, for: 1)
    step.cancel()
    let late = step.complete(1)
    #expect(late == nil)  // the host went away: its completion no longer counts
    clock.advance(by: .seconds(3))
    #expect(!timedOut)
  }
}
