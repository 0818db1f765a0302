import Foundation
import ModalStackCore
import ModalStackTesting
import Testing

/// Entries whose routes come from the app's state read at once (`DeepLinkMap.add(_:context:routes:)`),
/// over a router and the simulated host: IceCubes' check of the link's server, as an entry.
@MainActor
@Suite struct RouterLinkContextTests {
  /// The app's session: the server the user is signed in on.
  @MainActor final class Session {
    var server: String
    init(server: String) { self.server = server }
  }

  /// A router whose map opens `/@:user` on any server: a profile of the user's own server pushed,
  /// another server's in a sheet.
  private func harness() -> (Harness, Session) {
    let harness = Harness()
    let session = Session(server: "mastodon.social")
    var links = DeepLinkMap<Screen>()
    links.add("/@:user", host: .any, context: Session.self) { link, session in
      let user: String = try link.value("user")
      guard link.host == session.server else {
        return [Route(.profile("\(user)@\(link.host ?? "")"), presentation: .sheet)]
      }
      return [Route(.profile(user), presentation: .push)]
    }
    harness.router.deepLinks = links
    harness.router.linkContext = session
    return (harness, session)
  }

  /// The entry reads the context as the link opens, in the same call: its routes are on the stack
  /// when `open` returns, nothing is being resolved, and a change of the app's state is read by
  /// the next link.
  @Test func aSynchronousEntryReadsTheContextAtOnce() async throws {
    let (harness, session) = harness()
    let ids = try harness.router.open("https://mastodon.social/@ada")
    #expect(ids.count == 1)
    #expect(harness.router.resolvingLink == nil)
    #expect(harness.router.stack.routes.map(\.destination) == [.profile("ada")])
    session.server = "fosstodon.org"
    try harness.router.open("https://mastodon.social/@bob")
    #expect(harness.router.stack.routes.map(\.destination) == [.profile("ada"), .profile("bob@mastodon.social")])
    await harness.host.settle()
    #expect(harness.router.presented.description == "root ▸ push(profile ada) ▸ sheet(profile bob@mastodon.social)")
  }

  /// Without a context of the entry's type (none, or another type) the link is refused with the
  /// error an async entry gives, naming the link and the type, and nothing changes.
  @Test func withoutAContextOfItsTypeTheLinkIsRefusedAndChangesNothing() async throws {
    let (harness, _) = harness()
    try harness.router.present(.settings, as: .sheet)
    await harness.host.settle()
    let before = harness.router.stack
    let eventsBefore = harness.events.count
    let refusal = DeepLinkError.refused(
      "https://mastodon.social/@ada", reason: "the router has no link context of type Session")
    for context in [nil, "a session" as (any Sendable)?] {
      harness.router.linkContext = context
      #expect(throws: refusal) { try harness.router.open("https://mastodon.social/@ada") }
    }
    await harness.host.settle()
    #expect(harness.router.stack == before)
    #expect(harness.events.count == eventsBefore)
  }

  /// A map matched without a router has no context: such an entry's links are refused.
  @Test func matchingWithoutARouterRefusesAnEntryThatReadsTheContext() throws {
    let (harness, _) = harness()
    let links = try #require(harness.router.deepLinks)
    #expect(throws: DeepLinkError.self) { try links.match(URL(string: "https://mastodon.social/@ada")!) }
  }
}
