import ModalStackCore
import ModalStackTesting
import Testing

/// The spellings a new user reaches for first, run on the simulated UIKit.
@MainActor
@Suite struct SpellingTests {
  @Test func popupIsAValueThatPresentsADimmedPopupClosedByATapOutside() async throws {
    let test = NavigationTest<Screen>()
    try test.router.present(.saved("draft"), as: .popup)
    await test.settle()
    test.receive("didPresent popup(saved(\"draft\")) (programmatic)")
    #expect(test.host.tapOutside() == .attempted)
    await test.settle()
    test.receive("didDismiss popup(saved(\"draft\")) (tapOutside)")
    test.finish()
  }

  @Test func aBlockedClearSheetNeedsNoDetents() async throws {
    let test = NavigationTest<Screen>()
    try test.router.present(.settings, as: .sheet(dismissPolicy: .blocked, background: .clear))
    await test.settle()
    test.receive("didPresent sheet(settings) (programmatic)")
    #expect(test.host.swipeDown() == .attempted)
    await test.settle()
    test.receive("dismissBlocked sheet(settings) (interactive)")
    test.expectStack("root ▸ sheet(settings)")
    test.finish()
  }
}
