import Foundation
import ModalStackConformance
import Testing

/// Every conformance scenario on the simulated host, against the expected trace kept in
/// `Expected/<scenario>.trace`: written by hand from Apple's documentation and published
/// observations (``ExpectedTrace``), or recorded from the simulator. The iOS runner compares the
/// real UIKit host with the same scenarios. To re-record the recorded traces after a deliberate
/// change of the simulator: `MODALSTACK_RECORD_TRACES=overwrite-recorded swift test --filter
/// ModalStackConformanceTests`, then read the diff; the hand-written traces are never rewritten.
@Suite("Conformance scenarios on the simulated host")
@MainActor
struct ConformanceScenarioTests {
  /// Where the expected traces are, beside this file.
  static let expectedDirectory = URL(filePath: #filePath).deletingLastPathComponent().appending(path: "Expected")
  /// Whether this run compares, rewrites the recorded traces, or refuses a recording it was not
  /// asked for explicitly.
  static let mode = ExpectedTrace.mode(recordTraces: ProcessInfo.processInfo.environment["MODALSTACK_RECORD_TRACES"])
  /// The hand-written expected traces, by scenario name.
  static let handWritten: [String: String] = Dictionary(
    uniqueKeysWithValues: ConformanceScenario.all.compactMap { scenario in
      let file = expectedDirectory.appending(path: "\(scenario.name).trace")
      guard let text = try? String(contentsOf: file, encoding: .utf8), ExpectedTrace.isHandWritten(text) else {
        return nil
      }
      return (scenario.name, text)
    })

  @Test("the scenario's trace on the simulated host is the expected one", arguments: ConformanceScenario.all)
  func traceIsTheExpectedOne(_ scenario: ConformanceScenario) async throws {
    if case .refused(let reason) = Self.mode {
      Issue.record(Comment(rawValue: reason))
      return
    }
    let trace = await ConformanceRunner.run(scenario, on: try SimulatedConformanceHost())
    let file = Self.expectedDirectory.appending(path: "\(scenario.name).trace")
    let existing = try? String(contentsOf: file, encoding: .utf8)
    if Self.mode == .overwriteRecorded, ExpectedTrace.mayRecord(over: existing) {
      try trace.text.write(to: file, atomically: true, encoding: .utf8)
      return
    }
    guard let text = existing else {
      let record = "MODALSTACK_RECORD_TRACES=\(ExpectedTrace.overwriteRecordedValue)"
      Issue.record(
        "no expected trace for '\(scenario.name)' (\(file.path)): write it by hand, or record it with \(record)")
      return
    }
    let expected = ConformanceTrace(parsing: text)
    let source =
      ExpectedTrace.isHandWritten(text)
      ? "Expected/\(scenario.name).trace, written by hand from UIKit's documented behaviour"
      : "Expected/\(scenario.name).trace, recorded from the simulator"
    if let mismatch = ConformanceMismatch.compare(trace, ranOn: "the simulated host", with: expected, from: source) {
      Issue.record(Comment(rawValue: mismatch.description))
    }
  }

  @Test("at least twelve expected traces are written by hand, and each of their steps names its source")
  func handWrittenTracesNameTheirSources() {
    #expect(Self.handWritten.count >= 12, "hand-written traces: \(Self.handWritten.keys.sorted())")
    for (name, text) in Self.handWritten.sorted(by: { $0.key < $1.key }) {
      #expect(ExpectedTrace.stepsWithoutSource(in: text).isEmpty, "\(name): steps without a source")
      #expect(ConformanceTrace(parsing: text).scenario == name)
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
