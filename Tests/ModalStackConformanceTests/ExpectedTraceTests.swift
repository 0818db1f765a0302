import ModalStackConformance
import Testing

@Suite("ExpectedTrace")
struct ExpectedTraceTests {
  private let handWritten = """
    # hand-written: from Apple's documentation
    scenario: sheet
    step 1: present settings as sheet
    # source: https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/pagesheet
      sheet(settings).viewWillAppear
    step 2: dismiss the top
      sheet(settings).viewWillDisappear

    """

  @Test("only an explicit request rewrites traces; any other recording value is refused and writes nothing")
  func recordingMustBeAskedForExplicitly() {
    #expect(ExpectedTrace.mode(recordTraces: nil) == .compare)
    #expect(ExpectedTrace.mode(recordTraces: "") == .compare)
    #expect(ExpectedTrace.mode(recordTraces: "0") == .compare)
    #expect(ExpectedTrace.mode(recordTraces: "overwrite-recorded") == .overwriteRecorded)
    for value in ["1", "yes", "true", "overwrite"] {
      guard case .refused(let reason) = ExpectedTrace.mode(recordTraces: value) else {
        Issue.record("MODALSTACK_RECORD_TRACES=\(value) was not refused")
        continue
      }
      #expect(reason.contains("overwrite-recorded"))
    }
  }

  @Test("a recording never writes over a hand-written trace, and writes over a recorded one or none")
  func recordingLeavesHandWrittenTraces() {
    #expect(ExpectedTrace.isHandWritten(handWritten))
    #expect(!ExpectedTrace.mayRecord(over: handWritten))
    #expect(ExpectedTrace.mayRecord(over: "scenario: sheet\nstep 1: present settings as sheet\n"))
    #expect(ExpectedTrace.mayRecord(over: nil))
  }

  @Test("a step with no source line is named; comment lines are not part of the trace")
  func stepsWithoutSource() {
    #expect(ExpectedTrace.stepsWithoutSource(in: handWritten) == [2])
    let trace = ConformanceTrace(parsing: handWritten)
    #expect(trace.scenario == "sheet")
    #expect(trace.steps.map(\.lines) == [["sheet(settings).viewWillAppear"], ["sheet(settings).viewWillDisappear"]])
  }
}
