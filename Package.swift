// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "ModalStack",
  platforms: [.iOS(.v17), .macOS(.v14)],
  products: [
    .library(name: "ModalStack", targets: ["ModalStack"]),
    .library(name: "ModalStackCore", targets: ["ModalStackCore"]),
    .library(name: "ModalStackTesting", targets: ["ModalStackTesting"]),
    .executable(name: "modalstack", targets: ["ModalStackDemo"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.0"),
    .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.4.0"),
  ],
  targets: [
    // Pure Swift: every decision lives here. No dependencies, builds and is tested on Linux.
    .target(name: "ModalStackCore"),
    // The SwiftUI/UIKit adapter. Every file is fenced with `#if canImport(UIKit)`.
    .target(name: "ModalStack", dependencies: ["ModalStackCore"]),
    // A simulated UIKit presentation host that enforces UIKit's rules, for tests on any platform.
    .target(name: "ModalStackTesting", dependencies: ["ModalStackCore"]),
    // The conformance suite: scenarios written once, run on the simulated host (Linux tests) and
    // on the real UIKit host (the iOS runner), with a normalized trace to compare. Not a product.
    .target(name: "ModalStackConformance", dependencies: ["ModalStackCore", "ModalStackTesting"]),
    // The conformance suite's UIKit host: real controllers in a `UIWindow`. Every file is fenced
    // with `#if canImport(UIKit)`; only the iOS runner below uses it. Not a product.
    .target(
      name: "ModalStackConformanceUIKit",
      dependencies: ["ModalStack", "ModalStackConformance", "ModalStackCore", "ModalStackTesting"]
    ),
    // The `modalstack` command: scenarios on the simulated host, plans, benchmarks.
    .executableTarget(
      name: "ModalStackDemo",
      dependencies: [
        "ModalStackCore",
        "ModalStackTesting",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    .testTarget(
      name: "ModalStackCoreTests",
      dependencies: [
        "ModalStackCore",
        "ModalStackTesting",
        .product(name: "PropertyBased", package: "swift-property-based"),
      ]
    ),
    .testTarget(
      name: "ModalStackTestingTests",
      dependencies: [
        "ModalStackTesting",
        .product(name: "PropertyBased", package: "swift-property-based"),
      ]
    ),
    .testTarget(name: "ModalStackDemoTests", dependencies: ["ModalStackDemo"]),
    // Every conformance scenario on the simulated host against the traces in Expected/.
    .testTarget(
      name: "ModalStackConformanceTests",
      dependencies: ["ModalStackConformance", "ModalStackCore", "ModalStackTesting"],
      exclude: ["Expected"]
    ),
    // The same scenarios on the real UIKit host (iOS only; XCTest, run with `xcodebuild test`).
    .testTarget(
      name: "ModalStackConformanceUIKitTests", dependencies: ["ModalStackConformanceUIKit", "ModalStackConformance"]),
  ],
  swiftLanguageModes: [.v6]
)
