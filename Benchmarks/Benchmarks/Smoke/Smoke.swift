import Benchmark
import Foundation

let benchmarks: @Sendable () -> Void = {
  Benchmark("Smoke") { benchmark in
    print("main thread:", Thread.isMainThread)
    for _ in benchmark.scaledIterations { Benchmark.blackHole(1) }
  }
}
