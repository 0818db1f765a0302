import Foundation
import ModalStackCore
import ModalStackTesting

extension Scenario {
  /// Links are untrusted input: another app is refused a restricted entry, a hostile value is
  /// refused by a parameter's declaration, a web page's link waits for the user, and a
  /// 100,000-link flood from 8 threads ends bounded while the app's own commands still work.
  static let hostileLinks = Scenario(
    name: "hostile-links",
    summary: "links from outside refused, asked about, or bounded; a 100,000-link flood ends bounded"
  ) { timeline in
    let router = timeline.router
    var links = DeepLinkMap<String>()
    links.add(
      "/wallet/send", presentation: .sheet, access: .appAndNotifications,
      parameters: [.integer("amount", in: 1...10_000)]
    ) {
      "send \(try $0.value("amount", as: Int.self))"
    }
    links.add("/invite/:code", presentation: .sheet, access: .askFirst, parameters: [.text("code", maxLength: 16)]) {
      "invite \(try $0.value("code", as: String.self))"
    }
    links.add("/promo/:id", presentation: .fullScreenCover, parameters: [.integer("id", in: 0...999_999)]) { _ in
      "promo"
    }
    // A federated app: a status on any server; another server's account is looked up first.
    links.add(
      "/:handle/:status", host: .any, parameters: [.integer("status", in: 1...Int.max)], context: Directory.self
    ) { link, directory in
      let account = try await directory.lookUp(try link.value("handle"), on: link.host ?? "")
      return [Route("status \(try link.value("status", as: Int.self)) of \(account)", presentation: .sheet)]
    }
    router.deepLinks = links
    router.linkContext = Directory(clock: timeline.clock)
    let answer = UserAnswer()
    router.confirmLink = { _ in await answer.wait() }

    try await timeline.step("present wallet as a sheet") { try router.present("wallet", as: .sheet) }
    timeline.say("/wallet/send allows the app and its notifications; /invite asks the user about links from outside")
    await timeline.step("another app opens myapp://wallet/send?amount=9999: refused, nothing changes") {
      _ = try? router.open(URL(string: "myapp://wallet/send?amount=9999")!, from: .otherApp(sourceApplication: nil))
    }
    await timeline.step("a notification carries myapp://wallet/send?amount=-1: refused by the amount's range") {
      _ = try? router.open(URL(string: "myapp://wallet/send?amount=-1")!, from: .notification)
    }
    try await timeline.step("a web page opens https://example.com/invite/ada: it waits for the user") {
      try router.open(URL(string: "https://example.com/invite/ada")!, from: .universalLink(domain: "example.com"))
    }
    await timeline.step("the user taps Open") { answer.give(true) }
    try await timeline.step("a post links https://fosstodon.org/@ada/7: the account is looked up (1 s), then it opens")
    {
      try router.open(URL(string: "https://fosstodon.org/@ada/7")!, from: .universalLink(domain: "fosstodon.org"))
    }
    try await timeline.step("https://fosstodon.org/@bob/8 is being looked up when myapp://promo/1 comes: superseded") {
      try router.open(URL(string: "https://fosstodon.org/@bob/8")!, from: .universalLink(domain: "fosstodon.org"))
      try router.open(URL(string: "myapp://promo/1")!, from: .otherApp(sourceApplication: nil))
    }

    timeline.say(
      "another app sends myapp://promo/0 … /99999 from 8 threads at once (bound: \(router.linkLimits.description)):")
    let outcomes = LinkOutcomeCount(router)
    await withTaskGroup(of: Void.self) { group in
      for thread in 0..<8 {
        group.addTask {
          for index in stride(from: thread, to: 100_000, by: 8) {
            router.send(.open(URL(string: "myapp://promo/\(index)")!, from: .otherApp(sourceApplication: nil)))
          }
        }
      }
    }
    // The main actor takes every link from the router's inbox before simulated time moves on.
    var turns = 0
    while outcomes.total < 100_000, turns < 10_000_000 {
      turns += 1
      await Task.yield()
    }
    await timeline.step("the main actor opens what the bound lets through", headline: true, folded: true) {}
    let refused = (outcomes.total - outcomes.opened).formatted(
      .number.grouping(.automatic).locale(Locale(identifier: "en_US")))
    timeline.say(
      "100,000 links: \(outcomes.opened) opened (links from outside now have their half of the 50 routes, 25 with the invite's, the status's and the first promo's), \(refused) refused at the bound or dropped"
    )
    try await timeline.step(
      "the app presents its own sheet over them: the app's commands are not bounded", folded: true
    ) {
      try router.present("help", as: .sheet)
    }
  }
}

/// The accounts of other servers, found after a second on the simulated network.
@MainActor
final class Directory {
  let clock: SimulatedClock
  init(clock: SimulatedClock) { self.clock = clock }

  func lookUp(_ handle: String, on server: String) async throws -> String {
    await clock.sleep(for: .seconds(1))
    return "\(handle)@\(server)"
  }
}

/// The user's answer to the question an ask-first link raises, given when the scenario says.
@MainActor
final class UserAnswer {
  private var waiting: CheckedContinuation<Bool, Never>?

  func wait() async -> Bool { await withCheckedContinuation { waiting = $0 } }

  func give(_ accepted: Bool) {
    waiting?.resume(returning: accepted)
    waiting = nil
  }
}

/// Counts what became of links: opened, or refused or dropped before they could open.
@MainActor
final class LinkOutcomeCount {
  private(set) var opened = 0
  private(set) var total = 0
  private var subscription: EventSubscription?

  init<Destination>(_ router: Router<Destination>) {
    subscription = router.observeLinks { [weak self] event in
      guard let self else { return }
      switch event {
      case .linkOpened: (opened, total) = (opened + 1, total + 1)
      case .linkRefused: total += 1
      case .linksDropped(let count, _): total += count
      default: break
      }
    }
  }
}
