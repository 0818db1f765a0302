import Benchmark
import BenchmarkSupport
import ModalStackCore
import ModalStackTesting

// Memory per layer. One benchmark iteration builds one whole stack (no scaling factor), so the
// figures are totals for the stack: divide by the number of layers for the cost per layer.
// The stack (or router) is still alive when the measurement stops, so `Malloc / free Δ (bytes)`
// (memoryLeakedBytes) is what it keeps; `Malloc (bytes total)` also counts what was freed
// during the build. Bytes are the sizes requested from malloc (allocator overhead not included).
//
// - RouteStack: `append` of `depth` full-screen covers, the routes made beforehand.
// - Router: a router settled on `depth` full-screen covers over an instant host (routes, stack,
//   router, attach), as the engine benchmarks build it.

private let metrics: [BenchmarkMetric] = [
  .wallClock, .mallocCountTotal, .mallocBytesCount, .mallocFreeDelta, .memoryLeakedBytes, .peakMemoryResident,
]

let benchmarks: @Sendable () -> Void = {
  // Exact counts, not rounded to K or M, so the per-layer figure can be worked out.
  let units: [BenchmarkMetric: BenchmarkUnits] = [
    .mallocCountTotal: .count, .mallocBytesCount: .count, .mallocFreeDelta: .count, .memoryLeakedBytes: .count,
  ]
  let configuration = Benchmark.Configuration(
    metrics: metrics, units: units, maxDuration: .seconds(1), maxIterations: 1_000)
  for depth in [1_000] {
    Benchmark("Memory RouteStack, \(depth) covers (totals)", configuration: configuration) {
      (benchmark: Benchmark, routes: [Route<String>]) in
      var stack = RouteStack<String>()
      for route in routes { try stack.append(route) }
      withExtendedLifetime(stack) { benchmark.stopMeasurement() }
      precondition(stack.layerCount == depth + 1)
    } setup: {
      coverRoutes(depth: depth)
    }

    Benchmark("Memory Router settled, \(depth) covers (totals)", configuration: configuration) {
      @MainActor benchmark async throws in
      benchmark.startMeasurement()
      let settled = try settledRouter(depth: depth)
      withExtendedLifetime(settled) { benchmark.stopMeasurement() }
    }
  }
}
