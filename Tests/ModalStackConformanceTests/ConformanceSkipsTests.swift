import ModalStackConformance
import Testing

@Suite("ConformanceSkips")
struct ConformanceSkipsTests {
  @Test("each allowed skip names a scenario that needs what a test on UIKit cannot stage")
  func allowedSkipsAreRealLimits() throws {
    for name in ConformanceSkips.allowed.keys {
      let scenario = try #require(ConformanceScenario.named(name), "\(name) is not a scenario")
      #expect(scenario.requirements.contains(.backgrounding), "\(name) needs nothing a UIKit test cannot stage")
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
  }
}
