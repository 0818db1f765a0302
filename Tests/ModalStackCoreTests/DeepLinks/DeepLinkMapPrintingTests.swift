import Foundation
import ModalStackCore
import ModalStackTesting
import PropertyBased
import Testing

@MainActor
@Suite struct DeepLinkMapPrintingTests {
  /// A map whose every entry prints its route back.
  static func map() -> DeepLinkMap<Screen> {
    var map = DeepLinkMap<Screen>()
    map.add("/settings", presentation: .sheet) { _ in
      .settings
    } printer: {
      $0 == .settings ? [:] : nil
    }
    map.add("/learn/:id", presentation: .fullScreenCover) {
      .learn(try $0.value("id"))
    } printer: {
      if case .learn(let id) = $0 { ["id": "\(id)"] } else { nil }
    }
    map.add("/pushed/:id", presentation: .push) {
      .learn(try $0.value("id"))
    } printer: {
      if case .learn(let id) = $0 { ["id": "\(id)"] } else { nil }
    }
    map.add("/profile/:name", presentation: .sheet) {
      .profile(try $0.value("name"))
    } printer: {
      if case .profile(let name) = $0 { ["name": name] } else { nil }
    }
    // A query item and a wildcard.
    map.add("/popup", presentation: .fullScreenCover) {
      .popup(try $0.value("name"))
    } printer: {
      if case .popup(let name) = $0, !name.contains("/") { ["name": name] } else { nil }
    }
    map.add("/files/*path", presentation: .push) {
      .popup($0.rest.joined(separator: "/"))
    } printer: {
      if case .popup(let name) = $0 { LinkValues(rest: name.split(separator: "/").map(String.init)) } else { nil }
    }
    return map
  }

  static let words = ["ada", "a b", "ü/ñ", "50%", "x#y&z?w=1", "..", "-_.~", "stack&then=x", "%41"]

  /// A random route the map prints: one of its entries, with a value from `words` or a number.
  static func route(_ kind: Int, _ number: Int, _ word: Int) -> Route<Screen> {
    let word = words[word % words.count]
    return switch kind % 6 {
    case 0: Route(.settings, presentation: .sheet)
    case 1: Route(.learn(number), presentation: .fullScreenCover)
    case 2: Route(.learn(number), presentation: .push)
    case 3: Route(.profile(word), presentation: .sheet)
    case 4: Route(.popup(word.replacingOccurrences(of: "/", with: "")), presentation: .fullScreenCover)
    default: Route(.popup("dir/\(word.replacingOccurrences(of: "/", with: ""))"), presentation: .push)
    }
  }

  private func shape(_ routes: [Route<Screen>]) -> [String] {
    routes.map { "\($0.presentation.shortName) \($0.destination)" }
  }

  @Test func aPrintedStackOpensTheSameStack() async throws {
    let map = Self.map()
    var checked = 0
    await propertyCheck(
      count: 300, input: Gen.int(in: 0...5).array(of: 1...6), Gen.int(in: -5...100_000), Gen.int(in: 0...100)
    ) { kinds, number, word in
      let routes = kinds.enumerated().map { Self.route($1, number + $0, word + $0) }
      guard let stack = try? RouteStack(routes) else { return }
      // A value that is not one path segment (`..`, `ü/ñ`) prints no link: it would not open.
      let segments = routes.allSatisfy {
        switch $0.destination {
        case .profile(let name): name != ".." && !name.contains("/")
        case .popup(let name) where $0.presentation == .push: !name.split(separator: "/").contains("..")
        default: true
        }
      }
      guard segments else {
        #expect((try? map.url(for: stack, scheme: "myapp")) == nil, "\(routes)")
        return
      }
      checked += 1
      let url = try #require(try? map.url(for: stack, scheme: "myapp"), "\(routes)")
      let (opened, placement) = try map.match(url)
      #expect(shape(opened) == shape(stack.routes), "\(url)")
      #expect(placement == .replaceStack)
      // On a router showing something else, the link replaces it with the same stack.
      let router = Router<Screen>(deepLinks: map, scheduler: SimulatedClock())
      try router.present(.settings, as: .sheet)
      try router.open(url)
      #expect(shape(router.stack.routes) == shape(stack.routes), "\(url)")
    }
    #expect(checked > 100)
  }

  /// A web link always has a host: an entry that names none prints the host it is given, and
  /// its first segment stays in the path; a custom scheme's link puts that segment in the host.
  @Test func aWebLinkPrintsTheGivenHostBeforeTheWholePath() throws {
    let map = Self.map()
    let route = Route(Screen.learn(42), presentation: .fullScreenCover)
    #expect(
      try map.url(for: route, scheme: "https", host: "example.com").absoluteString == "https://example.com/learn/42")
    #expect(try map.url(for: route, scheme: "myapp").absoluteString == "myapp://learn/42")
  }

  /// A parameter with literal text around it prints inside that text, and the printed link opens
  /// the route again, for every value that fits in one segment.
  @Test func aParameterPrintsInsideTheLiteralTextAroundIt() throws {
    var map = DeepLinkMap<Screen>()
    map.add("/@:user", presentation: .push, host: .any) {
      .profile(try $0.value("user"))
    } printer: {
      if case .profile(let user) = $0 { LinkValues(["user": user], host: "mastodon.social") } else { nil }
    }
    map.add("/posts/:id.json", presentation: .sheet) {
      .learn(try $0.value("id"))
    } printer: {
      if case .learn(let id) = $0 { ["id": "\(id)"] } else { nil }
    }
    let profile = try map.url(for: Route(.profile("ada"), presentation: .push), scheme: "https")
    #expect(profile.absoluteString == "https://mastodon.social/@ada")
    let post = try map.url(for: Route(.learn(42), presentation: .sheet), scheme: "https", host: "example.com")
    #expect(post.absoluteString == "https://example.com/posts/42.json")
    // A value that is not one segment (a `/`, `..`) opens no route, so it prints no link.
    let notOneSegment: Set = ["ü/ñ", ".."]
    for word in Self.words {
      let route = Route(Screen.profile(word), presentation: .push)
      guard let url = try? map.url(for: route, scheme: "https") else {
        #expect(notOneSegment.contains(word), "\(word) fits in a segment but was not printed")
        continue
      }
      #expect(!notOneSegment.contains(word))
      #expect(url.path(percentEncoded: true).hasPrefix("/@"), "\(url)")
      #expect(try map.match(url).routes.map(\.destination) == [.profile(word)])
    }
  }

  /// A value that would leave a path segment empty prints no link: the link would not open the
  /// route again.
  @Test func aRouteWhoseLinkWouldHaveAnEmptySegmentIsNotPrintable() {
    let map = Self.map()
    let route = Route(Screen.profile(""), presentation: .sheet)
    #expect(throws: DeepLinkError.notPrintable(route.description)) { try map.url(for: route, scheme: "myapp") }
    #expect(throws: DeepLinkError.notPrintable(route.description)) {
      try map.url(for: route, scheme: "https", host: "example.com")
    }
  }

  /// A `.` or `..` segment prints no link: URL resolution removes dot-segments, so
  /// `/files/users/../posts` read anywhere else is `/files/posts`, another route.
  @Test func aDotSegmentIsNotPrintable() throws {
    let map = Self.map()
    for name in ["users/../posts", "users/./posts", "..", "a/."] {
      let route = Route(Screen.popup("dir/" + name), presentation: .push)
      #expect(throws: DeepLinkError.notPrintable(route.description), "\(name)") {
        try map.url(for: route, scheme: "myapp")
      }
    }
    let route = Route(Screen.popup("dir/a..b/.c"), presentation: .push)
    #expect(try map.url(for: route, scheme: "myapp").absoluteString == "myapp://files/dir/a..b/.c")
  }

  @Test func aRouteNoEntryPrintsIsNamed() throws {
    let map = Self.map()
    let route = Route(Screen.settings, presentation: .fullScreenCover)  // printed only as a sheet
    #expect(throws: DeepLinkError.notPrintable(route.description)) { try map.url(for: route, scheme: "myapp") }
    #expect(throws: DeepLinkError.notPrintable("root")) { try map.url(for: RouteStack<Screen>(), scheme: "myapp") }
  }

  @Test func aPrintedLinkThatWouldOpenAnotherEntryIsRefused() throws {
    var map = DeepLinkMap<Screen>()
    map.add("/user/me", presentation: .sheet) { _ in .settings }
    map.add("/user/:name", presentation: .sheet) {
      .profile(try $0.value("name"))
    } printer: {
      if case .profile(let name) = $0 { ["name": name] } else { nil }
    }
    #expect(
      try map.url(for: Route(.profile("ada"), presentation: .sheet), scheme: "myapp").absoluteString
        == "myapp://user/ada")
    let me = Route(Screen.profile("me"), presentation: .sheet)  // myapp://user/me opens settings
    #expect(throws: DeepLinkError.notPrintable(me.description)) { try map.url(for: me, scheme: "myapp") }
    // Even when the other entry makes the same destination: it is another entry (another
    // presentation, other rules), so the link is not this route's.
    var same = DeepLinkMap<Screen>()
    same.add("/user/me", presentation: .fullScreenCover) { _ in .profile("me") }
    same.add("/user/:name", presentation: .sheet) {
      .profile(try $0.value("name"))
    } printer: {
      if case .profile(let name) = $0 { ["name": name] } else { nil }
    }
    #expect(throws: DeepLinkError.notPrintable(me.description)) { try same.url(for: me, scheme: "myapp") }
  }

  @Test func aPrinterThatLosesPartOfItsDestinationPrintsNothing() throws {
    var map = DeepLinkMap<Screen>()
    map.add("/profile/:name", presentation: .sheet) {
      .profile(try $0.value("name"))
    } printer: {
      if case .profile(let name) = $0 { ["name": name.trimmingCharacters(in: .whitespaces)] } else { nil }
    }
    #expect(
      try map.url(for: Route(.profile("ada"), presentation: .sheet), scheme: "myapp").absoluteString
        == "myapp://profile/ada")
    let padded = Route(Screen.profile("ada "), presentation: .sheet)  // would open profile "ada"
    #expect(throws: DeepLinkError.notPrintable(padded.description)) { try map.url(for: padded, scheme: "myapp") }
  }

  @Test func hostsPrintAsTheEntryMatchesThem() throws {
    var map = DeepLinkMap<Screen>()
    map.add("/:handle", presentation: .sheet, host: .any) {
      .profile("\(try $0.value("handle") as String)@\($0.host!)")
    } printer: {
      guard case .profile(let handle) = $0, let at = handle.lastIndex(of: "@") else { return nil }
      return LinkValues(["handle": String(handle[..<at])], host: String(handle[handle.index(after: at)...]))
    }
    map.add("/about", presentation: .fullScreenCover, host: "example.com") { _ in
      .settings
    } printer: { _ in
      [:]
    }
    let profile = Route(Screen.profile("@ada@mastodon.social"), presentation: .sheet)
    let url = try map.url(for: profile, scheme: "https")
    #expect(url.absoluteString == "https://mastodon.social/@ada")
    #expect(try map.match(url).routes.map(\.destination) == [profile.destination])
    #expect(
      try map.url(for: Route(.settings, presentation: .fullScreenCover), scheme: "myapp").absoluteString
        == "myapp://example.com/about")
  }

  @Test func aStackLinkFromOutsideGoesOnTopInsteadOfReplacing() throws {
    let map = Self.map()
    let stack = try RouteStack([
      Route(Screen.settings, presentation: .sheet), Route(.learn(1), presentation: .fullScreenCover),
    ])
    let url = try map.url(for: stack, scheme: "myapp")
    #expect(try map.match(url, from: .otherApp(sourceApplication: nil)).placement == .onTop)
    #expect(try map.match(url, from: .restoration).placement == .replaceStack)
  }

  /// A part of a stack link is matched under the outer link's scheme and host: a custom-scheme
  /// link cannot reach an entry kept for `https://example.com` by writing that URL in its fragment.
  @Test func aStackLinksPartsCannotNameAnotherSchemeOrHost() throws {
    var map = Self.map()
    map.add("/account", presentation: .sheet, scheme: "https", host: "example.com") { _ in .popup("account") }
    let laundered = try #require(
      URL(string: "myapp://learn/1#stack&then=https%3A%2F%2Fexample.com%2Faccount"))
    #expect(throws: DeepLinkError.self) { try map.match(laundered, from: .otherApp(sourceApplication: nil)) }
    #expect(throws: DeepLinkError.self) { try map.match(laundered, from: .restoration) }
    let otherHost = try #require(
      URL(string: "https://example.org/learn/1#stack&then=https%3A%2F%2Fexample.com%2Faccount"))
    #expect(throws: DeepLinkError.self) { try map.match(otherHost, from: .universalLink(domain: "example.org")) }
    // The same parts under the entry's own scheme and host open.
    let own = try #require(URL(string: "https://example.com/account#stack&then=https%3A%2F%2Fexample.com%2Faccount"))
    #expect(try map.match(own, from: .restoration).routes.count == 2)
  }

  /// Only the origins an entry lets replace the stack (the app and restoration, by default)
  /// make a stack link replace it; for the others its routes go on top, as the entry places them.
  @Test func aStackLinkReplacesTheStackOnlyForOriginsThatMay() throws {
    let map = Self.map()
    let stack = try RouteStack([
      Route(Screen.settings, presentation: .sheet), Route(.learn(1), presentation: .fullScreenCover),
    ])
    let url = try map.url(for: stack, scheme: "myapp")
    for origin in [LinkOrigin.notification, .shortcut, .widget] {
      #expect(try map.match(url, from: origin).placement == .onTop, "\(origin)")
    }
    #expect(try map.match(url, from: .restoration).placement == .replaceStack)
    #expect(try map.match(url, from: .inApp).placement == .replaceStack)
  }

  /// A stack link of more routes than the router's link limit is refused whole, naming the
  /// limit, and changes nothing; one within it opens.
  @Test func aStackLinkBeyondTheRouteLimitIsRefusedWhole() throws {
    let map = Self.map()
    let router = Router<Screen>(deepLinks: map, scheduler: SimulatedClock())
    router.linkLimits.routes = 3
    let routes = (1...4).map { Route(Screen.learn($0), presentation: .fullScreenCover) }
    let long = try map.url(for: try RouteStack(routes), scheme: "myapp")
    #expect(throws: DeepLinkError.refused(long.absoluteString, reason: "more than 3 routes")) {
      try router.open(long, from: .restoration)
    }
    #expect(router.stack.isEmpty)
    let short = try map.url(for: try RouteStack(Array(routes.prefix(3))), scheme: "myapp")
    #expect(try router.open(short, from: .restoration).count == 3)
  }

  @Test func aStackLinkChecksEveryRouteByItsEntrysRules() throws {
    var map = Self.map()
    map.add("/wallet", presentation: .sheet, access: .appOnly) { _ in
      .popup("wallet")
    } printer: {
      $0 == .popup("wallet") ? [:] : nil
    }
    let stack = try RouteStack([
      Route(Screen.settings, presentation: .sheet), Route(.popup("wallet"), presentation: .sheet),
    ])
    let url = try map.url(for: stack, scheme: "myapp")
    #expect(try map.match(url, from: .inApp).routes.count == 2)
    #expect(throws: DeepLinkError.self) { try map.match(url, from: .otherApp(sourceApplication: nil)) }
    let garbled = try #require(URL(string: url.absoluteString + "&then=%3A%3A"))
    #expect(throws: DeepLinkError.self) { try map.match(garbled) }
  }

  /// A stack link's fragment holds `then=` parts only: any other part makes it malformed, even
  /// one whose rest would read as a link.
  @Test func aStackLinkWithAPartThatIsNotThenIsMalformed() throws {
    let map = Self.map()
    let stack = try RouteStack([
      Route(Screen.settings, presentation: .sheet), Route(.learn(2), presentation: .fullScreenCover),
    ])
    let url = try map.url(for: stack, scheme: "myapp")
    #expect(try map.match(url).routes.count == 2)
    let then = try #require(url.fragment(percentEncoded: true)?.split(separator: "&").last)
    for other in ["thenx", "than=", "next="] {
      let odd = try #require(URL(string: url.absoluteString + "&" + other + then.dropFirst(5)))
      #expect(throws: DeepLinkError.malformedURL(odd.absoluteString)) { try map.match(odd) }
    }
  }
}
