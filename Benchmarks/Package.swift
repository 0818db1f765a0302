// swift-tools-version: 6.1
import PackageDescription

// Benchmarks for ModalStack, kept out of the main package so that neither ordo-one/benchmark nor
// routing-kit becomes a dependency of ModalStack. Run: `swift package --disable-sandbox benchmark`.
let package = Package(
  name: "ModalStackBenchmarks",
  platforms: [.macOS(.v14), .iOS(.v17)],
  dependencies: [
    .package(path: ".."),
    // MallocInterposer: the malloc counters (mallocCountTotal, mallocBytesCount, memoryLeakedBytes).
    .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    // Only for the side-by-side deep-link matching comparison.
    .package(url: "https://github.com/vapor/routing-kit", from: "4.9.3"),
  ],
  targets: [
    .executableTarget(
      name: "Smoke",
      dependencies: [
        .product(name: "ModalStackCore", package: "main"),
        .product(name: "ModalStackTesting", package: "main"),
        .product(name: "Benchmark", package: "benchmark"),
      ],
      path: "Benchmarks/Smoke",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    ),
  ],
  swiftLanguageModes: [.v6]
)
