/// What a host did in a scenario, normalized so that two hosts give comparable text: for each
/// step, the controller calls (present, dismiss, setViewControllers, with styles), the appearance
/// and presentation-controller callbacks, the router's events, in order, then the window's chain
/// and the router's stack once it settled. No addresses and no times; controllers are named after
/// the routes they show (`sheet(settings)`), other code's after their kind and number (`alert#1`).
///
/// The text form is what the expected trace files hold:
/// ```text
/// scenario: present-sheet
/// step 1: present settings as sheet
///   event willPresent sheet(settings) (programmatic)
///   present sheet(settings) on root, style pageSheet, transition coverVertical, animated
///   sheet(settings).viewDidAppear
///   event didPresent sheet(settings) (programmatic)
///   chain: root > sheet(settings) pageSheet
///   stack: root ▸ sheet(settings)
/// ```
package struct ConformanceTrace: Hashable, Sendable, CustomStringConvertible {
  /// One step's lines.
  package struct Step: Hashable, Sendable {
    /// The step's heading.
    package var title: String
    /// What happened, in order.
    package var lines: [String]

    package init(title: String, lines: [String]) {
      self.title = title
      self.lines = lines
    }
  }

  /// The scenario's name.
  package var scenario: String
  /// The steps, in order.
  package var steps: [Step]

  package init(scenario: String, steps: [Step] = []) {
    self.scenario = scenario
    self.steps = steps
  }

  /// Reads the text form; lines it does not know are ignored.
  /// - Parameter text: A trace as ``text`` writes it.
  package init(parsing text: String) {
    self.init(scenario: "")
    for line in text.split(separator: "\n", omittingEmptySubsequences: true).map(String.init) {
      if line.hasPrefix("scenario: ") {
        scenario = String(line.dropFirst("scenario: ".count))
      } else if line.hasPrefix("step "), let colon = line.firstIndex(of: ":") {
        steps.append(Step(title: String(line[line.index(colon, offsetBy: 2)...]), lines: []))
      } else if line.hasPrefix("  "), !steps.isEmpty {
        steps[steps.count - 1].lines.append(String(line.dropFirst(2)))
      }
    }
  }

  /// The text form, ending with a newline.
  package var text: String {
    var text = "scenario: \(scenario)\n"
    for (index, step) in steps.enumerated() {
      text += "step \(index + 1): \(step.title)\n"
      for line in step.lines { text += "  \(line)\n" }
    }
    return text
  }

  package var description: String { text }

  /// The first step where this trace differs from another.
  /// - Parameter expected: The trace it should equal.
  /// - Returns: The step's number (from 1) and both versions of it, or `nil` when they are equal.
  package func firstDifference(from expected: ConformanceTrace) -> (step: Int, expected: Step?, actual: Step?)? {
    for index in 0..<max(steps.count, expected.steps.count) {
      let mine = index < steps.count ? steps[index] : nil
      let theirs = index < expected.steps.count ? expected.steps[index] : nil
      if mine != theirs { return (index + 1, theirs, mine) }
    }
    return nil
  }
}
