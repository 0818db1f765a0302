import Foundation
import ModalStackTesting
import Testing

@testable import ModalStackCore

/// Presenting stacks every time by default; `once:` and the `onTopOnce` placement show a screen
/// at most once.
@MainActor
@Suite struct PresentOnceTests {
  let harness = Harness()

  @Test func byDefaultTheSameScreenStacksTwice() async throws {
    let first = try harness.router.present(.learn(1))
    let second = try harness.router.present(.learn(1))
    #expect(first != second)
    await harness.host.settle()
    #expect(harness.router.presented.count == 2)
  }

  @Test func onceOnTopReturnsTheRouteOnTopAndPresentsNothing() async throws {
    let first = try harness.router.present(.learn(1), once: .ifOnTop)
    let again = try harness.router.present(.learn(1), as: .fullScreenCover, once: .ifOnTop)
    #expect(again == first)
    await harness.host.settle()
    #expect(harness.router.presented.routes.map(\.id) == [first])
    // Not on top any more: it is presented again.
    try harness.router.present(.settings)
    let third = try harness.router.present(.learn(1), once: .ifOnTop)
    #expect(third != first)
  }

  @Test func onceAnywhereFindsTheTopmostEqualRouteAndChangesNothing() async throws {
    let lower = try harness.router.present(.learn(1))
    try harness.router.present(.settings)
    let upper = try harness.router.present(.learn(1), as: .push)
    try harness.router.present(.profile("x"))
    await harness.host.settle()
    let before = harness.router.stack
    #expect(try harness.router.present(.learn(1), once: .ifAnywhere) == upper)
    #expect(upper != lower)
    #expect(harness.router.stack == before)
    #expect(try harness.router.present(.learn(2), once: .ifAnywhere) != upper)  // absent: presented
  }

  @Test func aLinkWithTheOnceOnTopPlacementOpensItsScreenOnce() async throws {
    var links = DeepLinkMap<Screen>()
    links.add("/learn/:id", presentation: .sheet, placement: .onTopOnce) { .learn(try $0.value("id", as: Int.self)) }
    harness.router.deepLinks = links
    let first = try harness.router.open(URL(string: "myapp://learn/5")!)
    let second = try harness.router.open(URL(string: "myapp://learn/5")!)
    #expect(second == first)
    try harness.router.open(URL(string: "myapp://learn/6")!)
    await harness.host.settle()
    #expect(harness.router.presented.routes.map(\.destination) == [.learn(5), .learn(6)])
  }

  @Test func aSentCommandCanAskForOnce() async throws {
    harness.router.send(.present(.learn(1), .sheet, once: .ifOnTop))
    harness.router.send(.present(.learn(1), .sheet, once: .ifOnTop))
    for _ in 0..<100 { await Task.yield() }
    await harness.host.settle()
    #expect(harness.router.presented.count == 1)
  }
}
