import ModalStackTesting
import Testing

@testable import ModalStackCore

/// `@State private var router = Router<Screen>(…)` evaluates its initial value on every init of
/// the view that owns it, and SwiftUI keeps the first for the view's lifetime (Apple, `State`:
/// "A State property always instantiates its default value when SwiftUI instantiates the view";
/// `State.init(wrappedValue:)`: the storage is initialised "only once for each container
/// instance"). So making a router must leave nothing behind.
@MainActor
@Suite struct RouterLifetimeTests {
  @Test func aRouterMadeAndDroppedLeavesNothingBehind() async {
    let clock = SimulatedClock()
    var links = DeepLinkMap<Screen>()
    links.add("/lesson/:id", presentation: .sheet) { .learn(try $0.value("id")) }
    weak var dropped: Router<Screen>?
    var inbox: AsyncStream<RouterCommand<Screen>>.Continuation?
    do {
      let router = Router(deepLinks: links, scheduler: clock)
      dropped = router
      inbox = router.inbox.commands
      #expect(dropped != nil)
    }
    #expect(dropped == nil)  // nothing it started holds it
    #expect(clock.nextEventTime == nil)  // and nothing of it is scheduled
    // Its command loop ended with it: a command sent on what it left is refused, not kept.
    let late = inbox?.yield(.dismissAll)
    #expect(late.map { if case .terminated = $0 { true } else { false } } == true)
  }
}
