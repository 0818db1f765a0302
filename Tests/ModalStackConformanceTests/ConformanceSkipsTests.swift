import ModalStackConformance
import Testing

@Suite("ConformanceSkips")
struct ConformanceSkipsTests {
  @Test("each allowed skip names a scenario that needs what that UIKit host cannot stage")
  func allowedSkipsAreRealLimits() throws {
    for name in ConformanceSkips.allowed.keys {
      let scenario = try #require(ConformanceScenario.named(name), "\(name) is not a scenario")
      #expect(
        !scenario.requirements.isDisjoint(with: [.backgrounding, .swiftUIViews]),
        "\(name) needs nothing a UIKit test cannot stage")
    }
    for name in ConformanceSkips.allowedOnAdapterHost.keys {
      let scenario = try #require(ConformanceScenario.named(name), "\(name) is not a scenario")
      #expect(
        !scenario.requirements.isDisjoint(with: [.backgrounding, .scriptedRoots, .swiftUIViews]),
        "\(name) needs nothing the adapter-driven host cannot stage")
    }
  }

  @Test("a skip is allowed only for a listed scenario that misses something; any other skip has no reason")
  func unlistedSkipsHaveNoReason() throws {
    let background = try #require(ConformanceScenario.named("background"))
    let sheet = try #require(ConformanceScenario.named("sheet"))
    #expect(
      ConformanceSkips.reason(forSkipping: background, missing: [.backgrounding])?.hasPrefix("background: ") == true)
    #expect(ConformanceSkips.reason(forSkipping: background, missing: []) == nil)
    #expect(ConformanceSkips.reason(forSkipping: sheet, missing: [.userGestures]) == nil)
    // SwiftUI's dismiss() is staged on the UIKit hosts as SwiftUI calls it: never skipped.
    let dismissAction = try #require(ConformanceScenario.named("dismiss-action-confirm-first"))
    #expect(dismissAction.requirements.isEmpty)
    #expect(ConformanceSkips.allowedOnAdapterHost[dismissAction.name] == nil)
    let recreated = try #require(ConformanceScenario.named("recreated-root"))
    #expect(ConformanceSkips.reason(forSkipping: recreated, missing: [.scriptedRoots]) == nil)
    #expect(
      ConformanceSkips.reason(
        forSkipping: recreated, missing: [.scriptedRoots], list: ConformanceSkips.allowedOnAdapterHost) != nil)
  }
}
