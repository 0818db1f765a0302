import ModalStackCore
import ModalStackTesting
import Testing

@MainActor
@Suite struct SimulatedClockTests {
  @Test func actionsRunInTimeThenSchedulingOrder() {
    let clock = SimulatedClock()
    var order: [String] = []
    clock.schedule(after: .seconds(2)) { order.append("b") }
    clock.schedule(after: .seconds(1)) { order.append("a") }
    clock.schedule(after: .seconds(2)) { order.append("c") }
    clock.advance(by: .seconds(3))
    #expect(order == ["a", "b", "c"])
    #expect(clock.now == .seconds(3))
  }

  @Test func cancelledActionsNeverRun() {
    let clock = SimulatedClock()
    var ran = false
    clock.schedule(after: .seconds(1)) { ran = true }.cancel()
    clock.advance(by: .seconds(2))
    #expect(!ran)
    #expect(clock.nextEventTime == nil)
  }

  @Test func sleepResumesWhenTimeArrives() async {
    let clock = SimulatedClock()
    let task = Task { @MainActor in
      await clock.sleep(for: .milliseconds(250))
      return clock.now
    }
    for _ in 0..<8 { await Task.yield() }
    #expect(clock.nextEventTime == .milliseconds(250))
    clock.runNext()
    #expect(await task.value == .milliseconds(250))
  }
}
