import ModalStackTesting
import Testing

@testable import ModalStackCore

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
    // The refused root waited on screen: it took the window when the owner's layers went.
    #expect(session.router === signedOut)
    session.rootDisappeared(1)
    #expect(session.rootAppeared(2, router: signedOut, supplying: "signed out") == .join)
    try signedOut.present("login help", as: .sheet)
    await host.settle()
    #expect(signedOut.presented.description == "root ▸ sheet(login help)")
  }

  @Test func aRefusedRootTakesTheWindowWhenTheUserSwipesTheSheetAwayWithoutAppearingAgain() async throws {
    let (host, session) = session()
    let signedIn = Router<String>(scheduler: clock)
    session.rootAppeared(1, router: signedIn, supplying: "signed in")
    try signedIn.present("settings", as: .sheet)
    await host.settle()
    // Sign-out from the sheet: the app shows a login root with a new router under the sheet.
    let signedOut = Router<String>(scheduler: clock)
    var changes = 0
    session.onChange = { changes += 1 }
    #expect(session.rootAppeared(2, router: signedOut, supplying: "login") == .refuse(.windowHasAnotherRouter))
    session.rootDisappeared(1)
    #expect(session.rootsWaiting == [2])
    changes = 0
    // UIKit sends the root under a sheet no appearance callback when it goes.
    #expect(host.swipeDown() == .dismissed)
    await host.settle()
    #expect(session.router === signedOut)
    #expect(session.supply == "login")
    #expect(session.rootsWaiting.isEmpty)
    #expect(changes == 1)
    try signedOut.present("login help", as: .sheet)
    await host.settle()
    #expect(signedOut.presented.description == "root ▸ sheet(login help)")
  }

  @Test func aRefusedRootThatLeftTheScreenDoesNotTakeTheWindow() async throws {
    let (host, session) = session()
    let owner = Router<String>(scheduler: clock)
    session.rootAppeared(1, router: owner, supplying: "owner")
    try owner.present("settings", as: .sheet)
    await host.settle()
    let other = Router<String>(scheduler: clock)
    session.rootAppeared(2, router: other, supplying: "other")
    session.rootDisappeared(2)
    owner.dismissAll()
    await host.settle()
    #expect(session.router === owner)
  }

  @Test func aRouterThatDrivesAnotherWindowIsReportedOncePerRoot() throws {
    let (_, session) = session()
    let router = Router<String>(scheduler: clock)
    try router.attach(SimulatedHost<String>(clock: clock))
    var refusals = 0
    let subscription = router.observe { if case .attachRefused = $0 { refusals += 1 } }
    defer { subscription.cancel() }
    #expect(session.rootAppeared(1, router: router, supplying: "x") == .refuse(.routerDrivesAnotherWindow))
    #expect(session.rootAppeared(1, router: router, supplying: "x") == .stillRefused)
    #expect(refusals == 1)
  }

  @Test func aRouterThatDrivesAnotherWindowIsRefused() throws {
    let (_, session) = session()
    let router = Router<String>(scheduler: clock)
    try router.attach(SimulatedHost<String>(clock: clock))
    #expect(session.rootAppeared(1, router: router, supplying: "x") == .refuse(.routerDrivesAnotherWindow))
    #expect(session.router == nil)
  }
}
