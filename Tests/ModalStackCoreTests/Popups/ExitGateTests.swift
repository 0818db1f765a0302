import Testing

@testable import ModalStackCore

@MainActor
@Suite struct ExitGateTests {
  @Test func theFirstOpenResumesAndLaterOnesAreHarmless() async {
    let gate = ExitGate()
    let waiter = Task { @MainActor in
      await withCheckedContinuation { gate.wait($0) }
      return true
    }
    while !gate.isWaiting { await Task.yield() }
    gate.open()  // the view went away first
    gate.open()  // then the animation reports: nothing to resume twice
    #expect(await waiter.value)
    #expect(!gate.isWaiting)
  }

  /// A second exit started before the first one reported (the popup dismissed again) resumes
  /// the first waiter: no exit waits forever.
  @Test func aSecondWaitResumesTheFirst() async {
    let gate = ExitGate()
    let firstResumed = Flag()
    let first = Task { @MainActor in
      await withCheckedContinuation { gate.wait($0) }
      firstResumed.isSet = true
    }
    while !gate.isWaiting { await Task.yield() }
    let second = Task { @MainActor in await withCheckedContinuation { gate.wait($0) } }
    await yieldWhile({ !firstResumed.isSet }, atMost: 1_000)
    #expect(firstResumed.isSet)
    gate.open()
    await second.value
    #expect(!gate.isWaiting)
    if firstResumed.isSet { await first.value }
  }
}

@MainActor
private final class Flag {
  var isSet = false
}
