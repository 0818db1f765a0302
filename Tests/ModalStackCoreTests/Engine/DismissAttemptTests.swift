import Testing

@testable import ModalStackCore

@MainActor
@Suite struct DismissAttemptTests {
  private func route(_ policy: DismissPolicy) -> Route<Screen> {
    Route(.settings, presentation: .sheet(detents: [.large], dismissPolicy: policy), id: "r")
  }

  private func name(_ attempt: DismissAttempt<Screen>) -> String {
    switch attempt {
    case .dismiss: "dismiss"
    case .blocked: "blocked"
    case .ask: "ask"
    }
  }

  @Test func eachPolicyDecides() {
    #expect(name(DismissAttempt(route(.allowed), ownHandler: nil, routerWide: nil)) == "dismiss")
    #expect(name(DismissAttempt(route(.blocked), ownHandler: { _ in true }, routerWide: nil)) == "blocked")
    #expect(name(DismissAttempt(route(.confirm), ownHandler: nil, routerWide: nil)) == "blocked")
    #expect(name(DismissAttempt(route(.confirm), ownHandler: nil, routerWide: { _, _ in true })) == "ask")
  }

  @Test func theRoutesOwnHandlerWinsOverTheRoutersOne() async {
    let attempt = DismissAttempt(route(.confirm), ownHandler: { _ in false }, routerWide: { _, _ in true })
    guard case .ask(let handler) = attempt else {
      Issue.record("expected the app to be asked")
      return
    }
    #expect(await handler(.interactive) == false)
  }
}
