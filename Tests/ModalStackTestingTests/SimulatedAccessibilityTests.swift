import ModalStackCore
import ModalStackTesting
import Testing

@MainActor
@Suite struct SimulatedAccessibilityTests {
  let clock = SimulatedClock()
  let host: SimulatedHost<String>
  let router: Router<String>

  init() throws {
    host = SimulatedHost(clock: clock)
    router = Router(scheduler: clock)
    try router.attach(host)
  }

  @Test func voiceOverFocusMovesIntoAPopupAndBackToWhatOpenedIt() async throws {
    host.moveVoiceOverFocus(to: "rate button")
    try router.present("rate", as: .popup, id: "rate")
    await host.settle()
    #expect(host.voiceOverFocus == "popup(rate)")
    #expect(host.voiceOverReadableLayers == ["popup(rate)"])
    try router.dismiss("rate")
    await host.settle()
    #expect(host.voiceOverFocus == "rate button")
    #expect(
      host.voiceOverLog == [
        "screenChanged: focus moves into popup(rate)", "screenChanged: focus returns to rate button",
      ])
  }

  @Test func aPopupCoveredAndUncoveredIsAnnouncedOnceAndFocusReturnsToItsOpenerOnlyWhenItGoes() async throws {
    host.moveVoiceOverFocus(to: "rate button")
    try router.present("rate", as: .popup, id: "rate")
    await host.settle()
    // A full-screen cover takes the popup's view out of the window (SwiftUI: onDisappear) and
    // gives it back when it goes (onAppear): the route neither left nor arrived.
    try router.present("help", as: .fullScreenCover, id: "help")
    await host.settle()
    #expect(host.voiceOverFocus == "fullScreenCover(help)")
    try router.dismiss("help")
    await host.settle()
    #expect(host.voiceOverFocus == "popup(rate)")
    try router.dismiss("rate")
    await host.settle()
    #expect(host.voiceOverFocus == "rate button")
    #expect(
      host.voiceOverLog == [
        "screenChanged: focus moves into popup(rate)", "screenChanged: focus moves into fullScreenCover(help)",
        "screenChanged: focus returns to popup(rate)", "screenChanged: focus returns to rate button",
      ])
  }

  @Test func aToastIsAnnouncedAndVoiceOverStillReadsTheScreenBehind() async throws {
    try router.enqueue("saved", as: .toast, announcement: "Saved", id: "saved")
    await host.settle()
    #expect(host.voiceOverLog == ["announcement: Saved"])
    #expect(host.voiceOverReadableLayers == ["root", "popup(saved)"])
    #expect(host.voiceOverFocus == "root")
  }

  @Test func escapeClosesAPopupThatAllowsIt() async throws {
    try router.present("rate", as: .popup(dismissOnTapOutside: false), id: "rate")
    await host.settle()
    #expect(host.voiceOverEscape() == .attempted)
    await host.settle()
    #expect(router.presented.routes.isEmpty)
  }

  @Test func escapePassesOnForABlockedPopupAndForTheRoot() async throws {
    #expect(host.voiceOverEscape() == .ignored)
    try router.present("terms", as: .modal(.popup(PopupConfiguration()), dismissPolicy: .blocked), id: "terms")
    await host.settle()
    #expect(host.voiceOverEscape() == .ignored)
    await host.settle()
    #expect(router.presented.routes.map(\.id) == ["terms"])
  }

  @Test func aPopupGivesTheKeyboardBackToTheFieldBelow() async throws {
    try router.present("compose", as: .sheet, id: "compose")
    await host.settle()
    host.focusTextField("message")
    try router.present("rename", as: .popup, id: "rename")
    await host.settle()
    #expect(host.keyboardOwner == nil)
    host.focusTextField("name")
    #expect(host.keyboardOwner == "name")
    try router.dismiss("rename")
    await host.settle()
    #expect(host.keyboardOwner == "message")
  }

  @Test func aSheetOverAFieldEndsEditingBelow() async throws {
    host.focusTextField("search")
    try router.present("settings", as: .sheet, id: "settings")
    await host.settle()
    try router.dismiss("settings")
    await host.settle()
    #expect(host.keyboardOwner == nil)
  }

  @Test func aToastLeavesTheKeyboardWhereItIs() async throws {
    host.focusTextField("search")
    try router.enqueue("saved", as: .toast, id: "saved")
    await host.settle()
    #expect(host.keyboardOwner == "search")
  }
}
