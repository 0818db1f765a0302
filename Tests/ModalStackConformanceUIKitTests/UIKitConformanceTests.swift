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
      var skipped: Set<String> = []
      for scenario in ConformanceScenario.all {
        switch await UIKitConformanceSuite.run(scenario) {
        case .matched: continue
        case .skipped(let reason):
          // On the allow-list: reported, and counted below.
          skipped.insert(scenario.name)
          XCTContext.runActivity(named: "skipped on \(UIKitConformanceSuite.platform): \(reason)") { _ in }
        case .mismatch(let mismatch): XCTFail(mismatch.description)
        case .failed(let reason): XCTFail(reason)
        }
      }
      // An allow-listed scenario that ran is a stale entry: the list must say what is skipped.
      for name in Set(ConformanceSkips.allowed.keys).subtracting(skipped).sorted() {
        XCTFail("\(name) is on ConformanceSkips.allowed but ran on \(UIKitConformanceSuite.platform): remove it")
      }
    }
  }
#endif
