import Foundation
import Testing

@testable import ModalStackCore
@testable import ModalStackTesting

@MainActor
@Suite struct RestorationTests {
  private func savedState() async throws -> Data {
    let harness = Harness()
    try harness.router.present(.settings, as: .sheet(detents: [.medium, .large]))
    try harness.router.push(.profile("a"))
    try harness.router.present(.learn(1), as: .fullScreenCover)
    try harness.router.present(.popup("tip"), as: .popup(alignment: .bottom))
    await harness.host.settle()
    return try harness.router.savedState()
  }

  @Test func restoredLayersArePresentedBottomUpWithoutAnimation() async throws {
    let data = try await savedState()
    let harness = Harness()
    try harness.router.restore(from: data)
    await harness.host.settle()
    #expect(
      harness.router.presented.description
        == "root ▸ sheet(settings) ▸ push(profile a) ▸ fullScreenCover(learn 1) ▸ popup(popup tip)")
    #expect(harness.host.statistics.animatedTransitions == 0)
    #expect(harness.controllerCalls.allSatisfy { !$0.contains("animated: true") })
    #expect(harness.events.contains { if case .didPresent(_, .restored) = $0 { true } else { false } })
    try harness.router.present(.learn(9), as: .sheet)  // back to the app's policy
    await harness.host.settle()
    #expect(harness.host.statistics.animatedTransitions == 1)
  }

  @Test func aStackWhoseTopIsACoverIsRestoredWithoutAnimation() async throws {
    let saving = Harness()
    try saving.router.present(.settings, as: .sheet)
    try saving.router.push(.profile("a"))
    try saving.router.present(.learn(1), as: .fullScreenCover)
    await saving.host.settle()
    let data = try saving.router.savedState()

    let harness = Harness()
    try harness.router.restore(from: data)
    await harness.host.settle()
    #expect(
      harness.router.presented.description == "root ▸ sheet(settings) ▸ push(profile a) ▸ fullScreenCover(learn 1)")
    #expect(harness.host.statistics.animatedTransitions == 0)
    #expect(harness.controllerCalls.allSatisfy { !$0.contains("animated: true") })
  }

  @Test func restoringBeforeAHostPresentsEverythingUnanimatedOnAttach() async throws {
    let data = try await savedState()
    let harness = Harness(attach: false)
    try harness.router.restore(from: data)
    #expect(harness.router.stack.layerCount == 4)
    try harness.router.attach(harness.host)
    await harness.host.settle()
    #expect(harness.router.presented == harness.router.stack)
    #expect(harness.host.statistics.animatedTransitions == 0)
    try harness.router.present(.learn(9), as: .sheet)  // later commands animate again
    await harness.host.settle()
    #expect(harness.host.statistics.animatedTransitions == 1)
  }

  @Test func aRoundTripKeepsIDsAndPresentations() async throws {
    let data = try await savedState()
    let harness = Harness()
    try harness.router.restore(from: data)
    await harness.host.settle()
    #expect(try harness.router.savedState() == data)
  }

  @Test func restoringTheStackAlreadyShowingStillRestoresThePolicy() async throws {
    let harness = Harness()
    let empty = try harness.router.savedState()
    try harness.router.restore(from: empty)
    await harness.host.settle()
    #expect(harness.router.presented.isEmpty)
    try harness.router.present(.learn(9), as: .sheet)
    await harness.host.settle()
    #expect(harness.host.statistics.animatedTransitions == 1)
  }

  @Test func everyFailureLeavesTheRootShowing() async throws {
    let data = try await savedState()
    let text = String(decoding: data, as: UTF8.self)
    let inputs = [
      Data(), Data("null".utf8), Data("[]".utf8), Data(#"{"version":"1"}"#.utf8), Data(#"{"version":1}"#.utf8),
      Data(#"{"version":1,"routes":{}}"#.utf8), Data(text.replacingOccurrences(of: "\"id\"", with: "\"key\"").utf8),
      data.prefix(1), data.dropLast(), Data(data.reversed()),
      Data((0..<200).map { UInt8(truncatingIfNeeded: $0 &* 37) }),
    ]
    for input in inputs {
      let harness = Harness()
      #expect(throws: RestorationError.self) { try harness.router.restore(from: input) }
      await harness.host.settle()
      #expect(harness.router.presented.isEmpty && harness.router.stack.isEmpty)
    }
  }

  @Test func errorsReadWell() {
    #expect(
      "\(RestorationError.unsupportedVersion(found: 9, supported: 1))"
        == "saved navigation state has version 9; this build reads 1; start from the root, and save again")
    #expect(
      "\(RestorationError.invalidStack(.duplicateRouteID("a", screen: "settings")))".contains(
        "route id a is already on the stack"))
  }

  @Test func truncatedDataIsCorruptAndChangesNothing() async throws {
    let data = try await savedState()
    let harness = Harness()
    #expect {
      try harness.router.restore(from: data.prefix(data.count / 2))
    } throws: { error in
      if case RestorationError.corrupted = error { true } else { false }
    }
    #expect(throws: RestorationError.self) { try harness.router.restore(from: Data("not json".utf8)) }
    #expect(throws: RestorationError.self) { try harness.router.restore(from: Data()) }
    await harness.host.settle()
    #expect(harness.router.presented.isEmpty)
  }

  @Test func anotherVersionIsNamed() throws {
    let harness = Harness()
    #expect(throws: RestorationError.unsupportedVersion(found: 9, supported: 1)) {
      try harness.router.restore(from: Data(#"{"version":9,"routes":[]}"#.utf8))
    }
  }

  @Test func aChangedSchemaNamesTheRouteThatNoLongerDecodes() async throws {
    let data = try await savedState()
    let renamed = String(decoding: data, as: UTF8.self).replacingOccurrences(of: "\"learn\"", with: "\"lesson\"")
    let harness = Harness()
    #expect {
      try harness.router.restore(from: Data(renamed.utf8))
    } throws: { error in
      guard case RestorationError.schemaMismatch(let path, _) = error else { return false }
      return path.hasPrefix("routes.2")
    }
    #expect(harness.router.stack.isEmpty)
  }

  @Test func aStackWithAnInvalidPresentationIsRejectedWhole() throws {
    let routes = [
      Route<Screen>(.settings, presentation: .sheet, id: "ok"),
      Route<Screen>(.learn(1), presentation: .sheet(detents: []), id: "bad"),
    ]
    struct Saved: Encodable {
      let version: Int
      let routes: [Route<Screen>]
    }
    let data = try JSONEncoder().encode(Saved(version: 1, routes: routes))
    let harness = Harness()
    #expect(throws: RestorationError.invalidStack(.invalidPresentation("bad", .emptyDetents, screen: "learn 1"))) {
      try harness.router.restore(from: data)
    }
    #expect(harness.router.stack.isEmpty)
  }

  /// A popover with the automatic background has a navigation stack: a saved popover with a
  /// pushed route comes back whole.
  @Test func aPopoverWithAPushedRouteIsRestored() async throws {
    let saving = Harness()
    try saving.router.present(.settings, as: .modal(.popover(PopoverAnchor("button"))))
    try saving.router.push(.profile("a"))
    await saving.host.settle()
    let data = try saving.router.savedState()

    let harness = Harness()
    try harness.router.restore(from: data)
    await harness.host.settle()
    #expect(harness.router.presented.description == "root ▸ popover(settings) ▸ push(profile a)")
    #expect(harness.router.presented == saving.router.presented)
  }

  /// Saved state past ``RouteStack/savedDataLimit`` is refused before it is parsed, naming its
  /// size; at the limit it is read. (Padding with spaces keeps it valid JSON.)
  @Test func savedStateOverTheLimitIsRefusedNamingItsSize() async throws {
    let saved = try await savedState()
    let limit = RouteStack<Screen>.savedDataLimit
    let atLimit = saved + Data(repeating: UInt8(ascii: " "), count: limit - saved.count)
    let harness = Harness()
    try harness.router.restore(from: atLimit)
    #expect(harness.router.stack.count == 4)

    let fresh = Harness()
    #expect(throws: RestorationError.tooLarge(bytes: limit + 1, limit: limit)) {
      try fresh.router.restore(from: atLimit + Data(" ".utf8))
    }
    #expect(throws: RestorationError.tooLarge(bytes: limit + 1, limit: limit)) {
      try RouteStack<Screen>(savedData: atLimit + Data(" ".utf8))
    }
    #expect(fresh.router.stack.isEmpty)
    #expect("\(RestorationError.tooLarge(bytes: 3_000_000, limit: limit))".contains("3000000 bytes"))
  }
}
