// swift-tools-version: 6.0
import PackageDescription

// The mutation tool lives in its own package so that ModalStack itself keeps no dependency on
// swift-syntax. Run it from the repository root:
//   swift run --package-path Tools/Mutants mutants --sample 100 --seed 7
let package = Package(
  name: "modalstack-mutants",
  platforms: [.macOS(.v15)],
  products: [
    .executable(name: "mutants", targets: ["MutantsCommand"])
  ],
  dependencies: [
    .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
  ],
  targets: [
    // Finding mutation points, exclusions, sampling, running and reporting: everything testable.
    .target(
      name: "MutationTesting",
      dependencies: [
        .product(name: "SwiftSyntax", package: "swift-syntax"),
        .product(name: "SwiftParser", package: "swift-syntax"),
        .product(name: "SwiftOperators", package: "swift-syntax"),
      ]
    ),
    // The `mutants` command: options in, report out.
    .executableTarget(
      name: "MutantsCommand",
      dependencies: [
        "MutationTesting",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    .testTarget(name: "MutationTestingTests", dependencies: ["MutationTesting"]),
  ],
  swiftLanguageModes: [.v6]
)
