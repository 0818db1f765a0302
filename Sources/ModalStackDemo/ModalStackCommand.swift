import ArgumentParser
import Foundation

/// `modalstack`: runs ModalStack on the simulated UIKit host and shows what happens.
@main
struct ModalStackCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "modalstack",
    abstract:
      "ModalStack on a simulated UIKit host: scenario timelines, transition plans and the settle-time benchmark.",
    subcommands: [DemoCommand.self, PlanCommand.self, BenchCommand.self, ReplayCommand.self],
    defaultSubcommand: DemoCommand.self
  )

  /// The exit status for bad input (unknown scenario, bad stack syntax, bad flags), as most
  /// command-line tools use; ArgumentParser's own default is 64.
  static let badInputStatus: Int32 = 2

  /// Parses and runs. Bad input prints a message and the usage and exits with
  /// ``badInputStatus``; `--help` exits with 0; a failure while running exits with 1.
  static func main() async {
    let command: ParsableCommand
    do {
      command = try parseAsRoot()
    } catch {
      guard exitCode(for: error) != .success else { exit(withError: error) }
      var message = fullMessage(for: error)
      if !message.contains("Usage:") { message += "\n" + generalUsage }
      FileHandle.standardError.write(Data((message + "\n").utf8))
      Foundation.exit(badInputStatus)
    }
    do {
      if var command = command as? AsyncParsableCommand {
        try await command.run()
      } else {
        var command = command
        try command.run()
      }
    } catch {
      exit(withError: error)
    }
  }

  /// The usage printed after a parse error that carries none of its own.
  private static let generalUsage = """
    Usage: modalstack [demo [SCENARIO] [--record FILE] | plan --from STACK --to STACK | bench [--json] [--quick] | replay TRACE]
      See 'modalstack --help'.
    """
}
