import ModalStackCore
import ModalStackTesting
import Testing

@testable import ModalStackCore

/// A refused command is never silent: whether the app called it (and ignored the error with
/// `try?`) or sent it from another thread, the router's warning gets one sentence naming the
/// command, the reason and what to do, and nothing changes; a sent one, which throws to no one,
/// is also one `commandFailed` event.
@MainActor
@Suite struct RouterRefusalsTests {
  @Test func aRefusedCallTheAppIgnoresIsWarnedOnceWithTheCommandAndTheFix() throws {
    let harness = Harness()
    var warnings: [String] = []
    harness.router.refusalWarning = { warnings.append($0) }
    try harness.router.present(.settings, as: .sheet, id: "settings")
    let before = harness.router.stack
    _ = try? harness.router.present(.profile("ada"), as: .sheet, id: "settings")
    #expect(harness.router.stack == before)
    #expect(
      warnings == [
        "ModalStack: present sheet(profile ada) refused: cannot show profile ada: route id settings is already on the stack; "
          + "give the route a new id (the default makes one), or present it with once: to reuse it"
      ])
    #expect(!harness.events.contains { if case .commandFailed = $0 { true } else { false } })  // the app got the error
  }

  @Test func aSentCommandThatIsRefusedIsWarnedOnceToo() async throws {
    let harness = Harness()
    var warnings: [String] = []
    harness.router.refusalWarning = { warnings.append($0) }
    let router = harness.router
    await Task.detached { router.send(.dismiss("gone")) }.value
    await harness.host.settle()
    #expect(warnings.count == 1)
    #expect(warnings.first?.hasPrefix("ModalStack: dismiss gone refused: no route gone on the stack") == true)
    #expect(harness.events.filter { if case .commandFailed = $0 { true } else { false } }.count == 1)
  }

  @Test func aCommandThatIsMadeWarnsOfNothing() async throws {
    let harness = Harness()
    var warnings: [String] = []
    harness.router.refusalWarning = { warnings.append($0) }
    try harness.router.present(.settings, as: .sheet)
    try harness.router.push(.profile("a"))
    try harness.router.removeLast(2)
    await harness.host.settle()
    #expect(warnings.isEmpty)
    #expect(!harness.events.contains { if case .commandFailed = $0 { true } else { false } })
  }
}
