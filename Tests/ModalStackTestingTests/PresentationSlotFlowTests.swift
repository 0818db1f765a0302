import ModalStackCore
import ModalStackTesting
import Testing

/// One presentation per item without SwiftUI, through the public API only: what a UIKit
/// coordinator or a view model writes, tested on the simulated UIKit.
@MainActor
@Suite struct PresentationSlotFlowTests {
  /// A coordinator holding one optional lesson, as a UIKit app would.
  @MainActor final class Coordinator {
    let router: Router<Screen>
    private(set) var cleared = 0
    private lazy var slot = PresentationSlot(router: router) { [weak self] _ in
      self?.cleared += 1
      self?.lesson = nil
    }
    var lesson: Int? {
      didSet { _ = try? slot.update(lesson, id: \.self, presentation: { _ in .sheet }, destination: { .lesson($0) }) }
    }
    var routeID: RouteID? { slot.routeID }

    init(router: Router<Screen>) { self.router = router }
  }

  @Test func eachRuleOfTheSlotOnTheSimulatedUIKit() async throws {
    let test = NavigationTest<Screen>()
    let coordinator = Coordinator(router: test.router)

    coordinator.lesson = 1  // nil → item presents
    await test.settle()
    test.receive("didPresent sheet(lesson(1)) (programmatic)")
    let first = try #require(coordinator.routeID)

    coordinator.lesson = 1  // the same id again: nothing
    await test.settle()
    #expect(coordinator.routeID == first)
    #expect(test.calls.presents == 1)

    coordinator.lesson = 2  // another id replaces, in place: same style
    await test.settle()
    test.receive("didDismiss sheet(lesson(1)) (programmatic)", "didPresent sheet(lesson(2)) (programmatic)")
    test.expectStack("root ▸ sheet(lesson(2))")

    test.host.swipeDown()  // removed by the user: reported once, the item is nil
    await test.settle()
    test.receive("didDismiss sheet(lesson(2)) (interactive)")
    #expect(coordinator.lesson == nil)
    #expect(coordinator.cleared == 1)
    #expect(coordinator.routeID == nil)

    coordinator.lesson = 3
    await test.settle()
    test.receive("didPresent sheet(lesson(3)) (programmatic)")
    coordinator.lesson = nil  // item → nil dismisses, and nothing is reported back
    await test.settle()
    test.receive("didDismiss sheet(lesson(3)) (programmatic)")
    #expect(coordinator.cleared == 1)
    test.expectStack("root")
    test.finish()
  }

  @Test func aRemovalByTheRouterIsReportedOnceAndUpdateSaysWhatChanged() async throws {
    let test = NavigationTest<Screen>()
    var selection: Int? = 7
    var reports = 0
    let slot = PresentationSlot(router: test.router) { _ in
      reports += 1
      selection = nil
    }
    let change = try slot.update(
      selection, id: \.self, presentation: { _ in .fullScreenCover }, destination: { .lesson($0) })
    #expect(change == .presented(try #require(slot.routeID)))
    #expect(
      try slot.update(selection, id: \.self, presentation: { _ in .fullScreenCover }, destination: { .lesson($0) })
        == .none)
    await test.settle()
    test.receive("didPresent fullScreenCover(lesson(7)) (programmatic)")
    try test.send(.dismissAll)
    await test.settle()
    #expect(selection == nil)
    #expect(reports == 1)
    #expect(
      try slot.update(selection, id: \.self, presentation: { _ in .fullScreenCover }, destination: { .lesson($0) })
        == .none)
    test.receive("didDismiss fullScreenCover(lesson(7)) (dismissAll)")
    test.finish()
  }
}
