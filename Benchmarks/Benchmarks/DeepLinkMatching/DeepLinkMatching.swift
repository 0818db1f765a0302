import Benchmark
import Foundation
import ModalStackCore
import RoutingKit

// Deep-link matching, ModalStack's DeepLinkMap next to routing-kit's TrieRouter, with the same
// patterns (`/section<i>/:id`, i in 0..<n) and the same link (`myapp://section<n-1>/42`, which
// matches the last pattern added). One benchmark iteration = 1,000 matches
// (`scalingFactor: .kilo`): printed figures marked `*` are per match.
//
// - ModalStack (URL): `map.match(url)` on a ready URL: one pass over the URL's text, trie lookup,
//   parameters, and the route maker (reads `id` as Int, makes one Route).
// - ModalStack (string): the same from the URL string: `URL(string:)` first, as routing-kit's
//   parse+route does.
// - The lookup alone (no route maker) is package API, so `modalstack bench` measures it, not this
//   package.
// - routing-kit (parse+route): `URL(string:)`, the host as first segment (as ModalStack reads a
//   custom scheme), path split, `route(path:parameters:)`, `id` read as Int.
// - routing-kit (pre-split): the path already split; `route(path:parameters:)` and the Int.

private let metrics: [BenchmarkMetric] = [.wallClock, .throughput, .mallocCountTotal, .mallocBytesCount, .instructions]

private func link(_ patterns: Int) -> String { "myapp://section\(patterns - 1)/42" }

private func modalStackMap(_ patterns: Int) throws -> DeepLinkMap<String> {
  var map = DeepLinkMap<String>()
  for index in 0..<patterns {
    map.add(try DeepLinkPattern("/section\(index)/:id"), presentation: .sheet) {
      "section \(try $0.value("id", as: Int.self))"
    }
  }
  precondition(map.count == patterns)
  return map
}

private func routingKitRouter(_ patterns: Int) -> TrieRouter<String> {
  let router = TrieRouter<String>()
  for index in 0..<patterns {
    router.register("section \(index)", at: [.constant("section\(index)"), .parameter("id")])
  }
  return router
}

/// routing-kit's route and `id` for a split path.
@inline(__always)
private func route(_ router: TrieRouter<String>, _ path: [String]) -> (String, Int) {
  // The router's own logger: `Parameters()` would make a new Logger on every lookup.
  var parameters = Parameters(router.logger)
  guard let output = router.route(path: path, parameters: &parameters),
    let id = parameters.get("id", as: Int.self)
  else { fatalError("routing-kit did not match \(path)") }
  return (output, id)
}

/// The path routing-kit routes for a link string: the host as first segment, then the path.
@inline(__always)
private func splitPath(_ string: String) -> [String] {
  guard let url = URL(string: string), let host = url.host else { fatalError("bad URL \(string)") }
  var path = [host]
  for part in url.path.split(separator: "/", omittingEmptySubsequences: true) { path.append(String(part)) }
  return path
}

let benchmarks: @Sendable () -> Void = {
  for patterns in [10, 1_000] {
    let prefix = "Match \(patterns) patterns"
    let configuration = Benchmark.Configuration(metrics: metrics, timeUnits: .nanoseconds, scalingFactor: .kilo)

    Benchmark("\(prefix) ModalStack (URL)", configuration: configuration) {
      (benchmark: Benchmark, state: (DeepLinkMap<String>, URL)) in
      let (map, url) = state
      for _ in benchmark.scaledIterations { Benchmark.blackHole(try map.match(url)) }
    } setup: {
      let map = try modalStackMap(patterns)
      let url = URL(string: link(patterns))!
      let matched = try map.match(url)
      precondition(matched.routes.first?.destination == "section 42")
      return (map, url)
    }

    Benchmark("\(prefix) ModalStack (string)", configuration: configuration) {
      (benchmark: Benchmark, map: DeepLinkMap<String>) in
      let string = link(patterns)
      for _ in benchmark.scaledIterations {
        guard let url = URL(string: string) else { fatalError("bad URL \(string)") }
        Benchmark.blackHole(try map.match(url))
      }
    } setup: {
      try modalStackMap(patterns)
    }

    Benchmark("\(prefix) routing-kit (parse+route)", configuration: configuration) {
      (benchmark: Benchmark, router: TrieRouter<String>) in
      let string = link(patterns)
      for _ in benchmark.scaledIterations { Benchmark.blackHole(route(router, splitPath(string))) }
    } setup: {
      let router = routingKitRouter(patterns)
      precondition(route(router, splitPath(link(patterns))) == ("section \(patterns - 1)", 42))
      return router
    }

    Benchmark("\(prefix) routing-kit (pre-split)", configuration: configuration) {
      (benchmark: Benchmark, state: (TrieRouter<String>, [String])) in
      let (router, path) = state
      for _ in benchmark.scaledIterations { Benchmark.blackHole(route(router, path)) }
    } setup: {
      (routingKitRouter(patterns), ["section\(patterns - 1)", "42"])
    }
  }
}
