import Testing

@testable import ModalStackCore

/// Each waiter runs in a task of its own and is watched a bounded number of turns, so a gate that
/// does not resume fails the test instead of hanging the run.
@MainActor
@Suite struct ExitGateTests {
  @Test func theFirstOpenResumesAndLaterOnesAreHarmless() async {
    let gate = ExitGate()
    let resumed = Flag()
    let waiter = Task { @MainActor in
      await withCheckedContinuation { gate.wait($0) }
      resumed.isSet = true
    }
    await yieldWhile({ !resumed.isSet }, atMost: 100)
    #expect(!resumed.isSet)  // it waits until opened
    gate.open()  // the view went away first
    gate.open()  // then the animation reports: nothing to resume twice
    await yieldWhile({ !resumed.isSet }, atMost: 1_000)
    #expect(resumed.isSet)
    if resumed.isSet { await waiter.value }
  }

  /// A second exit started before the first one reported (the popup dismissed again) resumes
  /// the first waiter: no exit waits forever.
  @Test func aSecondWaitResumesTheFirst() async {
    let gate = ExitGate()
    let (firstResumed, secondResumed) = (Flag(), Flag())
    let first = Task { @MainActor in
      await withCheckedContinuation { gate.wait($0) }
      firstResumed.isSet = true
    }
    await yieldWhile({ !firstResumed.isSet }, atMost: 100)
    #expect(!firstResumed.isSet)
    let second = Task { @MainActor in
      await withCheckedContinuation { gate.wait($0) }
      secondResumed.isSet = true
    }
    await yieldWhile({ !firstResumed.isSet }, atMost: 1_000)
    #expect(firstResumed.isSet && !secondResumed.isSet)
    gate.open()
    await yieldWhile({ !secondResumed.isSet }, atMost: 1_000)
    #expect(secondResumed.isSet)
    if firstResumed.isSet { await first.value }
    if secondResumed.isSet { await second.value }
  }
}

@MainActor
private final class Flag {
  var isSet = false
}
