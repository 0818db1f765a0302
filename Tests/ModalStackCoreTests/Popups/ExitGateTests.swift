import Testing

@testable import ModalStackCore

@MainActor
@Suite(.timeLimit(.minutes(1))) struct ExitGateTests {
  /// The view went away first, then the animation reports: the waiter is resumed once (a second
  /// resume of a checked continuation would trap).
  @Test func theFirstOpenResumesAndLaterOnesAreHarmless() async {
    let gate = ExitGate()
    await withCheckedContinuation { continuation in
      gate.wait(continuation)
      gate.open()
      gate.open()
    }
    gate.open()
  }

  /// A second exit started before the first one reported (the popup dismissed again) resumes
  /// the first waiter: no exit waits forever.
  @Test func aSecondWaitResumesTheFirst() async {
    let gate = ExitGate()
    var second: Task<Void, Never>?
    await withCheckedContinuation { first in
      gate.wait(first)
      second = Task { @MainActor in await withCheckedContinuation { gate.wait($0) } }
    }
    // Only the second wait could have resumed the first; the second waits for its own open.
    gate.open()
    await second?.value
  }
}
