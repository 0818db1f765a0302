import Testing

@testable import ModalStackCore

/// The scheduler apps get by default, on the real clock: short real delays, and no assertion on
/// how long anything took, only on what ran.
@MainActor
@Suite struct ClockSchedulerTests {
  /// Waits (on the real clock, a few seconds at most) until `condition` holds.
  private func waitUntil(_ condition: () -> Bool) async throws {
    for _ in 0..<500 where !condition() { try await Task.sleep(for: .milliseconds(10)) }
  }

  @Test func aScheduledActionRuns() async throws {
    let scheduler = ClockScheduler()
    var ran = false
    scheduler.schedule(after: .milliseconds(5)) { ran = true }
    try await waitUntil { ran }
    #expect(ran)
  }

  @Test func aCancelledActionNeverRuns() async throws {
    let scheduler = ClockScheduler()
    var order: [String] = []
    let cancelled = scheduler.schedule(after: .milliseconds(5)) { order.append("cancelled") }
    scheduler.schedule(after: .milliseconds(100)) { order.append("later") }
    cancelled.cancel()
    try await waitUntil { order.contains("later") }
    #expect(order == ["later"])
  }

  @Test func cancellingAfterTheActionRanIsHarmless() async throws {
    let scheduler = ClockScheduler()
    var runs = 0
    let action = scheduler.schedule(after: .milliseconds(5)) { runs += 1 }
    try await waitUntil { runs > 0 }
    action.cancel()
    action.cancel()
    #expect(runs == 1)
  }
}
