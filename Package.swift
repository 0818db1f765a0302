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
  ],
  swiftLanguageModes: [.v6]
)
