import Foundation

// libFuzzer target: links to entries that resolve their routes asynchronously, among newer links,
// commands of the app's and time passing. Each input byte pair is one action: open one of a few
// links (some refused by their entry's rules, some failing or slow to resolve) from one of a few
// origins, present a screen of the app's, or let time pass past the resolvers' limit; the main
// run loop runs between actions, so resolvers finish. After every action: at most one link is
// being resolved; a refused link starts no resolver; a resolved link's routes are only ever
// those its entry allows for its origin. Anything else (a crash, a hang, an untyped error) is a
// finding. Built by `Fuzz/run` together with the core's sources.

/// Virtual time the target moves by hand.
@MainActor
private final class ManualScheduler: Scheduler {
  var now: Duration = .zero
  private var actions: [(time: Duration, action: @MainActor () -> Void, cancelled: () -> Bool)] = []

  func schedule(after delay: Duration, _ action: @escaping @MainActor () -> Void) -> ScheduledAction {
    let flag = Flag()
    actions.append((now + delay, action, { flag.isSet }))
    return ScheduledAction { flag.isSet = true }
  }

  func advance(by duration: Duration) {
    now += duration
    let due = actions.filter { $0.time <= now }
    actions.removeAll { $0.time <= now }
    for entry in due where !entry.cancelled() { entry.action() }
  }
}

private final class Flag: @unchecked Sendable { var isSet = false }

private struct Lookup: Error {}

private let links = [
  "https://remote.example/@ada/7", "https://remote.example/@nobody/7", "https://remote.example/@slow/7",
  "https://remote.example/@ada/0", "myapp://settings", "myapp://wallet/3", "https://remote.example/@ada/x",
]
private let origins: [LinkOrigin] = [
  .inApp, .notification, .otherApp(sourceApplication: nil), .universalLink(domain: "remote.example"),
]

@MainActor
private func makeRouter(_ scheduler: ManualScheduler) -> Router<String> {
  var map = DeepLinkMap<String>()
  map.add("/settings", presentation: .sheet) { _ in "settings" }
  map.add("/wallet/:amount", presentation: .sheet, access: .appOnly, parameters: [.integer("amount", in: 1...10)]) {
    "wallet \(try $0.value("amount", as: Int.self))"
  }
  map.add(
    "/:handle/:status", host: .any, access: .appAndNotifications, parameters: [.integer("status", in: 1...1_000)],
    context: String.self, timeout: .seconds(5)
  ) { link, server in
    let handle: String = try link.value("handle")
    if handle == "@nobody" { throw Lookup() }
    if handle == "@slow" { try await Task.sleep(for: .seconds(3_600)) }
    return [Route("status \(handle)@\(server)", presentation: .sheet)]
  }
  let router = Router(deepLinks: map, scheduler: scheduler)
  router.linkContext = "remote.example"
  return router
}

@_cdecl("LLVMFuzzerTestOneInput")
public func linkResolversFuzzer(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: min(size, 64)))
  MainActor.assumeIsolated {
    let scheduler = ManualScheduler()
    let router = makeRouter(scheduler)
    var index = 0
    while index + 1 < bytes.count {
      let (action, argument) = (Int(bytes[index]), Int(bytes[index + 1]))
      index += 2
      let resolvingBefore = router.resolvingLink
      switch action % 4 {
      case 0, 1:
        let url = URL(string: links[argument % links.count])!
        let origin = origins[(argument / links.count) % origins.count]
        do {
          try router.open(url, from: origin)
        } catch DeepLinkError.blocked(let refusal) {
          precondition(refusal.origin == origin, "a refusal that misnames \(url)")
          precondition(router.resolvingLink == resolvingBefore, "a refused link touched the resolver: \(url)")
        } catch is DeepLinkError {
          precondition(router.resolvingLink == resolvingBefore, "a failed link touched the resolver: \(url)")
        } catch {
          fatalError("untyped error \(error) for \(url)")
        }
      case 2:
        try? router.present("compose \(argument)", as: .sheet)
        precondition(router.resolvingLink == nil, "a command of the app's left a link resolving")
      default:
        scheduler.advance(by: .seconds(argument % 10))
      }
      // Let resolvers that are done finish.
      for _ in 0..<3 { _ = RunLoop.main.run(mode: .default, before: Date()) }
      for route in router.stack.routes where route.destination.hasPrefix("status ") {
        precondition(route.destination.hasSuffix("@remote.example"), "a status without its context: \(route)")
        precondition(!route.destination.contains("@nobody") && !route.destination.contains("@slow@"), "\(route)")
      }
    }
  }
  return 0
}
