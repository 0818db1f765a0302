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
    #expect(name(DismissAttempt(route(.allowed), reason: .interactive, ownHandler: nil, routerWide: nil)) == "dismiss")
    #expect(
      name(DismissAttempt(route(.blocked), reason: .interactive, ownHandler: { _ in true }, routerWide: nil))
        == "blocked")
    #expect(name(DismissAttempt(route(.confirm), reason: .interactive, ownHandler: nil, routerWide: nil)) == "blocked")
    #expect(
      name(DismissAttempt(route(.confirm), reason: .interactive, ownHandler: nil, routerWide: { _, _ in true }))
        == "ask")
  }

  @Test func theRoutesOwnHandlerWinsOverTheRoutersOne() async {
    let attempt = DismissAttempt(
      route(.confirm), reason: .interactive, ownHandler: { _ in false }, routerWide: { _, _ in true })
    guard case .ask(let handler) = attempt else {
      Issue.record("expected the app to be asked")
      return
    }
    #expect(await handler(.interactive) == false)
  }

  @Test func aViewsOwnDismissIsNotBlockedButStillAsks() {
    // A blocked route stops the user's swipes, not the app's own way out of it.
    #expect(
      name(DismissAttempt(route(.blocked), reason: .dismissAction, ownHandler: nil, routerWide: nil)) == "dismiss")
    #expect(
      name(DismissAttempt(route(.confirm), reason: .dismissAction, ownHandler: nil, routerWide: nil)) == "dismiss")
    #expect(
      name(DismissAttempt(route(.confirm), reason: .dismissAction, ownHandler: { _ in true }, routerWide: nil)) == "ask"
    )
    #expect(
      name(DismissAttempt(route(.confirm), reason: .dismissAction, ownHandler: nil, routerWide: { _, _ in true }))
        == "ask")
  }
}
