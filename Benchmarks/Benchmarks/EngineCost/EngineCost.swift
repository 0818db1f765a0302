import Benchmark
import BenchmarkSupport
import ModalStackCore
import ModalStackTesting

// Engine cost per command by stack depth.
//
// A router settled on a stack of `depth` full-screen covers (`depth + 1` layers), attached to a
// host that completes every step at once (`InstantHost`). Each pair of commands is
// `present("top", as: .sheet)`, one scheduler turn, `dismiss()`, one scheduler turn: the command,
// the plan, the transition state machine, the host call and the bookkeeping until the router is settled
// again — as `modalstack bench` (b) and `--engine-loop` measure it.
//
// One benchmark iteration = 1,000 commands (500 pairs); `scalingFactor: .kilo` makes the printed
// figures (marked `*`) per command. Router and SimulatedClock are main-actor types, so the
// closure runs on the main actor; the router is built on first use, outside the measured part.

let benchmarks: @Sendable () -> Void = {
  for depth in [10, 100, 1_000] {
    Benchmark(
      "Engine per command, depth \(depth)",
      configuration: .init(
        metrics: [.wallClock, .throughput, .mallocCountTotal, .mallocBytesCount, .instructions],
        timeUnits: .nanoseconds,
        scalingFactor: .kilo,
        maxDuration: .seconds(2)
      )
    ) { @MainActor benchmark async throws in
      let (router, turns) = try SettledRouters.router(depth: depth)
      let pairs = benchmark.scaledIterations.count / 2
      benchmark.startMeasurement()
      for _ in 0..<pairs {
        Benchmark.blackHole(try router.present("top", as: .sheet))
        turns.advance(by: .zero)
        try router.dismiss()
        turns.advance(by: .zero)
      }
      benchmark.stopMeasurement()
      precondition(router.isSettled && router.presented.layerCount == depth + 1, "the engine did not settle")
    }
  }
}
