import BenchmarkSupport
import Foundation
import ModalStackCore
import ModalStackTesting
import RoutingKit

// Instructions, not time: the engine per command next to routing-kit's pre-split match, both in
// this one release binary, for `Benchmarks/instructions` to count with callgrind
// (`--toggle-collect` on each loop). Counts do not move with the VM's speed, so their ratio is
// stable where the wall-clock benchmarks' is not.
//
//   InstructionCounts engine DEPTH COUNT     COUNT commands (COUNT / 2 present + dismiss pairs)
//   InstructionCounts routing-kit PATTERNS COUNT   COUNT pre-split routes of `section<n-1>/42`
//   InstructionCounts match PATTERNS COUNT         COUNT `DeepLinkMap.match` of the parsed URL
//                                                  `myapp://section<n-1>/42` (route made, id read)
//   InstructionCounts routing-kit-url PATTERNS COUNT  COUNT routes of the same parsed URL: host and
//                                                  path split from it, then routed, id read

/// `pairs` present + dismiss pairs on a settled router, each run to settled (as `EngineCost`).
@MainActor @inline(never)
func engineCommandLoop(_ router: ModalStackCore.Router<String>, _ turns: SimulatedClock, pairs: Int) {
  for _ in 0..<pairs {
    try! router.present("top", as: .sheet)
    turns.advance(by: .zero)
    try! router.dismiss()
    turns.advance(by: .zero)
  }
}

/// `count` routes of a split path and reads of its `id` as an Int (as `DeepLinkMatching`'s
/// pre-split benchmark).
@inline(never)
func preSplitRouteLoop(_ router: TrieRouter<String>, _ path: [String], count: Int) -> Int {
  var total = 0
  for _ in 0..<count {
    var parameters = Parameters(router.logger)
    guard router.route(path: path, parameters: &parameters) != nil, let id = parameters.get("id", as: Int.self) else {
      fatalError("routing-kit did not match \(path)")
    }
    total &+= id
  }
  return total
}

/// `count` matches of a parsed URL by a deep-link map, reading the route it makes.
@inline(never)
func deepLinkMatchLoop(_ map: DeepLinkMap<String>, _ url: URL, count: Int) -> Int {
  var total = 0
  for _ in 0..<count {
    guard let (routes, _) = try? map.match(url), let route = routes.first else { fatalError("no match for \(url)") }
    total &+= route.destination.utf8.count
  }
  return total
}

/// `count` routes of the same parsed URL by routing-kit: the host as first segment, then the
/// path's segments, as ModalStack reads a custom scheme; `id` read as an Int.
@inline(never)
func routingKitURLLoop(_ router: TrieRouter<String>, _ url: URL, count: Int) -> Int {
  var total = 0
  for _ in 0..<count {
    guard let host = url.host else { fatalError("no host in \(url)") }
    var path = [host]
    for part in url.path.split(separator: "/", omittingEmptySubsequences: true) { path.append(String(part)) }
    var parameters = Parameters(router.logger)
    guard router.route(path: path, parameters: &parameters) != nil, let id = parameters.get("id", as: Int.self) else {
      fatalError("routing-kit did not match \(path)")
    }
    total &+= id
  }
  return total
}

let arguments = CommandLine.arguments
guard arguments.count == 4, let size = Int(arguments[2]), let count = Int(arguments[3]), size > 0, count > 0 else {
  print("usage: InstructionCounts engine|routing-kit|match|routing-kit-url SIZE COUNT")
  exit(2)
}
switch arguments[1] {
case "engine":
  // Top-level code runs on the main actor.
  let (router, turns) = try settledRouter(depth: size)
  engineCommandLoop(router, turns, pairs: count / 2)
  precondition(router.isSettled && router.presented.layerCount == size + 1, "the engine did not settle")
case "routing-kit":
  let router = TrieRouter<String>()
  for index in 0..<size { router.register("section \(index)", at: [.constant("section\(index)"), .parameter("id")]) }
  precondition(preSplitRouteLoop(router, ["section\(size - 1)", "42"], count: count) == 42 * count)
case "match":
  var map = DeepLinkMap<String>()
  for index in 0..<size {
    map.add(try DeepLinkPattern("/section\(index)/:id"), presentation: .sheet) {
      "section \(try $0.value("id", as: Int.self))"
    }
  }
  let url = URL(string: "myapp://section\(size - 1)/42")!
  precondition(deepLinkMatchLoop(map, url, count: count) > 0)
case "routing-kit-url":
  let router = TrieRouter<String>()
  for index in 0..<size { router.register("section \(index)", at: [.constant("section\(index)"), .parameter("id")]) }
  precondition(routingKitURLLoop(router, URL(string: "myapp://section\(size - 1)/42")!, count: count) == 42 * count)
default:
  print("usage: InstructionCounts engine|routing-kit|match|routing-kit-url SIZE COUNT")
  exit(2)
}
