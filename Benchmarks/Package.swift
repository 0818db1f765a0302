// swift-tools-version: 6.1
import PackageDescription

// Benchmarks for ModalStack with ordo-one/benchmark (formerly package-benchmark). A package of
// its own so that neither the benchmark package nor routing-kit (compared against in the
// deep-link benchmarks) becomes a dependency of ModalStack.
//
//   cd Benchmarks && swift package --disable-sandbox benchmark
//
// See README.md.
let core = Target.Dependency.product(name: "ModalStackCore", package: "ModalStack")
let testing = Target.Dependency.product(name: "ModalStackTesting", package: "ModalStack")

/// A benchmark executable in `Benchmarks/<name>`, on the benchmark package, run by its plugin.
func benchmark(_ name: String, _ dependencies: [Target.Dependency]) -> Target {
  .executableTarget(
    name: name,
    dependencies: dependencies + [.product(name: "Benchmark", package: "benchmark")],
    path: "Benchmarks/\(name)",
    plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
  )
}

let package = Package(
  name: "ModalStackBenchmarks",
  platforms: [.macOS(.v14), .iOS(.v17)],
  dependencies: [
    // ModalStack itself. Named, so the products below do not depend on the checkout's folder name
    // (a path dependency's identity is otherwise its directory name).
    .package(name: "ModalStack", path: ".."),
    // MallocInterposer: the malloc counters (mallocCountTotal, mallocBytesCount, memoryLeakedBytes).
    .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    .package(url: "https://github.com/vapor/routing-kit", from: "4.9.3"),
  ],
  targets: [
    // The instant host and the settled routers the engine and memory benchmarks share.
    .target(
      name: "BenchmarkSupport",
      dependencies: [core, testing]
    ),
    benchmark("EngineCost", ["BenchmarkSupport", core, testing]),
    benchmark("DeepLinkMatching", [core, .product(name: "RoutingKit", package: "routing-kit")]),
    benchmark("MemoryPerLayer", ["BenchmarkSupport", core, testing]),
    // Not a benchmark: the engine's and routing-kit's loops for callgrind (`./instructions`).
    .executableTarget(
      name: "InstructionCounts",
      dependencies: ["BenchmarkSupport", core, testing, .product(name: "RoutingKit", package: "routing-kit")]
    ),
  ],
  swiftLanguageModes: [.v6]
)
