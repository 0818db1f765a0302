import ArgumentParser
import Foundation
import ModalStackCore
import ModalStackTesting

/// `modalstack replay TRACE`: replays a flight recording on the simulated UIKit.
struct ReplayCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "replay",
    abstract: "Replay a flight recording (trace JSON) on the simulated UIKit host and report divergences.",
    discussion: """
      Any app's trace replays: destinations are read as plain JSON values. Prints the timeline,
      the UIKit rules the replay broke, the events that differ from the recording (- recorded
      only, + replayed only; compared by kind, route and reason), and ends with 'divergences N'.
      Exit status: 0 when the replay matches, 1 when it diverges or breaks a rule, 2 when the
      trace cannot be read (the message names the place).
      """
  )

  @Argument(help: "The trace file, e.g. one written by 'modalstack demo SCENARIO --record FILE'.")
  var trace: String

  @MainActor
  func run() async throws {
    let trace: Trace<TraceValue>
    do {
      trace = try Trace(decoding: try Data(contentsOf: URL(fileURLWithPath: self.trace)))
    } catch let error as TraceError {
      FileHandle.standardError.write(Data("modalstack replay: \(self.trace): \(error)\n".utf8))
      Foundation.exit(ModalStackCommand.badInputStatus)
    } catch {
      FileHandle.standardError.write(
        Data("modalstack replay: cannot read \(self.trace): \(error.localizedDescription)\n".utf8))
      Foundation.exit(ModalStackCommand.badInputStatus)
    }
    let replay = await TraceReplay.run(trace)
    print(
      "== replay of \(self.trace): \(trace.entries.count) entries\(trace.droppedEntries > 0 ? " (\(trace.droppedEntries) older dropped)" : "")"
    )
    for line in replay.timeline { print(line) }
    print("  final stack: \(replay.finalStack)")
    for skipped in replay.skippedInputs { print("  not replayed: \(skipped)") }
    for violation in replay.violations { print("  rule violation: \(violation)") }
    for difference in replay.divergences { print("  \(difference)") }
    print("divergences \(replay.divergences.count)")
    if !replay.divergences.isEmpty || !replay.violations.isEmpty { throw ExitCode(1) }
  }
}
