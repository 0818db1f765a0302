import Foundation
import ModalStackCore
import ModalStackTesting
import Observation
import Testing

/// Entries whose routes come from the app's state and a network lookup, over the simulated UIKit
/// and its clock: the IceCubes cases (a federated status, a remote account looked up first).
@MainActor
@Suite struct RouterLinkResolverTests {
  /// The app's session: its own server, and a lookup that takes virtual time on the router's clock.
  @MainActor final class Session {
    let server: String
    let clock: SimulatedClock
    let lookupTime: Duration
    var lookups = 0
    init(server: String, clock: SimulatedClock, lookupTime: Duration = .seconds(1)) {
      (self.server, self.clock, self.lookupTime) = (server, clock, lookupTime)
    }

    struct NotFound: Error, CustomStringConvertible {
      let handle: String
      var description: String { "no account \(handle)" }
    }

    /// Finds an account on another server, or throws.
    func lookUp(_ handle: String, on server: String) async throws -> String {
      lookups += 1
      await clock.sleep(for: lookupTime)
      guard handle != "@nobody" else { throw NotFound(handle: handle) }
      return "\(handle)@\(server)"
    }
  }

  /// A router whose map opens `/:handle/:status` on any server: a status of the user's own server
  /// at once, another server's after looking its account up.
  private func harness(lookupTime: Duration = .seconds(1), timeout: Duration = .seconds(5)) -> (Harness, Session) {
    let harness = Harness()
    let session = Session(server: "mastodon.social", clock: harness.clock, lookupTime: lookupTime)
    var links = DeepLinkMap<Screen>()
    links.add("/settings", presentation: .sheet) { _ in .settings }
    links.add(
      "/:handle/:status", host: .any, parameters: [.integer("status", in: 1...Int.max)], context: Session.self,
      timeout: timeout
    ) { link, session in
      let handle: String = try link.value("handle")
      let account = link.host == session.server ? handle : try await session.lookUp(handle, on: link.host ?? "")
      return [
        Route(.profile(account), presentation: .sheet), Route(.learn(try link.value("status")), presentation: .push),
      ]
    }
    harness.router.deepLinks = links
    harness.router.linkContext = session
    return (harness, session)
  }

  @Test func aRemoteStatusOpensOnceItsAccountIsFoundAndNotBefore() async throws {
    let (harness, _) = harness()
    #expect(try harness.router.open("https://fosstodon.org/@ada/7") == [])
    #expect(harness.router.resolvingLink?.url.absoluteString == "https://fosstodon.org/@ada/7")
    // Half-way through the lookup nothing of the link is on the stack.
    harness.clock.advance(by: .milliseconds(500))
    #expect(harness.router.stack.routes.isEmpty)
    await harness.host.settle()
    #expect(harness.router.presented.description == "root ▸ sheet(profile @ada@fosstodon.org) ▸ push(learn 7)")
    #expect(harness.router.resolvingLink == nil)
  }

  @Test func theLinkBeingResolvedIsObserved() async throws {
    let (harness, _) = harness()
    let changes = ChangeCount()
    func watch() {
      withObservationTracking {
        _ = harness.router.resolvingLink
      } onChange: {
        changes.count += 1
      }
    }
    watch()
    try harness.router.open("https://fosstodon.org/@ada/7")
    #expect(changes.count == 1)
    watch()
    await harness.host.settle()
    #expect(changes.count == 2 && harness.router.resolvingLink == nil)
  }

  final class ChangeCount: @unchecked Sendable { var count = 0 }

  @Test func aNewerLinkSupersedesOneBeingResolved() async throws {
    let (harness, session) = harness()
    try harness.router.open("https://fosstodon.org/@ada/7")
    harness.clock.advance(by: .milliseconds(500))
    try harness.router.open("myapp://settings")
    await harness.host.settle()
    #expect(harness.router.presented.description == "root ▸ sheet(settings)")
    #expect(harness.linkEvents.contains { $0 == .deepLinkFailed(.superseded("https://fosstodon.org/@ada/7")) })
    #expect(session.lookups == 1)
  }

  /// A link a newer one superseded is never placed, even when its lookup ends first: only the
  /// newest link's routes open.
  @Test func aSupersededLinkWhoseLookupEndsFirstIsNotPlaced() async throws {
    let (harness, session) = harness()
    try harness.router.open("https://fosstodon.org/@ada/7")
    harness.clock.advance(by: .milliseconds(500))
    try harness.router.open("https://fosstodon.org/@bob/8")
    await harness.host.settle()
    #expect(harness.router.stack.routes.map(\.destination) == [.profile("@bob@fosstodon.org"), .learn(8)])
    #expect(session.lookups == 2)
  }

  @Test func aCommandOfTheAppsSupersedesALinkBeingResolved() async throws {
    let (harness, _) = harness()
    try harness.router.open("https://fosstodon.org/@ada/7")
    try harness.router.present(.popup("compose"), as: .sheet)
    await harness.host.settle()
    #expect(harness.router.presented.description == "root ▸ sheet(popup compose)")
    #expect(harness.linkEvents.contains { $0 == .deepLinkFailed(.superseded("https://fosstodon.org/@ada/7")) })
  }

  @Test func aFailedLookupIsATypedErrorAndAnEventAndChangesNothing() async throws {
    let (harness, _) = harness()
    try harness.router.present(.settings, as: .sheet)
    try harness.router.open("https://fosstodon.org/@nobody/7")
    await harness.host.settle()
    #expect(harness.router.presented.description == "root ▸ sheet(settings)")
    #expect(
      harness.linkEvents.contains {
        $0 == .deepLinkFailed(.refused("https://fosstodon.org/@nobody/7", reason: "no account @nobody"))
      })
  }

  @Test func aLookupBeyondItsTimeLimitIsCancelledAndFails() async throws {
    let (harness, _) = harness(lookupTime: .seconds(30), timeout: .seconds(5))
    try harness.router.open("https://fosstodon.org/@ada/7")
    await harness.host.settle()
    #expect(harness.router.presented.routes.isEmpty)
    #expect(
      harness.linkEvents.contains {
        $0 == .deepLinkFailed(.timedOut("https://fosstodon.org/@ada/7", after: .seconds(5)))
      })
  }

  @Test func theLinkRulesRunBeforeTheResolver() async throws {
    let (harness, session) = harness()
    #expect(throws: DeepLinkError.self) { try harness.router.open("https://fosstodon.org/@ada/0") }
    #expect(throws: DeepLinkError.noMatch("myapp:///@ada/7")) { try harness.router.open("myapp:///@ada/7") }
    await harness.host.settle()
    #expect(session.lookups == 0)
    #expect(harness.router.resolvingLink == nil)
  }

  @Test func aLinkOfTheUsersOwnServerNeedsNoLookup() async throws {
    let (harness, session) = harness()
    try harness.router.open("https://mastodon.social/@ada/7")
    await harness.host.settle()
    #expect(harness.router.presented.description == "root ▸ sheet(profile @ada) ▸ push(learn 7)")
    #expect(session.lookups == 0)
  }

  @Test func withoutAContextOfItsTypeTheLinkIsRefused() async throws {
    let (harness, _) = harness()
    harness.router.linkContext = nil
    try harness.router.open("https://fosstodon.org/@ada/7")
    await harness.host.settle()
    #expect(harness.router.presented.routes.isEmpty)
    #expect(
      harness.linkEvents.contains {
        if case .deepLinkFailed(.refused(_, let reason)) = $0 { reason.contains("Session") } else { false }
      })
  }

  @Test func matchingWithoutARouterRefusesAnAsyncEntry() throws {
    let (harness, _) = harness()
    let links = try #require(harness.router.deepLinks)
    #expect(throws: DeepLinkError.self) { try links.match(URL(string: "https://fosstodon.org/@ada/7")!) }
  }

  /// A link whose resolver finishes inside a protected flow's scope waits for the flow.
  @Test func aResolvedLinkWaitsForAProtectedScopeThatBeganMeanwhile() async throws {
    let harness = Harness()
    var links = DeepLinkMap<Screen>()
    let clock = harness.clock
    links.add("/slow/:name", host: .any, context: SimulatedClock.self, timeout: .seconds(5)) { link, clock in
      await clock.sleep(for: .seconds(1))
      return [Route(.profile(try link.value("name")), presentation: .sheet)]
    }
    harness.router.deepLinks = links
    harness.router.linkContext = clock
    try harness.router.open("https://example.com/slow/ada")
    let flow = harness.router.beginProtectedFlow()
    await harness.host.settle()
    #expect(harness.router.stack.routes.isEmpty)
    flow.end()
    await harness.host.settle()
    #expect(harness.router.presented.description == "root ▸ sheet(profile ada)")
  }

  /// A newer link whose route maker refuses it changes nothing: the link being resolved still opens.
  @Test func aNewerLinkThatFailsDoesNotSupersedeTheLinkBeingResolved() async throws {
    let harness = Harness()
    var links = DeepLinkMap<Screen>()
    links.add("/learn/:id", presentation: .sheet) { .learn(try $0.value("id")) }
    links.add("/slow/:name", host: .any, context: SimulatedClock.self) { link, clock in
      await clock.sleep(for: .seconds(1))
      return [Route(.profile(try link.value("name")), presentation: .sheet)]
    }
    harness.router.deepLinks = links
    harness.router.linkContext = harness.clock
    try harness.router.open("https://example.com/slow/ada")
    #expect(throws: DeepLinkError.self) { try harness.router.open("myapp://learn/x") }
    await harness.host.settle()
    #expect(harness.router.presented.description == "root ▸ sheet(profile ada)")
  }

  // MARK: Only a command of the app's supersedes a link being resolved

  /// A toast's lifetime ending is the queue's own doing, not a command of the app's.
  @Test func aToastWhoseLifetimeEndsDoesNotSupersedeALinkBeingResolved() async throws {
    let (harness, _) = harness(lookupTime: .seconds(3))
    try harness.router.enqueue(.popup("saved"), as: .toast, lifetime: .seconds(2))
    harness.clock.advance(by: .seconds(1))
    try harness.router.open("https://fosstodon.org/@ada/7")
    await harness.host.settle()  // the toast goes at 2 s, the lookup ends at 4 s
    #expect(!harness.linkEvents.contains { if case .deepLinkFailed = $0 { true } else { false } })
    #expect(harness.router.presented.description == "root ▸ sheet(profile @ada@fosstodon.org) ▸ push(learn 7)")
  }

  /// The queue showing the screen whose turn came (the user swiped the sheet it waited for away)
  /// is no command of the app's either, nor is the user's own dismissal.
  @Test func theQueuesNextScreenShowingDoesNotSupersedeALinkBeingResolved() async throws {
    let (harness, _) = harness(lookupTime: .seconds(3))
    try harness.router.present(.settings, as: .sheet)
    try harness.router.enqueue(.popup("tips"), as: .popup, whenIdle: true)
    await harness.host.settle()
    try harness.router.open("https://fosstodon.org/@ada/7")
    harness.clock.advance(by: .milliseconds(500))
    _ = harness.host.swipeDown()
    await harness.host.settle()
    #expect(!harness.linkEvents.contains { if case .deepLinkFailed = $0 { true } else { false } })
    #expect(
      harness.router.stack.routes.map(\.destination) == [.popup("tips"), .profile("@ada@fosstodon.org"), .learn(7)])
  }

  /// A tap outside a popup is the user's dismissal, as a swipe on a sheet is: it does not cancel
  /// the link the user just opened.
  @Test func theUserTappingOutsideAPopupDoesNotSupersedeALinkBeingResolved() async throws {
    let (harness, _) = harness(lookupTime: .seconds(3))
    try harness.router.present(.popup("rate"), as: .popup)
    await harness.host.settle()
    try harness.router.open("https://fosstodon.org/@ada/7")
    harness.clock.advance(by: .milliseconds(500))
    #expect(harness.host.tapOutside() == .attempted)
    await harness.host.settle()
    #expect(!harness.linkEvents.contains { if case .deepLinkFailed = $0 { true } else { false } })
    #expect(harness.router.presented.description == "root ▸ sheet(profile @ada@fosstodon.org) ▸ push(learn 7)")
  }

  // MARK: Looked-up links in a tabbed app, and lookups that fail

  /// A tabbed root (feed and inbox, the feed selected) whose map looks a remote account up before
  /// pushing its profile: `/@:user` on any server.
  private func tabbedScene(lookupTime: Duration = .seconds(1), timeout: Duration = .seconds(5)) async -> (
    SimulatedScene<Screen>, Router<Screen>, Session
  ) {
    let clock = SimulatedClock()
    let scene = SimulatedScene<Screen>(clock: clock)
    let router = Router<Screen>(scheduler: clock)
    let session = Session(server: "mastodon.social", clock: clock, lookupTime: lookupTime)
    var links = DeepLinkMap<Screen>()
    links.add(
      "/@:user", host: .any, access: .anyOrigin.openingUserContentWithoutAsking, context: Session.self,
      timeout: timeout
    ) { link, session in
      let account = try await session.lookUp("@" + (try link.value("user")), on: link.host ?? "")
      return [Route(.profile(account), presentation: .push)]
    }
    router.deepLinks = links
    router.linkContext = session
    scene.showRoot("tabs", router: router)
    scene.showTabView(["feed", "inbox"], statesSelection: true)
    await scene.host.settle()
    return (scene, router, session)
  }

  /// The push of a link looked up while the user moved to another tab goes to the tab the link
  /// was opened in, and the router asks for that tab.
  @Test func aLookedUpPushGoesToTheStackItWasOpenedFor() async throws {
    let (scene, router, _) = await tabbedScene()
    #expect(router.openTapped(URL(string: "https://fosstodon.org/@ada")!) == .opened)
    scene.selectTab("inbox")  // the user, while the lookup runs
    await scene.host.settle()
    #expect(router.stack.routes.map(\.shownInStack) == ["feed"])
    #expect(router.requestedStack == "feed")
    scene.selectTab("feed")
    await scene.host.settle()
    #expect(scene.routesShown(inStack: "feed").map(\.destination) == [.profile("@ada@fosstodon.org")])
    #expect(scene.routesShown(inStack: "inbox").isEmpty)
  }

  /// A tapped link whose lookup fails falls back as an unmatched link does, once it fails: the
  /// app's browser shows it, and the failure is an event.
  @Test func aFailedLookupFallsBackLikeAnUnmatchedLink() async throws {
    let (scene, router, _) = await tabbedScene()
    var failures: [DeepLinkError] = []
    let subscription = router.observeLinks { if case .deepLinkFailed(let error) = $0 { failures.append(error) } }
    defer { subscription.cancel() }
    let url = try #require(URL(string: "https://fosstodon.org/@nobody"))
    let browser = LinkFallback<Screen>.inAppBrowser(.sheet) { .popup($0.absoluteString) }
    #expect(router.openTapped(url, otherwise: browser) == .opened)  // the lookup runs
    #expect(router.stack.routes.isEmpty)
    await scene.host.settle()
    #expect(router.presented.routes.map(\.destination) == [.popup(url.absoluteString)])
    #expect(failures.count == 1)
  }

  /// A lookup that times out falls back too; with the system's fallback, the system opens it.
  @Test func aTimedOutLookupFallsBackToTheSystem() async throws {
    let (scene, router, _) = await tabbedScene(lookupTime: .seconds(10), timeout: .seconds(2))
    var openedInSystem: [URL] = []
    let url = try #require(URL(string: "https://fosstodon.org/@ada"))
    #expect(router.openTapped(url, openInSystem: { openedInSystem.append($0) }) == .opened)
    await scene.host.settle()
    #expect(openedInSystem == [url])
    #expect(router.stack.routes.isEmpty)
  }

  /// A lookup the app's own command supersedes does not fall back: the user went elsewhere.
  @Test func aSupersededLookupDoesNotFallBack() async throws {
    let (scene, router, _) = await tabbedScene()
    var openedInSystem: [URL] = []
    let url = try #require(URL(string: "https://fosstodon.org/@nobody"))
    #expect(router.openTapped(url, openInSystem: { openedInSystem.append($0) }) == .opened)
    try router.present(.settings, as: .sheet)
    await scene.host.settle()
    #expect(openedInSystem.isEmpty)
    #expect(router.presented.routes.map(\.destination) == [.settings])
  }
}
