// swift-tools-version: 6.1
import PackageDescription

// Benchmarks for ModalStack with ordo-one/benchmark (formerly package-benchmark). A package of
// its own so that neither the benchmark package nor routing-kit (compared against in the
// deep-link benchmarks) becomes a dependency of ModalStack.
//
//   cd Benchmarks && swift package --disable-sandbox benchmark
//
// See README.md.
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
      dependencies: [
        .product(name: "ModalStackCore", package: "ModalStack"),
        .product(name: "ModalStackTesting", package: "ModalStack"),
      ]
    ),
    .executableTarget(
      name: "EngineCost",
      dependencies: [
        "BenchmarkSupport",
        .product(name: "ModalStackCore", package: "ModalStack"),
        .product(name: "ModalStackTesting", package: "ModalStack"),
        .product(name: "Benchmark", package: "benchmark"),
      ],
      path: "Benchmarks/EngineCost",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    ),
    .executableTarget(
      name: "Planning",
      dependencies: [
        "BenchmarkSupport",
        .product(name: "ModalStackCore", package: "ModalStack"),
        .product(name: "Benchmark", package: "benchmark"),
      ],
      path: "Benchmarks/Planning",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    ),
    .executableTarget(
      name: "DeepLinkMatching",
      dependencies: [
        .product(name: "ModalStackCore", package: "ModalStack"),
        .product(name: "RoutingKit", package: "routing-kit"),
        .product(name: "Benchmark", package: "benchmark"),
      ],
      path: "Benchmarks/DeepLinkMatching",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    ),
    .executableTarget(
      name: "MemoryPerLayer",
      dependencies: [
        "BenchmarkSupport",
        .product(name: "ModalStackCore", package: "ModalStack"),
        .product(name: "ModalStackTesting", package: "ModalStack"),
        .product(name: "Benchmark", package: "benchmark"),
      ],
      path: "Benchmarks/MemoryPerLayer",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    ),
  ],
  swiftLanguageModes: [.v6]
)
