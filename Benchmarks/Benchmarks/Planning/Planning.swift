import Benchmark
@_spi(Engine) import ModalStackCore
import BenchmarkSupport

// Planning cost: `Plan.steps(from:to:)` (SPI Engine) between two stacks, nothing else.
// One benchmark iteration = 1,000 plans (`scalingFactor: .kilo`): printed figures marked `*` are
// per plan, except the unshared 10,000-layer case, where one iteration is one plan.

/// `base` with `routes` appended: the result shares `base`'s layers (the stack is persistent).
private func stack(_ base: RouteStack<String>, _ routes: [Route<String>]) throws -> RouteStack<String> {
  var stack = base
  for route in routes { try stack.append(route) }
  return stack
}

/// `sheet:a/push:p/fullScreenCover:b` → `fullScreenCover:x/push:q/sheet:y` (`modalstack bench`'s
/// "deep link to another branch"), over `base`.
private func deepLinkToAnotherBranch(base: RouteStack<String>) throws -> (RouteStack<String>, RouteStack<String>) {
  let old = try stack(base, [
    Route("a", presentation: .sheet, id: "a"), Route("p", presentation: .push, id: "p"),
    Route("b", presentation: .fullScreenCover, id: "b"),
  ])
  let new = try stack(base, [
    Route("x", presentation: .fullScreenCover, id: "x"), Route("q", presentation: .push, id: "q"),
    Route("y", presentation: .sheet, id: "y"),
  ])
  return (old, new)
}

private let metrics: [BenchmarkMetric] = [.wallClock, .throughput, .mallocCountTotal, .mallocBytesCount, .instructions]

/// Times `steps(from: old, to: new)`, `scaledIterations` plans per iteration.
private func plan(_ name: String, timeUnits: BenchmarkTimeUnits = .nanoseconds, scalingFactor: BenchmarkScalingFactor = .kilo,
                  stacks: @escaping () throws -> (RouteStack<String>, RouteStack<String>)) {
  let units: [BenchmarkMetric: BenchmarkUnits] = [.mallocCountTotal: .count, .mallocBytesCount: .count]
  let configuration = Benchmark.Configuration(metrics: metrics, timeUnits: timeUnits, units: units, scalingFactor: scalingFactor)
  Benchmark(name, configuration: configuration) { (benchmark: Benchmark, stacks: (RouteStack<String>, RouteStack<String>)) in
    let (old, new) = stacks
    for _ in benchmark.scaledIterations {
      Benchmark.blackHole(Plan.steps(from: old, to: new))
    }
  } setup: {
    let (old, new) = try stacks()
    precondition(!Plan.steps(from: old, to: new).isEmpty)
    return (old, new)
  }
}

let benchmarks: @Sendable () -> Void = {
  plan("Plan deep link to another branch, no base") {
    try deepLinkToAnotherBranch(base: RouteStack())
  }
  // 10,000 layers = the root and 9,999 covers, then the three layers of the link.
  // The router's stacks share their unchanged layers, so this is the case the engine meets.
  plan("Plan deep link to another branch, 10,000-layer shared base") {
    try deepLinkToAnotherBranch(base: coverStack(depth: 9_999))
  }
  // Worst case: equal bases built separately, so the planner compares them layer by layer.
  plan("Plan deep link to another branch, 10,000-layer unshared base", timeUnits: .microseconds, scalingFactor: .one) {
    let (old, _) = try deepLinkToAnotherBranch(base: coverStack(depth: 9_999))
    let (_, new) = try deepLinkToAnotherBranch(base: coverStack(depth: 9_999))
    return (old, new)
  }
  // Covers a, b, c, d → a, b, x, y, z (`modalstack bench`'s "replace top 2 of 4 with 3").
  plan("Plan replace top 2 of 4 layers with 3") {
    let base = try coverStack(depth: 2)
    let old = try stack(base, [
      Route("c", presentation: .fullScreenCover, id: "c"), Route("d", presentation: .fullScreenCover, id: "d"),
    ])
    let new = try stack(base, [
      Route("x", presentation: .fullScreenCover, id: "x"), Route("y", presentation: .fullScreenCover, id: "y"),
      Route("z", presentation: .fullScreenCover, id: "z"),
    ])
    return (old, new)
  }
}
