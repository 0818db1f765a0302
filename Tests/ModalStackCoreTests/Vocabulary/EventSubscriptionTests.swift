import ModalStackCore
import ModalStackTesting
import Testing

@MainActor
@Suite struct EventSubscriptionTests {
  @Test func aHandlerStopsWhenItsSubscriptionIsCancelledOrReleased() async throws {
    let harness = Harness()
    let heard = EventRecorder()
    let kept = harness.router.observe { heard.events.append($0) }
    var released: EventSubscription? = harness.router.observe { heard.events.append($0) }
    try harness.router.present(.settings, as: .sheet)
    await harness.host.settle()
    #expect(heard.events.count == 2 * 2)  // willPresent and didPresent, heard twice
    released = nil
    harness.router.dismissAll()
    await harness.host.settle()
    #expect(heard.events.count == 4 + 2)  // only the held subscription heard the dismissal
    kept.cancel()
    try harness.router.present(.settings, as: .sheet)
    await harness.host.settle()
    #expect(heard.events.count == 6)
    #expect(released == nil)
  }
}
