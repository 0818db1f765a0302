import ArgumentParser
import Foundation

/// `modalstack`: runs ModalStack on the simulated UIKit host and shows what happens.
@main
struct ModalStackCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "modalstack",
    abstract: "ModalStack on a simulated UIKit host: scenario timelines, transition plans and the settle-time benchmark.",
    subcommands: [DemoCommand.self, PlanCommand.self, BenchCommand.self],
    defaultSubcommand: DemoCommand.self
  )

  /// Parses and runs; bad input prints a message and the usage and exits with status 2.
  static func main() async {
    do {
      var command = try parseAsRoot()
      if var command = command as? AsyncParsableCommand {
        try await command.run()
      } else {
        try command.run()
      }
    } catch {
      guard exitCode(for: error) != .success else { exit(withError: error) }
      FileHandle.standardError.write(Data((fullMessage(for: error) + "\n").utf8))
      if !fullMessage(for: error).contains("Usage:") {
        FileHandle.standardError.write(Data((usageString(for: error) + "\n").utf8))
      }
      Foundation.exit(2)
    }
  }

  private static func usageString(for error: Error) -> String {
    "Usage: modalstack [demo [SCENARIO] | plan --from STACK --to STACK | bench [--json] [--quick]]\n  See 'modalstack --help'."
  }
}
