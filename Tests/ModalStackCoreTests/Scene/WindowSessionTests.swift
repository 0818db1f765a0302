import Foundation
import PropertyBased
import Testing

@testable import ModalStackCore
@testable import ModalStackTesting

@MainActor
@Suite struct WindowSessionTests {
  let clock = SimulatedClock()

  private func session() -> (SimulatedHost<String>, WindowSession<String, String>) {
    let host = SimulatedHost<String>(clock: clock)
    return (host, WindowSession(host: host))
  }

  /// A session whose root 1's router, "signed in", shows a sheet, settled.
  private func ownerShowingASheet() async throws -> (
    SimulatedHost<String>, WindowSession<String, String>, Router<String>
  ) {
    let (host, session) = session()
    let signedIn = Router<String>(scheduler: clock)
    session.rootAppeared(1, router: signedIn, model: "signed in")
    try signedIn.present("settings", as: .sheet)
    await host.settle()
    return (host, session, signedIn)
  }

  /// The session reports when the current root changes, and only then: the current root going
  /// off screen is reported once (the previous one is current again); a root going off screen
  /// that was not current is not reported.
  @Test func theSessionReportsWhenTheCurrentRootChangesAndOnlyThen() throws {
    let (_, session) = session()
    let router = Router<String>(scheduler: clock)
    var changes = 0
    session.onChange = { changes += 1 }
    session.rootAppeared(1, router: router, model: "first")
    session.rootAppeared(2, router: router, model: "second")
    changes = 0
    session.rootDisappeared(1)  // not the current root: nothing changes
    #expect(changes == 0)
    session.rootAppeared(1, router: router, model: "first")
    changes = 0
    session.rootDisappeared(1)  // the current root: the second root is current again
    #expect(session.currentModel == "second")
    #expect(changes == 1)
  }

  /// Over random lives of roots with three routers (roots appear, go off screen, leave for good,
  /// change router; the window's root controller is replaced; routers present and the user
  /// swipes; one router drives another window), the session reports each change of its current root or router, and only a change: after
  /// every step what it last reported is what it is.
  @Test func theSessionReportsEveryChangeOfCurrentRootOrRouterAndNothingElse() async {
    await propertyCheck(count: 60, input: Gen.int(in: 0...9_999).array(of: 30)) { steps in
      let (host, session) = session()
      let routers = (0..<3).map { _ in Router<String>(scheduler: clock) }
      // The third router drives another window: its roots here are refused.
      let (otherHost, otherSession) = self.session()
      otherSession.rootAppeared(9, router: routers[2], model: "elsewhere")
      var reported: [(currentRootID: Int?, router: ObjectIdentifier?)] = []
      session.onChange = { reported.append((session.currentRootID, session.router.map(ObjectIdentifier.init))) }
      for step in steps {
        let root = step % 4 + 1
        let router = routers[step / 4 % 3]
        switch step / 12 % 8 {
        case 0, 1: session.rootAppeared(root, router: router, model: "root \(root)")
        case 2: session.rootDisappeared(root)
        case 3: session.rootLeft(root)
        case 4: session.rootChangedRouter(root, to: router, model: "root \(root) again")
        case 5: _ = try? router.present("sheet \(step)", as: .sheet)
        case 6: host.swipeDown()
        default: if step % 5 == 0 { session.windowRootReplaced() } else { clock.advance(by: .seconds(1)) }
        }
        clock.advance(by: .zero)
        let now = (currentRootID: session.currentRootID, router: session.router.map(ObjectIdentifier.init))
        let last = reported.last ?? (nil, nil)
        #expect(last.currentRootID == now.currentRootID && last.router == now.router, "\(steps)")
      }
      await host.settle()
      let now = (currentRootID: session.currentRootID, router: session.router.map(ObjectIdentifier.init))
      #expect(reported.last?.currentRootID == now.currentRootID && reported.last?.router == now.router)
      // Each time it reported, something had changed.
      for (before, after) in zip([(nil, nil)] + reported, reported) {
        #expect(before.currentRootID != after.currentRootID || before.router != after.router, "\(steps)")
      }
      withExtendedLifetime((routers, otherHost, otherSession)) {}
    }
  }

  @Test func aRecreatedRootWithTheSameRouterJoinsAndIsCurrent() throws {
    let (_, session) = session()
    let router = Router<String>(scheduler: clock)
    #expect(session.rootAppeared(1, router: router, model: "first") == .attach)
    #expect(session.rootAppeared(2, router: router, model: "second") == .join)
    session.rootDisappeared(1)
    #expect(session.currentModel == "second")
    #expect(session.router === router)
  }

  @Test func aWaitingRootTakesTheWindowWhenTheOwnersLayersGoBeforeReachingTheScreen() async throws {
    let (host, session) = session()
    let signedIn = Router<String>(scheduler: clock)
    session.rootAppeared(1, router: signedIn, model: "signed in")
    try signedIn.present("settings", as: .sheet)
    let signedOut = Router<String>(scheduler: clock)
    #expect(session.rootAppeared(2, router: signedOut, model: "signed out") == .refuse(.windowHasAnotherRouter))
    // In the same turn: the sheet never reaches the screen, so nothing is dismissed.
    signedIn.dismissAll()
    await host.settle()
    #expect(session.router === signedOut)
    #expect(session.currentModel == "signed out")
    #expect(session.rootsWaiting.isEmpty)
  }

  /// The window is handed over on the turn after the owner's last dismissal is reported, never
  /// inside that report: an observer of the dismissal still sees the owner drive the window.
  @Test func theHandoverAfterTheOwnersLastDismissalComesOnTheNextTurn() async throws {
    let (host, session, signedIn) = try await ownerShowingASheet()
    let signedOut = Router<String>(scheduler: clock)
    #expect(session.rootAppeared(2, router: signedOut, model: "signed out") == .refuse(.windowHasAnotherRouter))
    var ownerDrivesWhenTold: [Bool] = []
    let watch = signedIn.observe { event in
      if case .didDismiss = event { ownerDrivesWhenTold.append(session.router === signedIn) }
    }
    defer { watch.cancel() }
    signedIn.dismissAll()
    await host.settle()
    #expect(ownerDrivesWhenTold == [true])
    #expect(session.router === signedOut)
  }

  /// Layers that never reached the screen hand the window over on the turn after the owner
  /// settles, never inside the settle's report.
  @Test func theHandoverAfterTheOwnerSettlesWithNoLayersComesOnTheNextTurn() async throws {
    let (host, session) = session()
    let signedIn = Router<String>(scheduler: clock)
    session.rootAppeared(1, router: signedIn, model: "signed in")
    try signedIn.present("settings", as: .sheet)
    let signedOut = Router<String>(scheduler: clock)
    #expect(session.rootAppeared(2, router: signedOut, model: "signed out") == .refuse(.windowHasAnotherRouter))
    var ownerDrivesWhenSettled: [Bool] = []
    signedIn.observeSettled {
      ownerDrivesWhenSettled.append(session.router === signedIn)
      return false
    }
    signedIn.dismissAll()
    await host.settle()
    #expect(ownerDrivesWhenSettled == [true])
    #expect(session.router === signedOut)
  }

  /// Refused roots wait across owners: when the owner's layers go, the newest one takes the
  /// window, and the others go on waiting for the new owner's layers.
  @Test func rootsStillWaitingAfterAnOwnerChangeTakeTheWindowWhenTheNewOwnersLayersGo() async throws {
    let (host, session, first) = try await ownerShowingASheet()
    let (second, third) = (Router<String>(scheduler: clock), Router<String>(scheduler: clock))
    defer { withExtendedLifetime(first) {} }
    #expect(session.rootAppeared(2, router: second, model: "second") == .refuse(.windowHasAnotherRouter))
    #expect(session.rootAppeared(3, router: third, model: "third") == .refuse(.windowHasAnotherRouter))
    try third.present("welcome", as: .sheet)  // the newest waiting router has layers of its own to show
    _ = host.swipeDown()
    await host.settle()
    #expect(session.router === third)
    #expect(session.rootsWaiting == [2])
    #expect(third.presented.description == "root ▸ sheet(welcome)")
    third.dismissAll()
    await host.settle()
    #expect(session.router === second)
    #expect(session.currentModel == "second")
    #expect(session.rootsWaiting.isEmpty)
  }

  @Test func aRouterAnotherTookTheWindowFromIsFreeOnceTheWindowsRootIsReplaced() throws {
    let (_, session) = session()
    let first = Router<String>(scheduler: clock)
    let second = Router<String>(scheduler: clock)
    session.rootAppeared(1, router: first, model: "first")
    #expect(session.rootAppeared(2, router: second, model: "second") == .takeOver)
    session.windowRootReplaced()
    #expect(session.router == nil)
    // Neither router drives the replaced host: a root under the new root controller attaches.
    let next = WindowSession<String, String>(host: SimulatedHost<String>(clock: clock))
    #expect(next.rootAppeared(3, router: first, model: "first again") == .attach)
    #expect(next.router === first)
  }

  @Test func aWaitingRootWhoseRouterDrivesAnotherWindowIsNotReportedAgain() async throws {
    let (host, session, signedIn) = try await ownerShowingASheet()
    let signedOut = Router<String>(scheduler: clock)
    var refusals = 0
    let subscription = signedOut.observe { if case .attachRefused = $0 { refusals += 1 } }
    defer { subscription.cancel() }
    session.rootAppeared(2, router: signedOut, model: "signed out")
    let other = WindowSession<String, String>(host: SimulatedHost<String>(clock: clock))
    #expect(other.rootAppeared(3, router: signedOut, model: "elsewhere") == .attach)
    signedIn.dismissAll()
    await host.settle()
    // Root 2's turn came while its router drives the other window: it was reported once.
    #expect(other.router === signedOut)
    #expect(session.router == nil)
    #expect(refusals == 1)
  }

  @Test func aNewRouterTakesTheWindowOnceTheOldOnesLayersAreGone() async throws {
    let (host, session, signedIn) = try await ownerShowingASheet()
    let signedOut = Router<String>(scheduler: clock)
    var refusals = 0
    let subscription = signedOut.observe { if case .attachRefused = $0 { refusals += 1 } }
    defer { subscription.cancel() }
    #expect(session.rootAppeared(2, router: signedOut, model: "signed out") == .refuse(.windowHasAnotherRouter))
    #expect(session.rootAppeared(2, router: signedOut, model: "signed out") == .stillRefused)
    #expect(refusals == 1)
    signedIn.dismissAll()
    await host.settle()
    // The refused root waited on screen: it took the window when the owner's layers went.
    #expect(session.router === signedOut)
    session.rootDisappeared(1)
    #expect(session.rootAppeared(2, router: signedOut, model: "signed out") == .join)
    try signedOut.present("login help", as: .sheet)
    await host.settle()
    #expect(signedOut.presented.description == "root ▸ sheet(login help)")
  }

  @Test func aRefusedRootTakesTheWindowWhenTheUserSwipesTheSheetAwayWithoutAppearingAgain() async throws {
    let (host, session, signedIn) = try await ownerShowingASheet()
    // Sign-out from the sheet: the app shows a login root with a new router under the sheet.
    let signedOut = Router<String>(scheduler: clock)
    var changes = 0
    session.onChange = { changes += 1 }
    #expect(session.rootAppeared(2, router: signedOut, model: "login") == .refuse(.windowHasAnotherRouter))
    session.rootDisappeared(1)
    #expect(session.rootsWaiting == [2])
    changes = 0
    // UIKit sends the root under a sheet no appearance callback when it goes.
    #expect(host.swipeDown() == .dismissed)
    await host.settle()
    #expect(session.router === signedOut)
    #expect(session.currentModel == "login")
    #expect(session.rootsWaiting.isEmpty)
    #expect(changes == 1)
    try signedOut.present("login help", as: .sheet)
    await host.settle()
    #expect(signedOut.presented.description == "root ▸ sheet(login help)")
    withExtendedLifetime(signedIn) {}  // the session holds its routers weakly
  }

  /// A root whose router has another destination type than the router driving the window (a login
  /// screen with routes of its own, shown at sign-out) is refused while that router's layers are
  /// up, waits on screen, and takes the window once that router let it go with its last root:
  /// as a root of the same type does, the newest root still on screen first.
  @Test(arguments: [false, true])
  func aRootOfAnotherDestinationTypeWaitsAndTakesTheWindow(leavesFirst: Bool) async throws {
    let (host, session, signedIn) = try await ownerShowingASheet()
    let loginSession = WindowSession<Int, String>(host: SimulatedHost<Int>(window: host.window))
    let (older, login, offScreen, left) = (
      Router<Int>(scheduler: clock), Router<Int>(scheduler: clock), Router<Int>(scheduler: clock),
      Router<Int>(scheduler: clock)
    )
    loginSession.rootAppeared(4, router: older, model: "older")
    // SwiftUI may make the new root before or after the old one leaves, in the same update.
    if leavesFirst { session.rootLeft(1) }
    loginSession.rootAppeared(2, router: login, model: "login")
    if !leavesFirst { session.rootLeft(1) }
    loginSession.rootAppeared(3, router: offScreen, model: "off screen")
    loginSession.rootDisappeared(3)
    loginSession.rootAppeared(5, router: left, model: "left")
    loginSession.rootLeft(5)
    #expect(loginSession.router == nil)
    #expect(loginSession.rootsWaiting == [4, 2])
    await host.settle()
    #expect(signedIn.stack.layerCount == 1)
    #expect(session.router == nil)
    #expect(loginSession.router === login)
    #expect(loginSession.currentModel == "login")
    try login.present(7, as: .sheet)
    await host.settle()
    #expect(host.window.chain.map(\.name) == ["root", "sheet(7)"])
    #expect(host.violations.isEmpty)
  }

  /// A push joins the stack the user is in, however it comes: the router's own
  /// `present(_:as: .push)`, a command sent from outside the screens (a notification's `send`, a
  /// held command), a deep link whose routes have no stack of their own (placed on top, or reusing
  /// a route when there is none to reuse).
  @Test func aPushJoinsTheStackTheUserIsInHoweverItComes() async throws {
    let (host, session) = session()
    var links = DeepLinkMap<String>()
    links.add("/post/:id", presentation: .push) { "post \(try $0.value("id", as: Int.self))" }
    links.add("/reply/:id", presentation: .push, placement: .reuseExisting) {
      "reply \(try $0.value("id", as: Int.self))"
    }
    let router = Router<String>(deepLinks: links, scheduler: clock)
    session.rootAppeared(1, router: router, model: "tabs")
    session.stacks.viewAppeared(inStackView: 1, of: "inbox", layer: nil)
    session.stacks.viewAppeared(inStackView: 2, of: "feed", layer: nil)  // the selected tab's, shown last
    try router.present("post", as: .push)
    try RouterCommand.present("comment", .push).perform(on: router, source: .send)
    try router.open(URL(string: "myapp://post/7")!)
    try router.open(URL(string: "myapp://reply/8")!)  // nothing to reuse: on top
    await host.settle()
    #expect(router.stack.routes.map(\.stack) == ["feed", "feed", "feed", "feed"])
  }

  /// A push from a `present(item:)` slot or from the screen queue joins the stack the user is in,
  /// as the router's own `present(_:as: .push)` does: in a TabView with a stack per tab, a push
  /// with no stack would be on the stack, its binding saying "shown", and in no tab.
  @Test func aPushFromASlotOrTheQueueJoinsTheStackTheUserIsIn() async throws {
    let (host, session) = session()
    let router = Router<String>(scheduler: clock)
    session.rootAppeared(1, router: router, model: "tabs")
    session.stacks.viewAppeared(inStackView: 1, of: "inbox", layer: nil)
    session.stacks.viewAppeared(inStackView: 2, of: "feed", layer: nil)  // the selected tab's, shown last
    let slot = PresentationSlot(router: router) { _ in }
    try slot.update("post", id: \.self, presentation: { _ in .push }, destination: { $0 })
    try router.enqueue("tip", as: .push)
    // A slot whose sheet gives way to a push: the push joins the layer under the sheet's.
    let detail = PresentationSlot(router: router) { _ in }
    let presentation: (Int) -> Presentation = { $0 == 1 ? .sheet : .push }
    try detail.update(1, id: \.self, presentation: presentation, destination: { "item \($0)" })
    await host.settle()
    try detail.update(2, id: \.self, presentation: presentation, destination: { "item \($0)" })
    await host.settle()
    #expect(router.stack.routes.map(\.stack) == ["feed", "feed", "feed"])
    // A queued push joins the stack the user is in when its turn comes, not when it was queued.
    router.popToRoot()
    await host.settle()
    try router.enqueue("promo", as: .fullScreenCover, id: "promo")
    try router.enqueue("news", as: .push, id: "news")
    await host.settle()
    try router.dismiss("promo")
    await host.settle()
    #expect(router.stack.route("news")?.stack == "feed")
  }

  /// A push popped off the root while the owner's sheet is still being dismissed is not the
  /// owner's layers gone: the waiting root takes the window once the sheet is off screen.
  @Test func aWaitingRootWaitsForTheSheetNotForAPopUnderIt() async throws {
    let (host, session) = session()
    let owner = Router<String>(scheduler: clock)
    session.rootAppeared(1, router: owner, model: "owner")
    session.stacks.viewAppeared(inStackView: 1, of: "main", layer: nil)  // the root's NavigationStack
    try owner.present("inbox", as: .push)
    try owner.present("settings", as: .sheet)
    await host.settle()
    let next = Router<String>(scheduler: clock)
    #expect(session.rootAppeared(2, router: next, model: "next") == .refuse(.windowHasAnotherRouter))
    owner.replace(with: RouteStack())  // the pop comes first, then the sheet's dismissal
    clock.advance(by: .milliseconds(100))
    #expect(owner.presented.layerCount == 2)  // the sheet is still going
    #expect(session.router === owner)
    await host.settle()
    #expect(session.router === next)
  }

  /// A push is not a layer: a root with another router takes the window while the owner only has
  /// a push animating, unrefused, and the push's step ends without a fault or a broken rule. A
  /// sheet on its way still holds the window.
  @Test func aPushInFlightDoesNotHoldTheWindowASheetInFlightDoes() async throws {
    for presentation in [Presentation.push, .sheet] {
      let (host, session) = session()
      let owner = Router<String>(scheduler: clock)
      session.rootAppeared(1, router: owner, model: "owner")
      session.stacks.viewAppeared(inStackView: 1, of: "main", layer: nil)  // the root's NavigationStack
      await host.settle()
      try owner.present("inbox", as: presentation)
      clock.advance(by: .milliseconds(100))
      #expect(!owner.isSettled)  // the step animates
      let next = Router<String>(scheduler: clock)
      var faults = 0
      let subscription = owner.observe { if case .hostFault = $0 { faults += 1 } }
      defer { subscription.cancel() }
      let outcome = session.rootAppeared(2, router: next, model: "next")
      await host.settle()
      if presentation == .push {
        #expect(outcome == .takeOver)
        #expect(session.router === next)
      } else {
        #expect(outcome == .refuse(.windowHasAnotherRouter))
        #expect(session.router === owner)
      }
      #expect(faults == 0)
      #expect(host.violations.isEmpty)
    }
  }

  /// A waiting root takes the window when the owner's last layer is gone, not when a push the
  /// owner makes after it ends.
  @Test func aWaitingRootTakesTheWindowBeforeAPushThatFollowsTheLastLayerEnds() async throws {
    let (host, session, owner) = try await ownerShowingASheet()
    session.stacks.viewAppeared(inStackView: 1, of: "main", layer: nil)  // the root's NavigationStack
    let next = Router<String>(scheduler: clock)
    #expect(session.rootAppeared(2, router: next, model: "next") == .refuse(.windowHasAnotherRouter))
    owner.dismissAll()
    try owner.push("inbox")
    while owner.presented.layerCount > 1 { clock.advance(by: .milliseconds(10)) }
    #expect(!owner.isSettled)  // the push animates now
    #expect(session.router === next)
    await host.settle()
    #expect(host.violations.isEmpty)
  }

  /// A waiting root waits for the owner's layers to be gone from its target too: a sheet the
  /// owner dismisses to show another in its place is not the owner letting the window go.
  @Test func aWaitingRootWaitsWhileTheOwnerReplacesItsSheet() async throws {
    let (host, session, owner) = try await ownerShowingASheet()
    let next = Router<String>(scheduler: clock)
    #expect(session.rootAppeared(2, router: next, model: "next") == .refuse(.windowHasAnotherRouter))
    owner.replace(with: try RouteStack([Route("help", presentation: .sheet)]))
    await host.settle()
    #expect(session.router === owner)
    #expect(owner.presented.description == "root ▸ sheet(help)")
    #expect(session.rootsWaiting == [2])
  }

  /// A router another took the window from, which the app let go meanwhile, is not resumed when
  /// the new owner lets the window go: none of its roots is current, and the next root attaches.
  @Test func aSuspendedRouterTheAppLetGoIsNotResumed() async throws {
    let (_, session) = session()
    let next = Router<String>(scheduler: clock)
    let second = Router<String>(scheduler: clock)
    var first: Router<String>? = Router<String>(scheduler: clock)
    session.rootAppeared(1, router: first!, model: "first")
    #expect(session.rootAppeared(2, router: second, model: "second") == .takeOver)
    first = nil
    session.rootLeft(2)
    clock.advance(by: .zero)  // the end of the turn: no root of the owner came back
    #expect(session.router == nil)
    #expect(session.currentRootID == nil)
    #expect(session.rootAppeared(3, router: next, model: "next") == .attach)
  }

  /// A router the app let go drives nothing: the next root to appear attaches its own router,
  /// and the released router's roots are not kept for it.
  @Test func aRootAppearingAfterTheAppLetTheOwnerGoAttaches() throws {
    let (_, session) = session()
    let next = Router<String>(scheduler: clock)  // made first: the released router's identity is not reused
    var owner: Router<String>? = Router<String>(scheduler: clock)
    session.rootAppeared(1, router: owner!, model: "signed in")
    owner = nil
    #expect(session.router == nil)
    #expect(session.rootAppeared(2, router: next, model: "signed out") == .attach)
    #expect(session.router === next)
    #expect(session.currentRootID == 2)
  }

  /// A waiting root whose router the app let go cannot take the window when the owner's layers
  /// go: nothing drives it, no root of that router is current, and the next root attaches.
  @Test func aWaitingRootWhoseRouterTheAppLetGoLeavesTheWindowFree() async throws {
    let (host, session, signedIn) = try await ownerShowingASheet()
    let next = Router<String>(scheduler: clock)
    var waiting: Router<String>? = Router<String>(scheduler: clock)
    #expect(session.rootAppeared(2, router: waiting!, model: "waiting") == .refuse(.windowHasAnotherRouter))
    waiting = nil
    signedIn.dismissAll()
    await host.settle()
    #expect(session.router == nil)
    #expect(session.currentRootID == nil)
    #expect(session.rootAppeared(3, router: next, model: "next") == .attach)
    #expect(session.router === next)
  }

  @Test func aRefusedRootThatLeftTheScreenDoesNotTakeTheWindow() async throws {
    let (host, session) = session()
    let owner = Router<String>(scheduler: clock)
    session.rootAppeared(1, router: owner, model: "owner")
    try owner.present("settings", as: .sheet)
    await host.settle()
    let other = Router<String>(scheduler: clock)
    session.rootAppeared(2, router: other, model: "other")
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
    #expect(session.rootAppeared(1, router: router, model: "x") == .refuse(.routerDrivesAnotherWindow))
    #expect(session.rootAppeared(1, router: router, model: "x") == .stillRefused)
    #expect(refusals == 1)
  }

  @Test func aRouterThatDrivesAnotherWindowIsRefused() throws {
    let (_, session) = session()
    let router = Router<String>(scheduler: clock)
    try router.attach(SimulatedHost<String>(clock: clock))
    #expect(session.rootAppeared(1, router: router, model: "x") == .refuse(.routerDrivesAnotherWindow))
    #expect(session.router == nil)
    #expect(session.currentRootID == nil)  // a refused root is not current: no router of its drives here
    let other = Router<String>(scheduler: clock)
    #expect(session.rootAppeared(2, router: other, model: "y") == .attach)
    #expect(session.currentModel == "y")
  }

  /// A root rendered again with a new model builds the layers from it from then on.
  @Test func aRootRenderedAgainIsCurrentWithItsNewModel() {
    let (_, session) = session()
    let router = Router<String>(scheduler: clock)
    session.rootAppeared(1, router: router, model: "first render")
    session.rootUpdated(1, model: "second render")
    #expect(session.currentModel == "second render")
  }
}

@MainActor
@Suite struct WindowSessionLeavingTests {
  let clock = SimulatedClock()

  /// A window whose root 1 shows a router with a settings sheet up.
  private func windowWithASheet() async throws -> (SimulatedHost<String>, WindowSession<String, String>, Router<String>)
  {
    let host = SimulatedHost<String>(clock: clock)
    let session = WindowSession<String, String>(host: host)
    let router = Router<String>(scheduler: clock)
    session.rootAppeared(1, router: router, model: "home")
    try router.present("settings", as: .sheet)
    await host.settle()
    return (host, session, router)
  }

  @Test func theLastRootLeavingDismissesTheLayersAtTheEndOfTheTurnAndLetsTheRouterGo() async throws {
    let (host, session, router) = try await windowWithASheet()
    var reasons: [RouteChangeReason] = []
    let subscription = router.observe { if case .didDismiss(_, let reason) = $0 { reasons.append(reason) } }
    defer { subscription.cancel() }
    session.rootLeft(1)
    #expect(router.stack.layerCount == 2)  // decided at the end of the turn
    await host.settle()
    #expect(reasons == [.rootLeft])
    #expect(session.router == nil)
    #expect(router.navigationStacks == nil)
    // The next root attaches.
    let next = Router<String>(scheduler: clock)
    #expect(session.rootAppeared(2, router: next, model: "login") == .attach)
    #expect(next.navigationStacks === session.stacks)
  }

  /// The link being looked up goes with the root it was opened for: when the owner's last root
  /// leaves for good, the lookup is cancelled and its routes never open.
  @Test func theLastRootLeavingCancelsTheLinkBeingLookedUp() async throws {
    let (host, session, router) = try await windowWithASheet()
    var links = DeepLinkMap<String>()
    links.add("/later", context: SimulatedClock.self) { _, clock in
      await clock.sleep(for: .seconds(1))
      return [Route("later", presentation: .sheet)]
    }
    router.deepLinks = links
    router.linkContext = clock
    var failures: [DeepLinkError] = []
    let watch = router.observeLinks { if case .deepLinkFailed(let error) = $0 { failures.append(error) } }
    defer { watch.cancel() }
    #expect(try router.open("myapp://later") == [])
    #expect(router.resolvingLink != nil)
    session.rootLeft(1)
    await host.settle()
    clock.advance(by: .seconds(2))
    await host.settle()
    #expect(router.resolvingLink == nil)
    #expect(failures == [.superseded("myapp://later")])
    #expect(router.stack.layerCount == 1 && session.router == nil)
  }

  @Test func aRootOfTheOwnerThatAppearsInTheSameTurnKeepsTheLayers() async throws {
    let (host, session, router) = try await windowWithASheet()
    session.rootLeft(1)
    #expect(session.rootAppeared(2, router: router, model: "home again") == .join)
    await host.settle()
    #expect(router.presented.description == "root ▸ sheet(settings)")
    #expect(session.router === router)
    #expect(session.currentModel == "home again")
  }

  @Test func aRootOfTheOwnerThatJoinsWhileItsLayersGoKeepsTheWindow() async throws {
    let (host, session, router) = try await windowWithASheet()
    session.rootLeft(1)
    clock.advance(by: .zero)  // the end of the turn: the layers start to go
    #expect(router.stack.layerCount == 1)
    // A root of the same router comes back before the dismissal ends: it keeps the window.
    #expect(session.rootAppeared(2, router: router, model: "home again") == .join)
    await host.settle()
    #expect(session.router === router)
    try router.present("lesson", as: .sheet)
    await host.settle()
    #expect(router.presented.description == "root ▸ sheet(lesson)")
  }

  @Test func aLayerIsMadeFromTheModelOfTheRootWhoseRouterAttaches() throws {
    let host = SimulatedHost<String>(clock: clock)
    let session = WindowSession<String, String>(host: host)
    let router = Router<String>(scheduler: clock)
    let cover = Route("welcome", presentation: .fullScreenCover)
    try router.replace(with: [cover])
    var models: [String?] = []
    host.swiftUI.layerMade = { layer, controller in
      if let route = layer.modal {
        models.append(session.makingLayer(route, container: controller.container ?? .content))
      }
    }
    // Attaching runs the waiting plan at once: the layer is made during `rootAppeared`.
    session.rootAppeared(1, router: router, model: "home")
    #expect(models == ["home"])
    #expect(session.stacks[cover.id] != nil)
  }

  @Test func aRootGivenAnotherRouterHandsTheWindowOverOnceTheOldLayersAreGone() async throws {
    let host = SimulatedHost<String>(clock: clock)
    let session = WindowSession<String, String>(host: host)
    let old = Router<String>(scheduler: clock)
    session.rootAppeared(1, router: old, model: "home")
    try old.present("settings", as: .sheet)
    await host.settle()
    let new = Router<String>(scheduler: clock)
    session.rootChangedRouter(1, to: new, model: "home")
    await host.settle()
    #expect(session.router === new)
    #expect(old.stack.layerCount == 1)
    #expect(old.navigationStacks == nil)
  }

  /// A replaced window root ends what the old owner was doing there, its release too: a router
  /// that attaches afterwards keeps the window when its own layers go.
  @Test func aRouterAttachedAfterTheWindowRootWasReplacedKeepsTheWindowWhenItsLayersGo() async throws {
    let (host, session, first) = try await windowWithASheet()
    defer { withExtendedLifetime(first) {} }
    session.rootLeft(1)  // the owner's last root: its layers go, then it lets the window go
    clock.advance(by: .zero)
    session.windowRootReplaced()  // before they are gone
    let second = Router<String>(scheduler: clock)
    #expect(session.rootAppeared(2, router: second, model: "second") == .attach)
    try second.present("welcome", as: .sheet)
    await host.settle()
    second.dismissAll()
    await host.settle()
    #expect(session.router === second)
    #expect(session.currentModel == "second")
  }

  /// A replaced window root ends the wait of the roots refused under it: the session follows the
  /// owner that attaches afterwards, and a root refused then takes the window once that owner's
  /// layers go.
  @Test func aRootRefusedAfterTheWindowRootWasReplacedTakesTheWindowWhenTheNewOwnersLayersGo() async throws {
    let (host, session, first) = try await windowWithASheet()
    let waiting = Router<String>(scheduler: clock)
    #expect(session.rootAppeared(2, router: waiting, model: "waiting") == .refuse(.windowHasAnotherRouter))
    session.windowRootReplaced()
    let second = Router<String>(scheduler: clock)
    #expect(session.rootAppeared(3, router: second, model: "second") == .attach)
    try second.present("welcome", as: .sheet)
    await host.settle()
    let third = Router<String>(scheduler: clock)
    #expect(session.rootAppeared(4, router: third, model: "third") == .refuse(.windowHasAnotherRouter))
    second.dismissAll()
    await host.settle()
    #expect(session.router === third)
    withExtendedLifetime((first, waiting)) {}
  }

  /// A router the app moved to another window itself (detached, then attached there) is left
  /// alone when its old window lets it go: it goes on driving the other window.
  @Test func aRouterMovedToAnotherWindowKeepsItWhenItsOldWindowLetsItGo() async throws {
    let (_, session, router) = try await windowWithASheet()
    router.detach()
    let otherHost = SimulatedHost<String>(clock: clock)
    let other = WindowSession<String, String>(host: otherHost)
    #expect(other.rootAppeared(2, router: router, model: "elsewhere") == .attach)
    await otherHost.settle()
    session.windowRootReplaced()
    try router.present("more", as: .sheet)
    await otherHost.settle()
    #expect(otherHost.window.shownRouteIDs == router.stack.layers.compactMap(\.modal?.id))
    #expect(otherHost.window.shownRouteIDs.count == 2)
    #expect(router.presented == router.stack)
  }

  @Test func aReplacedWindowRootLetsTheRouterGoWithItsStack() async throws {
    let (_, session, router) = try await windowWithASheet()
    session.windowRootReplaced()
    #expect(session.router == nil)
    #expect(router.stack.description == "root ▸ sheet(settings)")
    let fresh = WindowSession<String, String>(host: SimulatedHost<String>(clock: clock))
    #expect(fresh.rootAppeared(1, router: router, model: "home") == .attach)
  }
}
