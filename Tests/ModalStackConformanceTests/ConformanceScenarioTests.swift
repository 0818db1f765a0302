import Foundation
import ModalStackConformance
import Testing

/// Every conformance scenario on the simulated host, against the expected trace kept in
/// `Expected/<scenario>.trace`. The iOS runner compares the real UIKit host with the same
/// scenarios. To re-record the expected traces after a deliberate change of the simulator:
/// `MODALSTACK_RECORD_TRACES=1 swift test --filter ModalStackConformanceTests`, then read the diff.
@Suite("Conformance scenarios on the simulated host")
@MainActor
struct ConformanceScenarioTests {
  /// Where the expected traces are, beside this file.
  static let expectedDirectory = URL(filePath: #filePath).deletingLastPathComponent().appending(path: "Expected")
  /// Whether this run writes the expected traces instead of comparing with them.
  static let isRecording =
    ProcessInfo.processInfo.environment["MODALSTACK_RECORD_TRACES"].map { !$0.isEmpty && $0 != "0" } ?? false

  @Test("the scenario's trace on the simulated host is the expected one", arguments: ConformanceScenario.all)
  func traceIsTheExpectedOne(_ scenario: ConformanceScenario) async throws {
    let trace = await ConformanceRunner.run(scenario, on: try SimulatedConformanceHost())
    let file = Self.expectedDirectory.appending(path: "\(scenario.name).trace")
    if Self.isRecording {
      try trace.text.write(to: file, atomically: true, encoding: .utf8)
      return
    }
    guard let text = try? String(contentsOf: file, encoding: .utf8) else {
      Issue.record("no expected trace for '\(scenario.name)' (\(file.path)): record it with MODALSTACK_RECORD_TRACES=1")
      return
    }
    let expected = ConformanceTrace(parsing: text)
    if let mismatch = ConformanceMismatch.compare(
      trace, ranOn: "the simulated host", with: expected, from: "Expected/\(scenario.name).trace")
    {
      Issue.record(Comment(rawValue: mismatch.description))
    }
  }

  @Test("no scenario makes the router break a UIKit rule")
  func noScenarioBreaksARule() async throws {
    for scenario in ConformanceScenario.all {
      let trace = await ConformanceRunner.run(scenario, on: try SimulatedConformanceHost())
      for (index, step) in trace.steps.enumerated() {
        for line in step.lines where line.contains("violation:") {
          Issue.record("\(scenario.name), step \(index + 1) (\(step.title)): \(line)")
        }
      }
    }
  }

  @Test("every expected trace belongs to a scenario, and scenario names are unique")
  func expectedTracesMatchTheScenarios() throws {
    let names = ConformanceScenario.all.map(\.name)
    #expect(Set(names).count == names.count)
    let files = try FileManager.default.contentsOfDirectory(atPath: Self.expectedDirectory.path).filter {
      $0.hasSuffix(".trace")
    }
    #expect(Set(files.map { String($0.dropLast(".trace".count)) }) == Set(names))
  }

  @Test("the scenarios cover every presentation style, transition and kind of other code's controller")
  func catalogCoversTheStyles() {
    let text = ConformanceScenario.all.flatMap(\.steps).map(\.title).joined(separator: "\n")
    for style in [
      "sheet", "pageSheet", "formSheet", "fullScreenCover", "overFullScreen", "currentContext", "overCurrentContext",
      "popover", "popup",
    ] {
      #expect(text.contains("as \(style)"), "no scenario presents a \(style)")
    }
    for transition in ["crossDissolve", "flipHorizontal", "partialCurl", "none"] {
      #expect(text.contains(", \(transition)"), "no scenario uses \(transition)")
    }
    for other in ["an alert", "a sheet"] { #expect(text.contains("other code presents \(other)")) }
  }
}
