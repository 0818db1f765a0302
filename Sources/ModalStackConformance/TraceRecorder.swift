/// The trace lines of a run, in the order things happened.
@MainActor
package final class TraceRecorder {
  private var lines: [String] = []
  /// Lines a host keeps in a log of its own (the simulated window's), read before each line the
  /// recorder is given, so that they keep their place among the router's events.
  package var pull: (() -> [String])?

  package init() {}

  /// Adds a line, after whatever ``pull`` has.
  package func record(_ line: String) {
    catchUp()
    lines.append(line)
  }

  /// The lines since the last call.
  package func take() -> [String] {
    catchUp()
    defer { lines.removeAll() }
    return lines
  }

  private func catchUp() {
    if let pull { lines.append(contentsOf: pull()) }
  }
}
