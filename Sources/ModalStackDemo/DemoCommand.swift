import ArgumentParser
import Foundation
import ModalStackCore

/// `modalstack demo [scenario]`: scenario timelines on the simulated host.
struct DemoCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "demo",
    abstract: "Run scenarios on the simulated UIKit host and print their timelines.",
    discussion: "Scenarios: " + Scenario.all.map(\.name).joined(separator: ", ") + ". With none, runs them all."
  )

  @Argument(help: "The scenario to run; all of them when omitted.")
  var scenario: String?

  @Option(help: "Write the scenario's flight recording (trace JSON) to this file; needs one scenario.")
  var record: String?

  func validate() throws {
    if let scenario, Scenario.named(scenario) == nil {
      throw ValidationError(
        "unknown scenario '\(scenario)'; choose one of: \(Scenario.all.map(\.name).joined(separator: ", "))")
    }
    if record != nil, scenario == nil { throw ValidationError("--record needs one scenario") }
  }

  @MainActor
  func run() async throws {
    let chosen = scenario.flatMap(Scenario.named).map { [$0] } ?? Scenario.all
    for (index, scenario) in chosen.enumerated() {
      if index > 0 { print("") }
      print("== \(scenario.name): \(scenario.summary)")
      let timeline = Timeline()
      if record != nil { timeline.router.startRecording(capacity: 100_000) }
      try await scenario.run(timeline)
      timeline.summary()
      if let record {
        try timeline.router.trace().encoded().write(to: URL(fileURLWithPath: record))
        print("  flight recording written to \(record)")
      }
    }
  }
}
