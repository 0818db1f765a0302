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
      await runEveryScenario(allowed: ConformanceSkips.allowed) { await UIKitConformanceSuite.run($0) }
    }

    /// The same scenarios on the real adapter: its hosting controllers, presentation delegate and
    /// popup container, installed by a `ModalStackRoot` as in an app.
    @MainActor
    func testEveryScenarioOnTheAdapterMatchesTheSimulator() async {
      await runEveryScenario(allowed: ConformanceSkips.allowedOnAdapterHost) {
        await UIKitConformanceSuite.runOnAdapter($0)
      }
    }

    /// Runs every scenario; fails on a mismatch, on a skip the suite did not allow, and on an
    /// allow-list entry whose scenario ran.
    @MainActor
    private func runEveryScenario(
      allowed: [String: String], _ run: (ConformanceScenario) async -> UIKitConformanceSuite.Outcome
    ) async {
      var skipped: Set<String> = []
      for scenario in ConformanceScenario.all {
        switch await run(scenario) {
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
      for name in Set(allowed.keys).subtracting(skipped).sorted() {
        XCTFail("\(name) is on the allow-list but ran on \(UIKitConformanceSuite.platform): remove it")
      }
    }
  }
#endif
