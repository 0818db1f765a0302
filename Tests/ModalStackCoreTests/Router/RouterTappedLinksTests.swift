import Foundation
import ModalStackCore
import ModalStackTesting
import Testing

/// Links tapped in the app's own text, and the links the router prints for sharing and Handoff,
/// over the simulated UIKit.
@MainActor
@Suite struct RouterTappedLinksTests {
  private func harness() -> Harness {
    let harness = Harness()
    var links = DeepLinkMap<Screen>()
    links.add("/learn/:id", presentation: .fullScreenCover) {
      .learn(try $0.value("id"))
    } printer: {
      if case .learn(let id) = $0 { ["id": "\(id)"] } else { nil }
    }
    links.add("/settings", presentation: .sheet, access: .origins(.notification)) { _ in .settings }
    links.add("/profile/:name", presentation: .push) {
      .profile(try $0.value("name"))
    } printer: {
      if case .profile(let name) = $0 { ["name": name] } else { nil }
    }
    harness.router.deepLinks = links
    return harness
  }

  private let browser = LinkFallback<Screen>.inAppBrowser(.sheet) { .popup($0.absoluteString) }

  @Test func aMatchedLinkOpensAsUserContentOnceTheUserAgrees() async throws {
    let harness = harness()
    harness.router.confirmLink = { _ in true }
    #expect(harness.router.openTapped(URL(string: "https://example.com/learn/4")!, otherwise: browser) == .opened)
    await harness.host.settle()
    #expect(harness.router.presented.description == "root ▸ fullScreenCover(learn 4)")
    // Another user wrote it: it leaves a trail, as links from outside do.
    #expect(
      harness.linkEvents.contains {
        if case .linkOpened(let link, _) = $0 { link.origin == .userContent } else { false }
      })
  }

  /// Without a handler to ask with, a tapped link to an entry that asks goes to the fallback; an
  /// entry that opens user content without asking opens it at once.
  @Test func withoutAHandlerATappedLinkOpensOnlyEntriesThatDoNotAsk() async throws {
    let harness = harness()
    var links = harness.router.deepLinks!
    links.add("/people/:user", presentation: .push, access: .anyOrigin.openingUserContentWithoutAsking) {
      .profile(try $0.value("user"))
    }
    harness.router.deepLinks = links
    #expect(harness.router.openTapped(URL(string: "myapp://learn/4")!, otherwise: .discard) == .discarded)
    #expect(harness.router.openTapped(URL(string: "myapp://people/ada")!, otherwise: .discard) == .opened)
    await harness.host.settle()
    #expect(harness.router.presented.description == "root ▸ push(profile ada)")
  }

  @Test func anUnmatchedLinkGoesToTheSystemByDefault() async throws {
    let harness = harness()
    let url = URL(string: "https://example.com/about")!
    #expect(harness.router.openTapped(url) == .system(url))
    #expect(harness.router.stack.routes.isEmpty)
  }

  @Test func anUnmatchedWebLinkOpensInTheAppsBrowserAndOtherSchemesInTheSystem() async throws {
    let harness = harness()
    let web = URL(string: "https://example.com/about")!
    guard case .presented(let id) = harness.router.openTapped(web, otherwise: browser) else {
      Issue.record("not presented")
      return
    }
    await harness.host.settle()
    #expect(harness.router.presented.routes.map(\.id) == [id])
    #expect(harness.router.presented.description == "root ▸ sheet(popup https://example.com/about)")
    let mail = URL(string: "mailto:ada@example.com")!
    #expect(harness.router.openTapped(mail, otherwise: browser) == .system(mail))
  }

  @Test func aRefusedLinkTakesTheFallbackAndIsReported() async throws {
    let harness = harness()
    let url = URL(string: "https://example.com/settings")!
    #expect(harness.router.openTapped(url, otherwise: .discard) == .discarded)
    #expect(harness.router.stack.routes.isEmpty)
    #expect(
      harness.linkEvents.contains {
        if case .linkRefused(let refusal) = $0 { refusal.origin == .userContent } else { false }
      })
  }

  // MARK: Links other users wrote

  /// A link in a post or a message was written by another user: the app's own entries refuse it.
  @Test func aTappedLinkNeverReachesTheAppsOwnEntries() async throws {
    let harness = Harness()
    var links = DeepLinkMap<Screen>()
    links.add("/wallet/send", presentation: .sheet, access: .appOnly) { _ in .settings }
    links.add("/wallet/receive", presentation: .sheet, access: .appAndNotifications) { _ in .settings }
    harness.router.deepLinks = links
    harness.router.confirmLink = { _ in true }
    for text in ["myapp://wallet/send?amount=9999", "myapp://wallet/receive"] {
      #expect(harness.router.openTapped(URL(string: text)!, otherwise: .discard) == .discarded)
    }
    await harness.host.settle()
    #expect(harness.router.stack.isEmpty)
    let origins = harness.linkEvents.compactMap {
      if case .linkRefused(let refusal) = $0 { refusal.origin } else { nil }
    }
    #expect(origins.count == 2 && !origins.contains(.inApp))
  }

  /// An entry open to every origin asks the user before a tapped link opens it.
  @Test func aTappedLinkAsksFirstByDefault() async throws {
    let harness = harness()
    let answer = UserAnswer()
    harness.router.confirmLink = { link in await answer.wait(for: link) }
    #expect(harness.router.openTapped(URL(string: "myapp://learn/4")!) == .opened)
    await harness.host.settle()
    #expect(harness.router.stack.isEmpty)  // nothing opens until the user agrees
    await answer.give(true)
    await harness.host.settle()
    #expect(harness.router.presented.description == "root ▸ fullScreenCover(learn 4)")
    #expect(answer.asked.map(\.url.absoluteString) == ["myapp://learn/4"])
  }

  /// A stack link in a post goes on top of what the user has, never in place of it; so does an
  /// entry whose placement replaces the stack.
  @Test func aTappedLinkNeverReplacesTheStack() async throws {
    let harness = harness()
    var links = harness.router.deepLinks!
    links.add("/home", presentation: .sheet, placement: .replaceStack) { _ in .popup("home") }
    harness.router.deepLinks = links
    harness.router.confirmLink = { _ in true }
    try harness.router.present(.settings, as: .sheet)
    let stackLink = URL(string: "myapp://learn/1#stack&then=myapp%3A%2F%2Flearn%2F2")!
    #expect(harness.router.openTapped(stackLink) == .opened)
    await harness.host.settle()
    #expect(harness.router.openTapped(URL(string: "myapp://home")!) == .opened)
    await harness.host.settle()
    #expect(
      harness.router.presented.description
        == "root ▸ sheet(settings) ▸ fullScreenCover(learn 1) ▸ fullScreenCover(learn 2) ▸ sheet(popup home)")
  }

  @Test func theStackAndTheTopRoutePrintAsLinksThatOpenThem() async throws {
    let harness = harness()
    #expect(harness.router.stackURL(scheme: "myapp") == nil)
    #expect(harness.router.topRouteURL(scheme: "myapp") == nil)
    try harness.router.present(.learn(1), as: .fullScreenCover)
    try harness.router.present(.learn(2), as: .fullScreenCover)
    #expect(harness.router.topRouteURL(scheme: "myapp")?.absoluteString == "myapp://learn/2")
    let url = try #require(harness.router.stackURL(scheme: "myapp"))
    let other = Harness()
    other.router.deepLinks = harness.router.deepLinks
    try other.router.open(url, from: .restoration)
    await other.host.settle()
    #expect(other.router.presented.description == "root ▸ fullScreenCover(learn 1) ▸ fullScreenCover(learn 2)")
    try harness.router.present(.settings, as: .sheet)  // no entry prints it
    #expect(harness.router.stackURL(scheme: "myapp") == nil)
  }

  @Test func eachLayerSharesTheScreenItShowsNotTheTopOfTheStack() throws {
    let harness = harness()
    #expect(harness.router.screenURL(inLayerOf: nil, scheme: "myapp") == nil)  // the root screen
    try harness.router.push(.profile("home"))
    let cover = try harness.router.present(.learn(1), as: .fullScreenCover)
    try harness.router.present(.learn(2), as: .fullScreenCover)
    #expect(harness.router.screenURL(inLayerOf: nil, scheme: "myapp")?.absoluteString == "myapp://profile/home")
    #expect(harness.router.screenURL(inLayerOf: cover, scheme: "myapp")?.absoluteString == "myapp://learn/1")
    let top = try #require(harness.router.stack.routes.last?.id)
    #expect(harness.router.screenURL(inLayerOf: top, scheme: "myapp")?.absoluteString == "myapp://learn/2")
    #expect(harness.router.screenURL(inLayerOf: "unknown", scheme: "myapp") == nil)
    // A layer's screen is the last one pushed on it.
    try harness.router.push(.profile("a"))
    try harness.router.push(.profile("b"))
    #expect(harness.router.screenURL(inLayerOf: top, scheme: "myapp")?.absoluteString == "myapp://profile/b")
  }

  /// A tabbed root: a stack per tab, the feed selected, a `#swift` pushed in the feed and a
  /// `#cats` pushed in the inbox after it (the last push of all, in a tab the user left).
  private func tabbedScene() async throws -> (SimulatedScene<Screen>, Router<Screen>) {
    let (scene, router) = try await emptyTabbedScene(statesSelection: true)
    try router.push(.profile("swift"))
    scene.selectTab("inbox")
    await scene.host.settle()
    try router.push(.profile("cats"))
    scene.selectTab("feed")
    await scene.host.settle()
    return (scene, router)
  }

  /// A screen's link comes from the stack it is in: the feed shares `#swift`, the inbox `#cats`,
  /// and with no stack named, the selected tab's; never another tab's last push.
  @Test func aTabSharesTheScreenOfItsOwnStackNotAnotherTabsLastPush() async throws {
    let (scene, router) = try await tabbedScene()
    #expect(scene.selectedTab() == "feed")
    #expect(router.topRouteURL(scheme: "myapp")?.absoluteString == "myapp://profile/swift")
    #expect(router.screenURL(inLayerOf: nil, scheme: "myapp")?.absoluteString == "myapp://profile/swift")
    #expect(router.screenURL(inLayerOf: nil, in: "feed", scheme: "myapp")?.absoluteString == "myapp://profile/swift")
    #expect(router.screenURL(inLayerOf: nil, in: "inbox", scheme: "myapp")?.absoluteString == "myapp://profile/cats")
    #expect(router.screenURL(inLayerOf: nil, in: "search", scheme: "myapp") == nil)  // its root screen
    scene.selectTab("inbox")
    await scene.host.settle()
    #expect(router.topRouteURL(scheme: "myapp")?.absoluteString == "myapp://profile/cats")
  }

  /// A pushed screen's own route names its layer and its stack: its share link shares the top of
  /// that stack, whichever tab is selected.
  @Test func aPushedScreenSharesTheTopOfItsOwnStack() async throws {
    let (scene, router) = try await tabbedScene()
    let cats = try #require(router.stack.routes.first { $0.destination == .profile("cats") }?.id)
    let swift = try #require(router.stack.routes.first { $0.destination == .profile("swift") }?.id)
    #expect(router.screenURL(inLayerOf: cats, scheme: "myapp")?.absoluteString == "myapp://profile/cats")
    #expect(router.screenURL(inLayerOf: swift, scheme: "myapp")?.absoluteString == "myapp://profile/swift")
    #expect(scene.host.violations.isEmpty)
  }

  /// A scene whose root shows the feed and inbox tabs, the feed selected, nothing pushed.
  private func emptyTabbedScene(statesSelection: Bool = false) async throws -> (SimulatedScene<Screen>, Router<Screen>)
  {
    let clock = SimulatedClock()
    let scene = SimulatedScene<Screen>(clock: clock)
    let router = Router<Screen>(scheduler: clock)
    router.deepLinks = harness().router.deepLinks
    scene.showRoot("tabs", router: router)
    scene.showTabView(["feed", "inbox"], statesSelection: statesSelection)
    await scene.host.settle()
    return (scene, router)
  }

  /// A stack link printed in a tabbed app names each push's stack: handed off or restored, every
  /// push is back in its own tab, none in a `main` stack no tab shows.
  @Test func aHandedOffStackPutsEachPushBackInItsTab() async throws {
    let (_, router) = try await tabbedScene()
    let url = try #require(router.stackURL(scheme: "myapp"))
    #expect(url.absoluteString == "myapp://profile/swift#stack&in=feed&then=myapp%3A%2F%2Fprofile%2Fcats&in=inbox")
    let (scene, other) = try await emptyTabbedScene()
    try other.open(url, from: .restoration)
    await scene.host.settle()
    #expect(other.stack.routes.map(\.shownInStack) == ["feed", "inbox"])
    #expect(scene.routesShown(inStack: "feed").map(\.destination) == [.profile("swift")])
    scene.selectTab("inbox")
    await scene.host.settle()
    #expect(scene.routesShown(inStack: "inbox").map(\.destination) == [.profile("cats")])
    #expect(scene.host.violations.isEmpty)
  }

  /// A map matched without a router reads a stack link as `open` does: each push in the stack its
  /// part names.
  @Test func aMatchedStackLinkNamesEachPushesStack() throws {
    let map = try #require(harness().router.deepLinks)
    let url = try #require(
      URL(string: "myapp://profile/swift#stack&in=feed&then=myapp%3A%2F%2Fprofile%2Fcats&in=inbox"))
    let (routes, placement) = try map.match(url)
    #expect(routes.map(\.destination) == [.profile("swift"), .profile("cats")])
    #expect(routes.map(\.shownInStack) == ["feed", "inbox"])
    #expect(placement == .replaceStack)
  }

  /// A stack link that names no stack (one printed in an app of one stack) pushes into the stack
  /// the user is in, as `present(_:as: .push)` does: never into a `main` stack no tab shows.
  @Test func aStackLinkWithoutStackNamesPushesIntoTheSelectedTab() async throws {
    let (scene, router) = try await emptyTabbedScene()
    let url = try #require(URL(string: "myapp://profile/a#stack&then=myapp%3A%2F%2Fprofile%2Fb"))
    try router.open(url, from: .restoration)
    await scene.host.settle()
    #expect(scene.routesShown(inStack: "feed").map(\.destination) == [.profile("a"), .profile("b")])
  }

  /// A stack name the link gives twice for one route, or empty, is not a stack link's: the link
  /// is malformed, named, and changes nothing.
  @Test(arguments: ["myapp://profile/a#stack&in=feed&in=inbox", "myapp://profile/a#stack&in="])
  func aStackLinkWithABadStackNameIsMalformed(text: String) async throws {
    let (_, router) = try await emptyTabbedScene()
    #expect(throws: DeepLinkError.malformedURL(text)) { try router.open(text) }
    #expect(router.stack.routes.isEmpty)
  }
}
