#if canImport(UIKit)
  import ModalStackConformance
  import ModalStackConformanceUIKit
  import XCTest

  /// The conformance scenarios on the real UIKit host, compared with the simulator's traces. Run on
  /// a Mac with `xcodebuild test` on an iOS simulator (see CONTRIBUTING.md). XCTest, not Swift
  /// Testing, because this runner lives in a UIKit app host; everything it does is in
  /// `UIKitConformanceSuite`, which the Linux CI type-checks against the iOS SDK.
  final class UIKitConformanceTests: XCTestCase {
    @MainActor
    func testEveryScenarioOnUIKitMatchesTheSimulator() async {
      var skipped: [String] = []
      for scenario in ConformanceScenario.all {
        switch await UIKitConformanceSuite.run(scenario) {
        case .matched: continue
        case .skipped(let reason): skipped.append(reason)
        case .mismatch(let mismatch): XCTFail(mismatch.description)
        case .failed(let reason): XCTFail(reason)
        }
      }
      for reason in skipped { print("skipped on \(UIKitConformanceSuite.platform): \(reason)") }
    }
  }
#endif
