@testable import ModalStackCore
import ModalStackTesting
import Testing

@MainActor
@Suite struct WindowSessionTests {
  let clock = SimulatedClock()

  private func session() -> (SimulatedHost<String>, WindowSession<String, String>) {
    let host = SimulatedHost<String>(clock: clock)
    return (host, WindowSession(host: host))
  }

  @Test func aRecreatedRootWithTheSameRouterJoinsAndSupplies() throws {
    let (_, session) = session()
    let router = Router<String>(scheduler: clock)
    #expect(session.rootAppeared(1, router: router, supplying: "first") == .attach)
    #expect(session.rootAppeared(2, router: router, supplying: "second") == .join)
    session.rootDisappeared(1)
    #expect(session.supply == "second")
    #expect(session.router === router)
  }

  @Test func aNewRouterTakesTheWindowOnceTheOldOnesLayersAreGone() async throws {
    let (host, session) = session()
    let signedIn = Router<String>(scheduler: clock)
    session.rootAppeared(1, router: signedIn, supplying: "signed in")
    try signedIn.present("settings", as: .sheet)
    await host.settle()
    let signedOut = Router<String>(scheduler: clock)
    var refusals = 0
    let subscription = signedOut.observe { if case .attachRefused = $0 { refusals += 1 } }
    defer { subscription.cancel() }
    #expect(session.rootAppeared(2, router: signedOut, supplying: "signed out") == .refuse(.windowHasAnotherRouter))
    #expect(session.rootAppeared(2, router: signedOut, supplying: "signed out") == .stillRefused)
    #expect(refusals == 1)
    signedIn.dismissAll()
    await host.settle()
    session.rootDisappeared(1)
    #expect(session.rootAppeared(2, router: signedOut, supplying: "signed out") == .takeOver)
    #expect(session.router === signedOut)
    try signedOut.present("login help", as: .sheet)
    await host.settle()
    #expect(signedOut.presented.description == "root ▸ sheet(login help)")
  }

  @Test func aRouterThatDrivesAnotherWindowIsRefused() throws {
    let (_, session) = session()
    let router = Router<String>(scheduler: clock)
    try router.attach(SimulatedHost<String>(clock: clock))
    #expect(session.rootAppeared(1, router: router, supplying: "x") == .refuse(.routerDrivesAnotherWindow))
    #expect(session.router == nil)
  }
}
