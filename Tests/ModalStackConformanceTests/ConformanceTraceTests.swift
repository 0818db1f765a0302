import ModalStackConformance
import Testing

@Suite("ConformanceTrace and ConformanceMismatch")
struct ConformanceTraceTests {
  private let trace = ConformanceTrace(
    scenario: "sheet",
    steps: [
      .init(
        title: "present settings as sheet",
        lines: ["event willPresent sheet(settings) (programmatic)", "sheet(settings).viewDidAppear"]),
      .init(title: "dismiss the top", lines: ["dismiss from root, animated"]),
    ])

  @Test("the text form reads back as the same trace")
  func textRoundTrips() {
    #expect(ConformanceTrace(parsing: trace.text) == trace)
  }

  @Test("a difference names the scenario, the first step that differs, both versions of it and where each came from")
  func mismatchNamesStepAndBothTraces() throws {
    var other = trace
    other.steps[1].lines = ["dismiss from root, not animated"]
    let mismatch = try #require(
      ConformanceMismatch.compare(other, ranOn: "UIKit, iOS 17.5, iPhone", with: trace, from: "the simulator"))
    #expect(mismatch.step == 2)
    let text = mismatch.description
    #expect(
      text.contains("conformance scenario 'sheet', step 2 ('dismiss the top') differs on UIKit, iOS 17.5, iPhone"))
    #expect(text.contains("expected (the simulator)") && text.contains("dismiss from root, animated"))
    #expect(text.contains("dismiss from root, not animated"))
    #expect(ConformanceMismatch.compare(trace, ranOn: "x", with: trace, from: "y") == nil)
  }

  @Test("a missing step is a difference too")
  func missingStep() throws {
    var shorter = trace
    shorter.steps.removeLast()
    #expect(try #require(ConformanceMismatch.compare(shorter, ranOn: "x", with: trace, from: "y")).step == 2)
  }
}
