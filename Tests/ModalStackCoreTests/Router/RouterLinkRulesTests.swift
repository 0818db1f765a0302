import Foundation
import ModalStackTesting
import Testing

@testable import ModalStackCore

/// Origins, ask-first entries and the flood bound, through the router (`Router+DeepLinks.swift`).
@MainActor
@Suite struct RouterLinkRulesTests {
  nonisolated static let otherApp = LinkOrigin.otherApp(sourceApplication: nil)

  /// `/learn/:id` open to all, `/wallet/:amount` for the app and notifications, `/invite/:code`
  /// asking first.
  private func harness() -> Harness {
    let harness = Harness()
    var links = DeepLinkMap<Screen>()
    links.add("/learn/:id", presentation: .fullScreenCover) { .learn(try $0.value("id")) }
    links.add(
      "/wallet/:amount", presentation: .sheet, access: .appAndNotifications,
      parameters: [.integer("amount", in: 1...100)]
    ) {
      .learn(try $0.value("amount"))
    }
    links.add("/invite/:code", presentation: .sheet, access: .askFirst) { .profile(try $0.value("code")) }
    harness.router.deepLinks = links
    return harness
  }

  private func refusal(_ text: String, _ origin: LinkOrigin, _ pattern: String, _ rule: LinkRefusal.Rule) -> LinkRefusal
  {
    LinkRefusal(link: text, origin: origin, pattern: pattern, rule: rule)
  }

  // MARK: Origins

  @Test func anotherAppsLinkToARestrictedEntryIsRefusedAndChangesNothing() async throws {
    let harness = harness()
    try harness.router.present(.settings, as: .sheet)
    let before = harness.router.stack
    let expected = refusal("myapp://wallet/5", Self.otherApp, "/wallet/:amount", .origin(.appAndNotifications))
    #expect(throws: DeepLinkError.blocked(expected)) {
      try harness.router.open(URL(string: "myapp://wallet/5")!, from: Self.otherApp)
    }
    #expect(harness.router.stack == before)
    #expect(harness.linkEvents.last == .linkRefused(expected))
    // The same link from a notification opens.
    #expect(try harness.router.open(URL(string: "myapp://wallet/5")!, from: .notification).count == 1)
    await harness.host.settle()
    #expect(harness.router.presented.description == "root ▸ sheet(settings) ▸ sheet(learn 5)")
  }

  @Test func theOriginIsCheckedBeforeTheParameters() {
    let harness = harness()
    let expected = refusal("myapp://wallet/-1", Self.otherApp, "/wallet/:amount", .origin(.appAndNotifications))
    #expect(throws: DeepLinkError.blocked(expected)) {
      try harness.router.open(URL(string: "myapp://wallet/-1")!, from: Self.otherApp)
    }
    let violation = refusal(
      "myapp://wallet/-1", .inApp, "/wallet/:amount", .parameter(name: "amount", value: "-1", .outOfRange("1...100")))
    #expect(throws: DeepLinkError.blocked(violation)) { try harness.router.open("myapp://wallet/-1") }
    #expect(harness.router.stack.isEmpty)
  }

  @Test func aSentLinkThatIsRefusedIsOneEventNamingItsOrigin() async throws {
    let harness = harness()
    harness.router.send(.open(URL(string: "myapp://wallet/5")!, from: Self.otherApp))
    await harness.host.settle()
    let refusals = harness.linkEvents.filter { if case .linkRefused = $0 { true } else { false } }
    #expect(
      refusals.map(\.description) == [
        "linkRefused: myapp://wallet/5 from another app (unnamed), entry /wallet/:amount: allows in-app, notification, shortcut, widget, restoration only; open it from an origin the entry allows, or widen the entry's access"
      ])
    #expect(!harness.linkEvents.contains { if case .deepLinkFailed = $0 { true } else { false } })
    #expect(harness.router.stack.isEmpty)
  }

  @Test func anOpenedLinkIsAnEventWithItsOrigin() throws {
    let harness = harness()
    let url = try #require(URL(string: "myapp://learn/3"))
    let ids = try harness.router.open(url, from: .universalLink(domain: "example.com"))
    #expect(
      harness.linkEvents.contains(.linkOpened(DeepLink(url, from: .universalLink(domain: "example.com")), routes: ids)))
    // The app's own links are reported by their routes' events only.
    try harness.router.open("myapp://learn/4")
    #expect(harness.linkEvents.filter { if case .linkOpened = $0 { true } else { false } }.count == 1)
  }

  @Test func theFlightRecorderKeepsTheOrigin() throws {
    let harness = harness()
    harness.router.startRecording()
    _ = try? harness.router.open(
      URL(string: "myapp://wallet/5")!, from: .otherApp(sourceApplication: "com.example.other"))
    let texts = harness.router.trace().entries.compactMap {
      if case .event(let record) = $0.kind { record.text } else { nil }
    }
    #expect(texts.contains { $0.hasPrefix("linkRefused: myapp://wallet/5 from another app (com.example.other)") })
  }

  // MARK: Asking first

  @Test func anAskFirstEntryWaitsForTheUserThenOpens() async throws {
    let harness = harness()
    let answer = UserAnswer()
    harness.router.confirmLink = { link in await answer.wait(for: link) }
    let url = try #require(URL(string: "myapp://invite/ada"))
    #expect(try harness.router.open(url, from: Self.otherApp) == [])
    #expect(harness.linkEvents.last == .linkAwaitingConfirmation(DeepLink(url, from: Self.otherApp)))
    await harness.host.settle()
    #expect(harness.router.stack.isEmpty)  // nothing changes while the user decides
    await answer.give(true)
    await harness.host.settle()
    #expect(harness.router.presented.description == "root ▸ sheet(profile ada)")
    #expect(answer.asked == [DeepLink(url, from: Self.otherApp)])
  }

  @Test func aLinkFromTheAppItselfDoesNotAsk() throws {
    let harness = harness()
    harness.router.confirmLink = { _ in
      Issue.record("asked")
      return false
    }
    #expect(try harness.router.open(URL(string: "myapp://invite/ada")!, from: .notification).count == 1)
  }

  @Test func aDeclinedLinkIsRefused() async throws {
    let harness = harness()
    let answer = UserAnswer()
    harness.router.confirmLink = { link in await answer.wait(for: link) }
    try harness.router.open(URL(string: "myapp://invite/ada")!, from: Self.otherApp)
    await answer.give(false)
    await harness.host.settle()
    #expect(harness.router.stack.isEmpty)
    #expect(
      harness.linkEvents.last == .linkRefused(refusal("myapp://invite/ada", Self.otherApp, "/invite/:code", .declined)))
  }

  @Test func withoutAHandlerAnAskFirstEntryRefusesLinksFromOutside() {
    let harness = harness()
    let expected = refusal("myapp://invite/ada", Self.otherApp, "/invite/:code", .noConfirmationHandler)
    #expect(throws: DeepLinkError.blocked(expected)) {
      try harness.router.open(URL(string: "myapp://invite/ada")!, from: Self.otherApp)
    }
  }

  @Test func oneLinkAtATimeWaitsForTheUser() async throws {
    let harness = harness()
    let answer = UserAnswer()
    harness.router.confirmLink = { link in await answer.wait(for: link) }
    try harness.router.open(URL(string: "myapp://invite/ada")!, from: Self.otherApp)
    let expected = refusal("myapp://invite/bob", Self.otherApp, "/invite/:code", .confirmationPending)
    #expect(throws: DeepLinkError.blocked(expected)) {
      try harness.router.open(URL(string: "myapp://invite/bob")!, from: Self.otherApp)
    }
    await answer.give(true)
    await harness.host.settle()
    // the next one may ask
    #expect(try harness.router.open(URL(string: "myapp://invite/bob")!, from: Self.otherApp) == [])
  }

  /// The user is shown every part of a stack link, fragment and all: the ask-first entry in the
  /// fragment is what they agree to, not a decoy at the bottom.
  @Test func askingFirstShowsEveryPartOfAStackLink() async throws {
    let harness = harness()
    let answer = UserAnswer()
    harness.router.confirmLink = { link in await answer.wait(for: link) }
    let url = try #require(URL(string: "myapp://learn/1#stack&then=myapp%3A%2F%2Finvite%2Fada"))
    #expect(try harness.router.open(url, from: Self.otherApp) == [])
    await answer.give(false)
    #expect(answer.asked.map(\.url) == [url])
    #expect(harness.router.stack.isEmpty)
  }

  /// Each part of a stack link meets its own entry's rules: a part the origin may not open
  /// refuses the link, naming that part's entry.
  @Test func eachPartOfAStackLinkMeetsItsOwnEntrysRules() throws {
    let harness = harness()
    let url = try #require(URL(string: "myapp://learn/1#stack&then=myapp%3A%2F%2Fwallet%2F5"))
    #expect {
      try harness.router.open(url, from: Self.otherApp)
    } throws: { error in
      guard case DeepLinkError.blocked(let refusal) = error else { return false }
      return refusal.pattern == "/wallet/:amount" && refusal.rule == .origin(.appAndNotifications)
    }
    #expect(harness.router.stack.isEmpty)
  }

  // MARK: The flood bound

  @Test func linksStopAtTheirRouteLimitAndTheAppsCommandsDoNot() async throws {
    let harness = harness()
    harness.router.linkLimits.routes = 3
    for id in 1...3 { try harness.router.open("myapp://learn/\(id)") }
    let expected = refusal("myapp://learn/4", .inApp, "/learn/:id", .routeLimit(3))
    #expect(throws: DeepLinkError.blocked(expected)) { try harness.router.open("myapp://learn/4") }
    try harness.router.present(.settings, as: .sheet)  // the app's own
    harness.router.dismissAll()
    try harness.router.open("myapp://learn/5")  // links left the stack: room again
    await harness.host.settle()
    #expect(harness.router.presented.description == "root ▸ fullScreenCover(learn 5)")
  }

  @Test func beyondTheLimitALinkCanReplaceWhatLinksOpened() async throws {
    let harness = harness()
    harness.router.linkLimits = LinkLimits(routes: 3, overflow: .replaceLinkRoutes)
    try harness.router.present(.settings, as: .sheet)
    let opened = try (1...3).flatMap { try harness.router.open("myapp://learn/\($0)") }
    let url = try #require(URL(string: "myapp://learn/4"))
    let newest = try harness.router.open(url)
    #expect(harness.router.stack.description == "root ▸ sheet(settings) ▸ fullScreenCover(learn 4)")
    #expect(harness.linkEvents.contains(.linkReplacedLinkRoutes(DeepLink(url), removed: opened.reversed())))
    // With the app's own route on top there is nothing links opened to replace.
    for id in 5...6 { try harness.router.open("myapp://learn/\(id)") }
    try harness.router.present(.profile("mine"), as: .sheet)
    #expect(throws: DeepLinkError.blocked(refusal("myapp://learn/7", .inApp, "/learn/:id", .routeLimit(3)))) {
      try harness.router.open("myapp://learn/7")
    }
    await harness.host.settle()
    #expect(harness.router.presented.routes.map(\.id).contains(newest[0]))
    #expect(harness.host.violations.isEmpty)
  }

  /// Links sent from outside (another app, a web page, a notification) share half the routes
  /// links may have: however many they send, the app's own links and tapped links keep the rest.
  @Test func linksFromOutsideLeaveRoomForTheAppsOwnAndTappedLinks() async throws {
    let harness = harness()
    harness.router.deepLinks?.add("/post/:id", presentation: .sheet, access: .anyOrigin.openingUserContentWithoutAsking)
    {
      .profile(try $0.value("id"))
    }
    harness.router.linkLimits = LinkLimits(routes: 4)
    let outside: [LinkOrigin] = [Self.otherApp, .notification, .universalLink(domain: "example.com")]
    var opened = 0
    for (index, origin) in (outside + outside).enumerated() {
      if (try? harness.router.open(URL(string: "myapp://learn/\(index)")!, from: origin)) != nil { opened += 1 }
    }
    #expect(opened == 2)
    #expect(throws: DeepLinkError.blocked(refusal("myapp://learn/9", Self.otherApp, "/learn/:id", .routeLimit(2)))) {
      try harness.router.open(URL(string: "myapp://learn/9")!, from: Self.otherApp)
    }
    try harness.router.open("myapp://learn/100")  // the app's own link
    _ = harness.router.openTapped(URL(string: "myapp://post/7")!)  // a link tapped in a post
    #expect(harness.router.stack.count == 4)
    #expect(throws: DeepLinkError.self) { try harness.router.open("myapp://learn/101") }  // now links are at 4
    await harness.host.settle()
    #expect(harness.host.violations.isEmpty)
  }

  /// With `.replaceLinkRoutes` a link sent from outside replaces only routes such links opened:
  /// never the screens the app's own links (or the app) opened.
  @Test func aLinkFromOutsideReplacesOnlyWhatLinksFromOutsideOpened() async throws {
    let harness = harness()
    harness.router.linkLimits = LinkLimits(routes: 3, routesFromOutside: 3, overflow: .replaceLinkRoutes)
    try harness.router.open("myapp://learn/1")
    try harness.router.open("myapp://learn/2")
    try harness.router.open(URL(string: "myapp://learn/3")!, from: Self.otherApp)
    // Over the bound: the other app's route goes, the app's stay.
    try harness.router.open(URL(string: "myapp://learn/4")!, from: Self.otherApp)
    #expect(
      harness.router.stack.description
        == "root ▸ fullScreenCover(learn 1) ▸ fullScreenCover(learn 2) ▸ fullScreenCover(learn 4)")
    // With the app's own link's route on top there is nothing an outside link may replace.
    try harness.router.dismiss()
    try harness.router.open("myapp://learn/3")
    #expect(throws: DeepLinkError.blocked(refusal("myapp://learn/5", Self.otherApp, "/learn/:id", .routeLimit(3)))) {
      try harness.router.open(URL(string: "myapp://learn/5")!, from: Self.otherApp)
    }
    #expect(
      harness.router.stack.description
        == "root ▸ fullScreenCover(learn 1) ▸ fullScreenCover(learn 2) ▸ fullScreenCover(learn 3)")
    await harness.host.settle()
    #expect(harness.host.violations.isEmpty)
  }

  /// A link from outside (another app, a web page, another user's post) never dismisses what the
  /// user has: a `.replaceStack` entry goes on top, a `.reuseExisting` one reuses its route only
  /// when it is the top one. The app's own links still replace and reuse.
  @Test func aLinkFromOutsideNeverDismissesTheAppsScreens() async throws {
    let harness = harness()
    harness.router.deepLinks?.add("/settings", presentation: .sheet, placement: .reuseExisting) { _ in .settings }
    harness.router.deepLinks?.add("/welcome", presentation: .sheet, placement: .replaceStack) { _ in .popup("welcome") }
    try harness.router.present(.settings, as: .sheet)
    try harness.router.present(.profile("mine"), as: .sheet)
    try harness.router.open(URL(string: "myapp://settings")!, from: Self.otherApp)
    #expect(harness.router.stack.description == "root ▸ sheet(settings) ▸ sheet(profile mine) ▸ sheet(settings)")
    let top = try harness.router.open(URL(string: "myapp://settings")!, from: .universalLink(domain: "example.com"))
    #expect(top == [harness.router.stack.last!.id])  // its screen is on top already: reused
    try harness.router.open(URL(string: "myapp://welcome")!, from: Self.otherApp)
    #expect(
      harness.router.stack.description
        == "root ▸ sheet(settings) ▸ sheet(profile mine) ▸ sheet(settings) ▸ sheet(popup welcome)")
    try harness.router.open("myapp://settings")  // the app's own link goes back to it
    #expect(harness.router.stack.description == "root ▸ sheet(settings) ▸ sheet(profile mine) ▸ sheet(settings)")
    try harness.router.open("myapp://welcome")
    #expect(harness.router.stack.description == "root ▸ sheet(popup welcome)")
    await harness.host.settle()
    #expect(harness.host.violations.isEmpty)
  }

  @Test func linksBeyondTheWaitingBoundAreDroppedAsOneEventAndCommandsAreNot() async throws {
    let harness = harness()
    harness.router.linkLimits.waitingLinks = 10
    // Sent while the main actor is busy here: none is taken out before the loop ends.
    for id in 1...100 { harness.router.send(.open(URL(string: "myapp://learn/\(id)")!, from: Self.otherApp)) }
    for index in 0..<5 { harness.router.send(.present(.profile("\(index)"), .push, id: RouteID("app\(index)"))) }
    await yieldWhile({ harness.router.stack.count < 15 }, atMost: 10_000)
    #expect(
      harness.router.stack.routes.map(\.destination) == (1...10).map { Screen.learn($0) }
        + (0..<5).map { .profile("\($0)") })
    let latest = DeepLink(URL(string: "myapp://learn/100")!, from: Self.otherApp)
    #expect(
      harness.linkEvents.filter { if case .linksDropped = $0 { true } else { false } } == [
        .linksDropped(90, latest: latest)
      ])
  }

  /// A link the router took out of the wait frees its place: the bound counts links waiting,
  /// not links ever sent.
  @Test func aLinkTakenOutOfTheWaitFreesItsPlace() async throws {
    let harness = harness()
    harness.router.linkLimits.waitingLinks = 2
    for round in 0..<3 {
      for id in 1...2 {
        harness.router.send(.open(URL(string: "myapp://learn/\(round * 2 + id)")!, from: Self.otherApp))
      }
      await yieldWhile({ harness.router.stack.count < round * 2 + 2 }, atMost: 10_000)
    }
    #expect(harness.router.stack.routes.map(\.destination) == (1...6).map { Screen.learn($0) })
    #expect(!harness.linkEvents.contains { if case .linksDropped = $0 { true } else { false } })
  }

  /// 10,000 links from 8 threads while the app sends its own commands from a ninth: the links
  /// add 50 routes (the default), the app's 20 arrive in order, and the screen settles in
  /// under 2 s of UI time.
  @Test func aFloodFromEightThreadsEndsBoundedAndTheAppsCommandsKeepTheirOrder() async throws {
    let harness = harness()
    let router = harness.router
    try router.present(.settings, as: .sheet)
    await harness.host.settle()
    let outcomes = LinkOutcomes(router)
    let start = harness.clock.now
    await withTaskGroup(of: Void.self) { group in
      for thread in 0..<8 {
        group.addTask {
          for index in 0..<1_250 {
            router.send(.open(URL(string: "myapp://learn/\(thread * 1_250 + index)")!, from: Self.otherApp))
          }
        }
      }
      group.addTask {
        for index in 0..<20 { router.send(.present(.profile("\(index)"), .sheet, id: RouteID("app\(index)"))) }
      }
    }
    await yieldWhile({ outcomes.count < 10_000 || router.stack.count < 45 }, atMost: 1_000_000)
    #expect(outcomes.count == 10_000)
    await harness.host.settle()
    let routes = router.presented.routes
    // Links from another app have half the room links may have.
    #expect(routes.filter { if case .learn = $0.destination { true } else { false } }.count == 25)
    #expect(routes.map(\.id.rawValue).filter { $0.hasPrefix("app") } == (0..<20).map { "app\($0)" })
    #expect(router.settledAt - start <= .seconds(2))
    #expect(harness.host.violations.isEmpty)
    #expect(harness.host.statistics.droppedCalls == 0)
  }
}

/// Counts the links a router has done with: opened, refused, or dropped before it saw them.
@MainActor
final class LinkOutcomes {
  private(set) var count = 0
  private var subscription: EventSubscription?

  init(_ router: Router<Screen>) {
    subscription = router.observeLinks { [weak self] event in
      switch event {
      case .linkOpened, .linkRefused: self?.count += 1
      case .linksDropped(let count, _): self?.count += count
      default: break
      }
    }
  }
}

/// The user's answer to an ask-first link, given when the test says.
@MainActor
final class UserAnswer {
  private(set) var asked: [DeepLink] = []
  private var waiting: CheckedContinuation<Bool, Never>?

  func wait(for link: DeepLink) async -> Bool {
    asked.append(link)
    return await withCheckedContinuation { waiting = $0 }
  }

  /// Answers, once the question has been asked.
  func give(_ accepted: Bool) async {
    await yieldWhile({ waiting == nil }, atMost: 1_000)
    waiting?.resume(returning: accepted)
    waiting = nil
    for _ in 0..<10 { await Task.yield() }
  }
}
