import Testing

@testable import ModalStackCore

/// The handle every scheduler returns.
@MainActor
@Suite struct SchedulerTests {
  /// Cancelling runs the scheduler's cancel once, however often the app calls it: a scheduler's
  /// own cancel (any closure, the protocol is public) need not be safe to run twice.
  @Test func aHandleCancelsOnceHoweverOftenItIsCalled() {
    final class Count { var value = 0 }
    let count = Count()
    let handle = ScheduledAction { count.value += 1 }
    handle.cancel()
    handle.cancel()
    #expect(count.value == 1)
  }
}
