/// A trace that differs from the expected one: the scenario, the first step that differs, both
/// versions of that step and both whole traces, and where it ran (the iOS version and device on
/// a real UIKit host), so that a difference seen on one iOS version only names a rule the
/// simulator must learn for that version.
package struct ConformanceMismatch: Error, Hashable, Sendable, CustomStringConvertible {
  /// The scenario.
  package let scenario: String
  /// The first step that differs, from 1.
  package let step: Int
  /// That step as expected and as it ran.
  package let expectedStep: ConformanceTrace.Step?
  package let actualStep: ConformanceTrace.Step?
  /// The whole traces.
  package let expected: ConformanceTrace
  package let actual: ConformanceTrace
  /// What the expected trace comes from (`the simulator's expected trace`).
  package let expectedSource: String
  /// Where the actual trace ran (`the simulated host`, `UIKit, iOS 17.5, iPad`).
  package let actualSource: String

  /// Compares two traces.
  /// - Returns: The mismatch, or `nil` when they are equal.
  package static func compare(
    _ actual: ConformanceTrace, ranOn actualSource: String, with expected: ConformanceTrace, from expectedSource: String
  ) -> ConformanceMismatch? {
    guard let difference = actual.firstDifference(from: expected) else { return nil }
    return ConformanceMismatch(
      scenario: actual.scenario, step: difference.step, expectedStep: difference.expected,
      actualStep: difference.actual,
      expected: expected, actual: actual, expectedSource: expectedSource, actualSource: actualSource)
  }

  package var description: String {
    func show(_ step: ConformanceTrace.Step?) -> String {
      guard let step else { return "    (no such step)\n" }
      return "    step \(self.step): \(step.title)\n" + step.lines.map { "      \($0)\n" }.joined()
    }
    let title = actualStep?.title ?? expectedStep?.title ?? "?"
    return """
      conformance scenario '\(scenario)', step \(step) ('\(title)') differs on \(actualSource):
        expected (\(expectedSource)):
      \(show(expectedStep))  actual (\(actualSource)):
      \(show(actualStep))
      whole expected trace:
      \(expected.text)
      whole actual trace:
      \(actual.text)
      """
  }
}
