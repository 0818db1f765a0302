// swift-tools-version: 6.0

// The example app as an app package: open this folder in Xcode 16 or later and press Run.
// It builds ModalStack from this checkout (`../..`). The Linux build of ModalStack never reads
// this manifest: `AppleProductTypes` exists only in Xcode and Swift Playgrounds.
import AppleProductTypes
import PackageDescription

let package = Package(
  name: "ModalStackExample",
  platforms: [.iOS("17.0")],
  products: [
    .iOSApplication(
      name: "ModalStackExample",
      targets: ["ModalStackExample"],
      bundleIdentifier: "dev.modalstack.example",
      teamIdentifier: "",
      displayVersion: "1.0",
      bundleVersion: "1",
      appIcon: .placeholder(icon: .openBook),
      accentColor: .presetColor(.indigo),
      supportedDeviceFamilies: [.pad, .phone],
      supportedInterfaceOrientations: [
        .portrait,
        .landscapeRight,
        .landscapeLeft,
        .portraitUpsideDown(.when(deviceFamilies: [.pad])),
      ],
      appCategory: .developerTools,
      // Registers the `modalstack-example` URL scheme the app's deep links use.
      additionalInfoPlistContentFilePath: "AdditionalInfo.plist"
    )
  ],
  dependencies: [
    // Named, so the product below does not depend on the checkout's folder name (a path
    // dependency's identity is otherwise its directory name).
    .package(name: "ModalStack", path: "../..")
  ],
  targets: [
    .executableTarget(
      name: "ModalStackExample",
      dependencies: [.product(name: "ModalStack", package: "ModalStack")],
      path: "ModalStackExample"
    )
  ]
)
