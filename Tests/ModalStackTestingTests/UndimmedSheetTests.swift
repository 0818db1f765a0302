import ModalStackCore
import ModalStackTesting
import Testing

/// A Maps-like sheet on the simulated UIKit: below its largest undimmed detent the screen under it
/// takes touches, and what that screen presents goes on top of the sheet, which stays where it rests.
@MainActor
@Suite struct UndimmedSheetTests {
  let places = Presentation.sheet(
    detents: [.custom("peek", height: 120), .medium, .large], largestUndimmedDetent: .medium, dismissPolicy: .blocked)

  @Test func touchesReachTheScreenUnderTheSheetOnlyAtOrBelowTheUndimmedDetent() async throws {
    let test = NavigationTest<Screen>()
    try test.send(.present(.settings, places, id: "places"))
    await test.settle()
    test.receive("didPresent sheet(settings) (programmatic)")
    #expect(test.host.tapOutside() == .passedThrough)  // at peek
    #expect(test.host.dragSheet(to: .medium) == .moved)
    await test.settle()
    test.receive("detentChanged sheet(settings) to medium (interactive)")
    #expect(test.host.tapOutside() == .passedThrough)
    #expect(test.host.dragSheet(to: .large) == .moved)
    await test.settle()
    test.receive("detentChanged sheet(settings) to large (interactive)")
    // Dimmed now: the tap is the sheet's, an attempt to dismiss a blocked sheet.
    #expect(test.host.tapOutside() == .attempted)
    await test.settle()
    test.receive("dismissBlocked sheet(settings) (tapOutside)")
    test.expectStack("root ▸ sheet(settings)")
    test.finish()
  }

  @Test func whatTheScreenUnderPresentsGoesOnTopOfTheSheetWhichKeepsItsDetent() async throws {
    let test = NavigationTest<Screen>()
    test.exhaustivity = .off
    try test.send(.present(.settings, places, id: "places"))
    await test.settle()
    #expect(test.host.dragSheet(to: .medium) == .moved)
    await test.settle()
    // A pin on the map is tapped through the undimmed area: the app presents its details.
    #expect(test.host.tapOutside() == .passedThrough)
    try test.send(.present(.lesson(7), .fullScreenCover, id: "pin"))
    #expect(await test.settle() == .milliseconds(350))  // one presentation, nothing dismissed first
    test.expectStack("root ▸ sheet(settings) ▸ fullScreenCover(lesson(7))")
    #expect(test.host.window.chain.map(\.name) == ["root", "sheet(settings)", "fullScreenCover(lesson(7))"])
    #expect(test.calls.dismissals == 0)
    try test.send(.dismiss("pin"))
    await test.settle()
    // The sheet comes back where it rested, still undimmed.
    #expect(test.host.window.chain.last?.selectedDetent == .medium)
    #expect(test.host.tapOutside() == .passedThrough)
    test.finish()
  }

  @Test func aCommandMovesTheSheetInPlace() async throws {
    let test = NavigationTest<Screen>()
    try test.send(.present(.settings, places, id: "places"))
    await test.settle()
    test.receive("didPresent sheet(settings) (programmatic)")
    try test.router.selectDetent(.large, of: "places")
    await test.settle()
    test.receive("detentChanged sheet(settings) to large (programmatic)")
    #expect(test.calls.presents == 1)
    #expect(test.calls.detentChanges == 1)
    #expect(test.host.log.contains { $0.message.contains("selectedDetentIdentifier = large (animateChanges)") })
    test.finish()
  }
}
