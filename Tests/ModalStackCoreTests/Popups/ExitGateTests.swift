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
}
