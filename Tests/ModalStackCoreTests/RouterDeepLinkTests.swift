import Foundation
import ModalStackCore
import ModalStackTesting
import Testing

@MainActor
@Suite struct RouterDeepLinkTests {
  private func harness(attach: Bool = true) throws -> Harness {
    let harness = Harness(attach: attach)
    harness.router.deepLinks = try DeepLinkMapTests.map()
    return harness
  }

  @Test func aLinkOpensOnTopOfAnOpenModal() async throws {
    let harness = try harness()
    try harness.router.present(.settings, as: .sheet)
    await harness.host.settle()
    try harness.router.open("myapp://learn/42")
    await harness.host.settle()
    #expect(harness.router.presented.description == "root ▸ sheet(settings) ▸ cover(learn 42)")
    #expect(harness.events.contains { if case .didPresent(let route, .deepLink) = $0 { route.destination == .learn(42) } else { false } })
  }

  @Test func replaceStackPlacement() async throws {
    let harness = try harness()
    try await harness.presentLayers(3)
    try harness.router.open("https://example.com/welcome")
    await harness.host.settle()
    #expect(harness.router.presented.description == "root ▸ sheet(popup welcome)")
  }

  @Test func reuseExistingDismissesDownToAnEqualRoute() async throws {
    let harness = try harness()
    try harness.router.present(.settings, as: .sheet)
    try harness.router.present(.learn(1), as: .fullScreenCover)
    try harness.router.present(.learn(2), as: .fullScreenCover)
    await harness.host.settle()
    try harness.router.open("myapp://settings/notifications")
    await harness.host.settle()
    #expect(harness.router.presented.description == "root ▸ sheet(settings)")
    harness.router.dismissAll()
    try harness.router.open("myapp://settings")
    await harness.host.settle()
    #expect(harness.router.presented.description == "root ▸ sheet(settings)")  // none to reuse: on top
  }

  @Test func badLinksChangeNothing() async throws {
    let harness = try harness()
    try harness.router.present(.settings, as: .sheet)
    let before = harness.router.stack
    #expect(throws: DeepLinkError.malformedURL("")) { try harness.router.open("") }
    #expect(throws: DeepLinkError.self) { try harness.router.open("myapp://learn/x") }
    #expect(throws: DeepLinkError.self) { try harness.router.open("myapp://nowhere") }
    #expect(harness.router.stack == before)
    let bare = Router<Screen>(scheduler: harness.clock)
    #expect(throws: DeepLinkError.noMap(URL(string: "myapp://learn/1")!)) { try bare.open("myapp://learn/1") }
  }

  @Test func aBurstOfOneHundredLinksBeforeAHostStacksThemAllInOrder() async throws {
    let harness = try harness(attach: false)
    let router = harness.router
    // Cold start: a notification delegate on another thread delivers 100 links within one tick.
    await Task.detached {
      for index in 1...100 { router.send(.open(URL(string: "myapp://learn/\(index)")!)) }
    }.value
    for _ in 0..<50 { await Task.yield() }
    router.attach(harness.host)
    await harness.host.settle()
    #expect(router.presented.routes.map(\.destination) == (1...100).map { Screen.learn($0) })
    #expect(router.presented.layerCount == 101)
    #expect(harness.host.statistics.droppedCalls == 0)
    #expect(harness.host.violations.isEmpty)
  }

  @Test func aFailedSentLinkIsAnEvent() async throws {
    let harness = try harness()
    harness.router.send(.open(URL(string: "myapp://nowhere")!))
    await harness.host.settle()
    #expect(harness.events.contains(.deepLinkFailed(.noMatch(URL(string: "myapp://nowhere")!))))
  }
}
