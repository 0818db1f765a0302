import ArgumentParser

@main
struct ModalStackCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(commandName: "modalstack", abstract: "ModalStack demo.")
  func run() async throws {}
}
