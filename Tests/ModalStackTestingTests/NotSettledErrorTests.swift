import Foundation
import ModalStackCore
import ModalStackTesting
import Testing

/// A ``NotSettledError`` reads as its description wherever a test runner shows it, names the
/// target it did not reach and what is on screen, then says what to do.
@MainActor
@Suite struct NotSettledErrorTests {
  @Test func theErrorNamesTheTargetAndWhatToDo() async throws {
    let clock = SimulatedClock()
    let host = SimulatedHost<String>(clock: clock)
    let router = Router<String>(scheduler: clock)
    try router.attach(host)
    _ = try #require(host.presentForeign(.alert))
    await host.settle()
    let error = try await #require(throws: NotSettledError.self) {
      _ = try await host.settleTime(of: router, within: .seconds(2)) { try router.present("a", as: .sheet) }
    }
    let text = error.description
    #expect(error.errorDescription == text)
    #expect((error as any Error).localizedDescription == text)
    #expect(text.contains("target root ▸ sheet(a)"))
    #expect(text.contains("; give it longer (settle(within:)), or end what it is stuck on"))
  }
}
