import Foundation
import Testing

/// Runs the built `modalstack` executable and checks what it prints and how it exits.
@Suite struct DemoEndToEndTests {
  struct Run {
    let status: Int32
    let output: String
    let errors: String
  }

  /// The executable beside this test bundle, in whichever build folder the tests run from.
  static func executable() throws -> URL {
    var folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    for _ in 0..<4 {
      let candidate = folder.appendingPathComponent("modalstack")
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
      folder.deleteLastPathComponent()
    }
    throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: "modalstack next to \(CommandLine.arguments[0])"])
  }

  static func run(_ arguments: String...) throws -> Run {
    let process = Process()
    process.executableURL = try executable()
    process.arguments = arguments
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    let errorData = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Run(
      status: process.terminationStatus, output: String(decoding: outputData, as: UTF8.self),
      errors: String(decoding: errorData, as: UTF8.self))
  }

  @Test func demoRunsEveryScenarioWithoutDroppedCallsOrViolations() throws {
    let run = try Self.run("demo")
    #expect(run.status == 0)
    for name in ["notifications", "rows", "styles", "present-item", "popup", "dismiss-all", "swipe-during-deep-link"] {
      #expect(run.output.contains("== \(name): "))
    }
    let summaries = run.output.split(separator: "\n").filter { $0.contains("settle time") && $0.contains("dropped calls") }
    #expect(summaries.count == 7)
    #expect(summaries.allSatisfy { $0.hasSuffix("dropped calls 0 · rule violations 0") })
  }

  @Test func demoIsTheDefaultCommandAndIsDeterministic() throws {
    let first = try Self.run()
    let second = try Self.run("demo")
    #expect(first.output == second.output)
  }

  @Test func notificationsStackOverOpenModals() throws {
    let run = try Self.run("demo", "notifications")
    #expect(run.output.contains("root ▸ sheet(settings) ▸ pageSheet(profile) ▸ cover(learn 42) ▸ cover(learn 43) ▸ cover(learn 44)"))
  }

  @Test func dismissAllIsOneControllerCall() throws {
    let run = try Self.run("demo", "dismiss-all")
    let lines = run.output.split(separator: "\n")
    let start = try #require(lines.firstIndex { $0.contains("▶ dismiss all") })
    let calls = lines[start...].filter { $0.contains("dismiss(from:") || $0.contains("present(") }
    #expect(calls.count == 1)
    #expect(run.output.contains("settle time 0.350s"))
  }

  @Test func popupWaitsForItsExitAnimation() throws {
    let run = try Self.run("demo", "popup")
    #expect(run.output.contains("  0.267s      dismiss(from: root, animated: false) — removes popup(saved)"))
  }

  @Test func swipeDuringADeepLinkEndsConsistent() throws {
    let run = try Self.run("demo", "swipe-during-deep-link")
    #expect(run.output.contains("root ▸ sheet(settings) ▸ sheet(course 7) ▸ cover(lesson 7.1)"))
  }

  @Test func planPrintsStepsAndTheBaseline() throws {
    let run = try Self.run("plan", "--from", "sheet:settings/cover:a", "--to", "sheet:settings/cover:b/cover:c")
    #expect(run.status == 0)
    #expect(run.output.contains("1. dismiss to layer 1 (no animation)"))
    #expect(run.output.contains("3. present cover(c)"))
    #expect(run.output.contains("settle time: 0.383s (ModalStack, simulated) vs 1.950s (stepped baseline): 5.1× faster"))
  }

  @Test func benchPrintsJSONWithEveryMeasurement() throws {
    let run = try Self.run("bench", "--quick", "--json")
    #expect(run.status == 0)
    let object = try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any]
    let settle = try #require(object?["settle"] as? [[String: Any]])
    #expect(settle.count == 4)
    #expect(settle.allSatisfy { ($0["ratio"] as? Double ?? 0) > 1 })
    #expect((object?["engineCostByDepth"] as? [Any])?.count == 4)
    #expect((object?["deepLinkMatchingByPatterns"] as? [Any])?.count == 3)
  }

  @Test(arguments: [
    ["demo", "no-such-scenario"], ["plan", "--from", "sheet:a/bogus:b", "--to", "root"], ["plan", "--from", "sheet"],
    ["plan", "--from", "root"], ["bench", "--fast"], ["frobnicate"],
  ])
  func badInputExitsWithTwoAndAMessage(arguments: [String]) throws {
    let process = Process()
    process.executableURL = try Self.executable()
    process.arguments = arguments
    let errors = Pipe()
    process.standardError = errors
    process.standardOutput = Pipe()
    try process.run()
    let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 2)
    #expect(text.contains("Error:"))
    #expect(text.contains("Usage:"))
  }
}
