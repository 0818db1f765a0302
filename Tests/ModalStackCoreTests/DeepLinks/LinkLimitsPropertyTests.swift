import Foundation
import ModalStackCore
import PropertyBased
import Testing

/// ``LinkLimits/routes`` over random sequences of the app's commands and links of every
/// placement: links never have more routes on the stack than the limit, where a route a link
/// reused (or found already on top) does not count again; a link is refused only when its new
/// routes would go beyond it; with ``LinkLimits/Overflow/replaceLinkRoutes`` a link that does not
/// fit replaces the links' routes at the top of the stack. The oracle is the same link opened
/// with no limit on a copy of the stack. `swift test` runs 25 sequences per overflow;
/// `MODALSTACK_SOAK=N` runs N.
@MainActor
@Suite struct LinkLimitsPropertyTests {
  /// One pattern per placement; each link makes one or two routes whose ids carry the link's
  /// number, and destinations from a small pool, so that links find routes to reuse.
  static func links() -> DeepLinkMap<Screen> {
    var links = DeepLinkMap<Screen>()
    links.add("/top/:k/:n", placement: .onTop) { link in
      [Route(.learn(try link.value("k")), presentation: .sheet, id: RouteID("top\(try link.value("n", as: Int.self))"))]
    }
    links.add("/once/:k/:n", placement: .onTopOnce) { link in
      let n = try link.value("n", as: Int.self)
      return [
        Route(.learn(try link.value("k")), presentation: .fullScreenCover, id: RouteID("once\(n)")),
        Route(.profile("p"), presentation: .push, id: RouteID("once\(n)p")),
      ]
    }
    links.add("/replace/:k/:n", placement: .replaceStack) { link in
      [
        Route(
          .learn(try link.value("k")), presentation: .sheet, id: RouteID("replace\(try link.value("n", as: Int.self))"))
      ]
    }
    links.add("/reuse/:k/:n", placement: .reuseExisting) { link in
      let n = try link.value("n", as: Int.self)
      return [
        Route(.learn(try link.value("k")), presentation: .fullScreenCover, id: RouteID("reuse\(n)")),
        Route(.profile("p"), presentation: .push, id: RouteID("reuse\(n)p")),
      ]
    }
    return links
  }

  static let placements = ["top", "once", "replace", "reuse"]

  @Test(arguments: LinkLimits.Overflow.allCases)
  func linksStayWithinTheirLimitWithEveryPlacement(overflow: LinkLimits.Overflow) async {
    let count = ProcessInfo.processInfo.environment["MODALSTACK_SOAK"].flatMap(Int.init) ?? 25
    await propertyCheck(count: count, input: Gen.int(in: 0...9_999).array(of: 24)) { commands in
      Self.check(commands, overflow: overflow)
    }
  }

  /// The stack an unbounded router makes from `stack` with the link, and the ids it returns.
  static func unboundedResult(of url: URL, on stack: [Route<Screen>]) -> (stack: [RouteID], ids: [RouteID])? {
    let router = Router<Screen>()
    router.deepLinks = links()
    router.linkLimits = .unbounded
    try! router.replace(with: stack)  // a valid stack of another router
    guard let ids = try? router.open(url) else { return nil }
    return (router.stack.routes.map(\.id), ids)
  }

  static func check(_ commands: [Int], overflow: LinkLimits.Overflow) {
    let router = Router<Screen>()
    router.deepLinks = links()
    let limit = 1 + (commands.first ?? 0) % 4
    router.linkLimits = LinkLimits(routes: limit, overflow: overflow)
    let replacedEvents = ReplacedLinkRoutes()
    let subscription = router.observeLinks { event in
      if case .linkReplacedLinkRoutes(_, let removed) = event { replacedEvents.removed.append(removed) }
    }
    defer { subscription.cancel() }
    // The routes links added (not those they reused), as far as the model knows.
    var linkRoutes = Set<RouteID>()
    for (number, command) in commands.enumerated() {
      let (operation, parameter) = (command % 7, command / 7)
      let before = router.stack.routes
      switch operation {
      case 0:
        _ = try? router.present(.learn(parameter % 3), as: .sheet, id: RouteID("app\(number)"))
      case 1:
        _ = try? router.push(.profile("\(number)"), id: RouteID("app\(number)"))
      case 2:
        try? router.dismiss()
      default:
        let placement = placements[parameter % 4]
        let url = URL(string: "myapp://\(placement)/\(parameter / 4 % 3)/\(number)")!
        let context =
          "link \(url) on \(before.map(\.id)), links' routes \(linkRoutes.sorted { $0.rawValue < $1.rawValue })"
        let unbounded = unboundedResult(of: url, on: before)!
        let fits = { (result: (stack: [RouteID], ids: [RouteID]), base: [Route<Screen>]) in
          let added = result.ids.filter { id in !base.contains { $0.id == id } }
          return result.stack.filter(linkRoutes.contains).count + added.count <= limit
        }
        // Beyond the limit, the links' routes at the top go if links opened every route above
        // the app's topmost own route; the link is then placed on what is left.
        let topRun = before.reversed().prefix { linkRoutes.contains($0.id) }
        let base = Array(before.dropLast(topRun.count))
        let replacement =
          overflow == .replaceLinkRoutes && !topRun.isEmpty ? unboundedResult(of: url, on: base) : nil
        replacedEvents.removed.removeAll()
        let opened = try? router.open(url)
        let placedOn: [Route<Screen>]
        let expectations = {
          if fits(unbounded, before) {
            #expect(opened == unbounded.ids, "\(context)")
            #expect(router.stack.routes.map(\.id) == unbounded.stack, "\(context)")
            #expect(replacedEvents.removed.isEmpty, "\(context)")
          } else if let replacement, fits(replacement, base) {
            #expect(opened == replacement.ids, "\(context)")
            #expect(router.stack.routes.map(\.id) == replacement.stack, "\(context)")
            #expect(replacedEvents.removed == [topRun.map(\.id)], "\(context)")
          } else {
            #expect(opened == nil, "refused: \(context)")
            #expect(router.stack.routes == before, "\(context)")
          }
        }
        placedOn = fits(unbounded, before) || replacement == nil ? before : base
        expectations()
        // What the link added counts from now on; a route it reused or found does not.
        for id in opened ?? [] where !placedOn.contains(where: { $0.id == id }) { linkRoutes.insert(id) }
      }
      linkRoutes.formIntersection(router.stack.routes.map(\.id))
      #expect(linkRoutes.count <= limit, "links have \(linkRoutes.count) routes, limit \(limit), after \(command)")
    }
  }

  /// A notification tapped twice at the limit: its screens are on top, so nothing changes and the
  /// link returns their ids; they are not new, so they count for nothing, and an app's route
  /// among them never becomes a link's.
  @Test func aLinkThatFindsItsScreensOnTopAddsNothingToTheCount() throws {
    let router = Router<Screen>()
    router.deepLinks = Self.links()
    router.linkLimits = LinkLimits(routes: 1)
    try router.present(.learn(0), as: .fullScreenCover, id: "app")
    try router.open(URL(string: "myapp://reuse/0/1")!)  // reuses "app", pushes reuse1p: one link route
    #expect(try router.open(URL(string: "myapp://once/0/2")!) == ["app", "reuse1p"])
    try router.removeLast(1)
    // Only the app's route is left: links have no route on the stack.
    #expect((try? router.open(URL(string: "myapp://top/1/3")!)) == ["top3"])
  }

  /// Beyond the limit with ``LinkLimits/Overflow/replaceLinkRoutes``, a link that would reuse a
  /// route among the links' routes it replaces is placed on what is left: its routes are new
  /// there, count as such, and are the ids it returns.
  @Test func aLinkThatReplacesTheRouteItWouldReuseCountsItsRoutesOnWhatIsLeft() throws {
    let router = Router<Screen>()
    router.deepLinks = Self.links()
    router.linkLimits = LinkLimits(routes: 2, overflow: .replaceLinkRoutes)
    try router.open(URL(string: "myapp://top/1/1")!)
    try router.open(URL(string: "myapp://top/0/2")!)  // the limit
    // Reusing top2 would make three links' routes: both go, and the link opens on the root.
    let ids = try router.open(URL(string: "myapp://reuse/0/3")!)
    #expect(router.stack.routes.map(\.id) == ["reuse3", "reuse3p"])
    #expect(ids == ["reuse3", "reuse3p"])
    // Links have two routes, both counted: the next replaces them.
    #expect(try router.open(URL(string: "myapp://top/1/4")!) == ["top4"])
    #expect(router.stack.routes.map(\.id) == ["top4"])
  }
}

/// The routes each ``RouterEvent/linkReplacedLinkRoutes(_:removed:)`` reported.
@MainActor
final class ReplacedLinkRoutes {
  var removed: [[RouteID]] = []
}
