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

let arguments = CommandLine.arguments
guard arguments.count == 4, let size = Int(arguments[2]), let count = Int(arguments[3]), size > 0, count > 0 else {
  print("usage: InstructionCounts engine|routing-kit SIZE COUNT")
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
default:
  print("usage: InstructionCounts engine|routing-kit SIZE COUNT")
  exit(2)
}
