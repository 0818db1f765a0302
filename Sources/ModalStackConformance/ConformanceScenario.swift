/// A conformance scenario: steps written once as data, run on the simulated host by `swift test`
/// and on the real UIKit host by the iOS runner; both traces must match the expected one.
package struct ConformanceScenario: Hashable, Sendable, CustomStringConvertible {
  /// A unique name, also the name of its expected trace file (`<name>.trace`).
  package let name: String
  /// What it checks, in one line.
  package let summary: String
  /// The steps, in order.
  package let steps: [ConformanceStep]

  /// A scenario.
  /// - Parameters:
  ///   - name: A unique name in kebab case.
  ///   - summary: What it checks.
  ///   - steps: The steps.
  package init(_ name: String, _ summary: String, _ steps: [ConformanceStep]) {
    self.name = name
    self.summary = summary
    self.steps = steps
  }

  /// A scenario whose steps all happen in the first window and settle.
  package init(_ name: String, _ summary: String, actions: [ConformanceAction]) {
    self.init(name, summary, actions.map { ConformanceStep($0) })
  }

  /// What a host must stage to run it.
  package var requirements: Set<ConformanceRequirement> { Set(steps.compactMap(\.action.requirement)) }

  package var description: String { name }
}
