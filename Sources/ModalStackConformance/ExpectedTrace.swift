/// The expected traces kept in the repository, and which of them a recording may rewrite.
///
/// An expected trace is either recorded from the simulator (`MODALSTACK_RECORD_TRACES`) or written
/// by hand from Apple's documentation and published, reproducible observations. A hand-written one
/// starts with ``handWrittenMarker`` and names, in comment lines (`# …`) under each step heading,
/// where that step's lines come from; the simulator must match it, and no recording rewrites it.
///
/// ```text
/// # hand-written: from Apple's documentation and published observations, never recorded
/// scenario: sheet
/// step 1: present settings as sheet
/// # source: https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/pagesheet
///   present sheet(settings) on root, style pageSheet, transition coverVertical, animated
/// ```
package enum ExpectedTrace {
  /// The first line of a trace written by hand.
  package static let handWrittenMarker = "# hand-written:"

  /// What a run of the trace tests does with the expected traces.
  package enum Mode: Hashable, Sendable {
    /// Compares every trace with its expected one.
    case compare
    /// Rewrites the recorded expected traces from the simulator and compares the hand-written ones.
    case overwriteRecorded
    /// A recording asked for without saying which files it may rewrite: the run fails, writes
    /// nothing, and says how to ask.
    case refused(String)
  }

  /// The value of `MODALSTACK_RECORD_TRACES` that rewrites the recorded traces (and only those).
  package static let overwriteRecordedValue = "overwrite-recorded"

  /// The mode a value of `MODALSTACK_RECORD_TRACES` asks for.
  /// - Parameter value: The variable's value; `nil`, empty or `0` to compare.
  /// - Returns: The mode; any other value than ``overwriteRecordedValue`` is refused.
  package static func mode(recordTraces value: String?) -> Mode {
    guard let value, !value.isEmpty, value != "0" else { return .compare }
    if value == overwriteRecordedValue { return .overwriteRecorded }
    return .refused(
      "MODALSTACK_RECORD_TRACES=\(value) writes nothing: set it to '\(overwriteRecordedValue)' to rewrite the "
        + "recorded expected traces from the simulator (the hand-written ones are never rewritten), then read the diff")
  }

  /// Whether an expected trace was written by hand.
  /// - Parameter text: The file's text.
  package static func isHandWritten(_ text: String) -> Bool { text.hasPrefix(handWrittenMarker) }

  /// Whether a recording may write over a file.
  /// - Parameter existing: The file's text, or `nil` when there is no file yet.
  package static func mayRecord(over existing: String?) -> Bool { existing.map { !isHandWritten($0) } ?? true }

  /// The steps of a hand-written trace that name no source: no `# source:` line between the
  /// step's heading and the next one.
  /// - Parameter text: The file's text.
  /// - Returns: The steps' numbers, from 1.
  package static func stepsWithoutSource(in text: String) -> [Int] {
    var sourced: [Bool] = []
    for line in text.split(separator: "\n", omittingEmptySubsequences: true) {
      if line.hasPrefix("step ") {
        sourced.append(false)
      } else if line.hasPrefix("# source: "), !sourced.isEmpty, line.count > "# source: ".count {
        sourced[sourced.count - 1] = true
      }
    }
    return sourced.indices.filter { !sourced[$0] }.map { $0 + 1 }
  }
}
