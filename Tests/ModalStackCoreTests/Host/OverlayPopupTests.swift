import Testing

@testable import ModalStackCore
@testable import ModalStackTesting

/// Popups that let touches through (no dimming: toasts, banners) lie over the top of the chain
/// instead of being presented, since UIKit's presentation container takes every touch in the
/// window (see UIKit's Rules as the Simulator Enforces Them, 'Overlays let touches through'). They keep their place in the stack.
@MainActor
@Suite struct OverlayPopupTests {
  static let toast = Presentation.popup(alignment: .bottom, dimming: .none, dismissOnTapOutside: false)

  @Test func aToastLiesOverTheTopLayerAndTheScreenUnderItTakesTaps() async throws {
    let harness = Harness()
    try harness.router.present(.popup("saved"), as: Self.toast, id: "toast")
    await harness.host.settle()
    let window = harness.host.window
    #expect(window.chain.map(\.name) == ["root"])  // not presented: no container over the window
    #expect(window.root?.overlays.map(\.name) == ["popup(popup saved)"])
    #expect(harness.router.presented == harness.router.stack)
    #expect(harness.host.tapOutside() == .passedThrough)
    await harness.host.settle()
    #expect(harness.router.stack.description == "root ▸ popup(popup saved)")  // it does not close on a tap
    #expect(window.log.contains { $0.message == "the tap reaches root" })
    #expect(harness.host.violations.isEmpty)
  }

  @Test func aDimmedPopupStillTakesEveryTap() async throws {
    let harness = Harness()
    try harness.router.present(.popup("card"), as: .popup())
    await harness.host.settle()
    #expect(harness.host.window.chain.map(\.name) == ["root", "popup(popup card)"])
    #expect(harness.host.tapOutside() == .attempted)
    await harness.host.settle()
    #expect(harness.router.stack.description == "root")
  }

  @Test func aToastThatClosesOnATapOutsideIsToldAndTheTapGoesOn() async throws {
    let harness = Harness()
    try harness.router.present(.popup("hint"), as: .popup(dimming: .none, dismissOnTapOutside: true))
    await harness.host.settle()
    #expect(harness.host.tapOutside() == .attempted)
    await harness.host.settle()
    #expect(harness.router.stack.description == "root")
    #expect(harness.host.window.root?.overlays.isEmpty == true)
    #expect(harness.host.window.log.contains { $0.message == "the tap reaches root" })
    #expect(harness.events.contains { if case .didDismiss(_, .tapOutside) = $0 { true } else { false } })
  }

  /// A toast that closes on a tap outside hears every tap in the window, but a layer presented
  /// over it (the router's or other code's) takes the taps made on it: the toast stays, and so
  /// does the layer over it. Once nothing covers it, a tap closes it again.
  @Test(arguments: [false, true])
  func aTapOnALayerOverAToastDoesNotCloseTheToast(byOtherCode: Bool) async throws {
    let harness = Harness()
    try harness.router.present(.popup("hint"), as: .popup(dimming: .none, dismissOnTapOutside: true), id: "hint")
    await harness.host.settle()
    let foreign = byOtherCode ? harness.host.presentForeign(.sheet) : nil
    if !byOtherCode { try harness.router.present(.learn(1), as: .modal(.overFullScreen), id: "cover") }
    await harness.host.settle()
    _ = harness.host.tapOutside()
    await harness.host.settle()
    #expect(harness.router.stack.contains("hint"))
    #expect(harness.router.stack.layerCount == (byOtherCode ? 2 : 3))
    #expect(!harness.events.contains { if case .willDismiss = $0 { true } else { false } })
    if let foreign {
      #expect(harness.host.dismissForeign(foreign))
    } else {
      try harness.router.dismiss("cover")
    }
    await harness.host.settle()
    #expect(harness.host.tapOutside() == .attempted)
    await harness.host.settle()
    #expect(harness.router.stack.description == "root")
  }

  @Test func aScrollOnTheScreenBelowAToastIsNotATapOutside() async throws {
    let harness = Harness()
    try harness.router.present(.popup("hint"), as: .popup(dimming: .none, dismissOnTapOutside: true))
    await harness.host.settle()
    #expect(harness.host.scrollOutside() == .passedThrough)
    await harness.host.settle()
    #expect(harness.router.stack.description == "root ▸ popup(popup hint)")
    #expect(!harness.events.contains { if case .willDismiss = $0 { true } else { false } })
    #expect(harness.host.tapOutside() == .attempted)
  }

  @Test func aLayerPresentedAfterAToastCoversItAndDismissingTheToastTakesItAlong() async throws {
    let harness = Harness()
    try harness.router.present(.popup("saved"), as: Self.toast, id: "toast")
    try harness.router.present(.learn(1), as: .fullScreenCover, id: "cover")
    await harness.host.settle()
    let window = harness.host.window
    // The cover is presented from the real top of the chain (the root), over the toast.
    #expect(window.chain.map(\.name) == ["root", "fullScreenCover(learn 1)"])
    #expect(window.shownRouteIDs == ["toast", "cover"])
    #expect(harness.router.presented == harness.router.stack)
    try harness.router.dismiss("toast")
    await harness.host.settle()
    #expect(window.chain.map(\.name) == ["root"])
    #expect(window.root?.overlays.isEmpty == true)
    #expect(harness.router.presented == harness.router.stack)
    #expect(harness.controllerCalls.filter { $0.hasPrefix("dismiss(") }.count == 1)  // one transition
    #expect(harness.host.violations.isEmpty)
  }

  @Test func dismissingTheLayerUnderAToastTakesTheToastWithIt() async throws {
    let harness = Harness()
    try harness.router.present(.learn(1), as: .sheet, id: "sheet")
    try harness.router.present(.popup("saved"), as: Self.toast, id: "toast")
    await harness.host.settle()
    let window = harness.host.window
    #expect(window.chain.last?.overlays.map(\.name) == ["popup(popup saved)"])
    #expect(window.shownRouteIDs == ["sheet", "toast"])
    try harness.router.dismiss("sheet")
    await harness.host.settle()
    #expect(window.shownRouteIDs == [])
    #expect(harness.router.presented == harness.router.stack)
    #expect(window.liveControllerCount == 1)  // the toast went with the sheet it lay over
    #expect(harness.host.violations.isEmpty)
  }

  @Test func aToastAloneIsRemovedWithoutATransition() async throws {
    let harness = Harness()
    try harness.router.present(.learn(1), as: .sheet)
    try harness.router.present(.popup("saved"), as: Self.toast, id: "toast")
    await harness.host.settle()
    let before = harness.host.statistics
    try harness.router.dismiss("toast")
    await harness.host.settle()
    let after = harness.host.statistics
    #expect(
      after.animatedTransitions + after.unanimatedTransitions == before.animatedTransitions
        + before.unanimatedTransitions)
    #expect(after.dismissals == before.dismissals)
    #expect(after.overlaysRemoved == 1)
    #expect(harness.host.window.shownRouteIDs.count == 1)
    #expect(harness.router.presented == harness.router.stack)
  }

  @Test func swipingAwayTheSheetUnderAToastRemovesBothOnce() async throws {
    let harness = Harness()
    try harness.router.present(.learn(1), as: .sheet, id: "sheet")
    try harness.router.present(.popup("saved"), as: Self.toast, id: "toast")
    await harness.host.settle()
    #expect(harness.host.swipeDown() == .dismissed)  // the swipe reaches the sheet through the toast
    await harness.host.settle()
    #expect(harness.router.stack.description == "root")
    #expect(harness.router.presented == harness.router.stack)
    let dismissed = harness.events.compactMap {
      if case .didDismiss(let route, .interactive) = $0 { route.id } else { nil }
    }
    #expect(dismissed == ["toast", "sheet"])
    #expect(harness.host.window.liveControllerCount == 1)
  }

  @Test func aToastOverASheetTheUserSwipedAwayLeavesTheWindowWithIt() async throws {
    let harness = Harness()
    try harness.router.present(.learn(1), as: .sheet, id: "sheet")
    try harness.router.present(.popup("saved"), as: Self.toast, id: "toast")
    await harness.host.settle()
    #expect(harness.host.window.overlaysOnSurface.map(\.name) == ["popup(popup saved)"])
    #expect(harness.host.swipeDown() == .dismissed)
    await harness.host.settle()
    // The toast's view lies on the window, not inside the sheet: the host takes it off.
    #expect(harness.host.window.overlaysOnSurface.isEmpty)
    #expect(harness.host.window.shownRouteIDs.isEmpty)
    #expect(harness.host.violations.isEmpty)
  }

  @Test func anAlertOverTheLayerUnderAToastMakesTheNextLayerWait() async throws {
    let harness = Harness()
    try harness.router.present(.popup("saved"), as: Self.toast)
    await harness.host.settle()
    let alert = try #require(harness.host.presentForeign(.alert))
    await harness.host.settle()
    try harness.router.present(.learn(1), as: .sheet)
    await harness.host.settle(within: .seconds(2))
    #expect(harness.events.contains(.waitingForForeignPresentation(alert.name)))
    harness.host.dismissForeign(alert)
    await harness.host.settle()
    #expect(harness.router.presented == harness.router.stack)
    #expect(harness.host.violations.isEmpty)
  }

  @Test func aToastLiesOverOurOwnTopNotInsideAForeignSheetAndOutlivesASheetAboveIt() async throws {
    let harness = Harness()
    let share = try #require(harness.host.presentForeign(.sheet))
    await harness.host.settle()
    try harness.router.present(.popup("saved"), as: Self.toast, id: "toast")
    try harness.router.present(.learn(1), as: .sheet, id: "sheet")
    await harness.host.settle()
    // Not inside the share sheet's view (someone else's): over our own top, under that sheet.
    #expect(share.overlays.isEmpty)
    #expect(harness.host.window.root?.overlays.map(\.name) == ["popup(popup saved)"])
    try harness.router.dismiss("sheet")
    await harness.host.settle()
    // The dismissal goes to the sheet's presenter (the foreign sheet), not to the root under it.
    #expect(harness.host.window.chain.map(\.name) == ["root", share.name])
    #expect(harness.host.window.shownRouteIDs == ["toast"])
    #expect(harness.router.presented == harness.router.stack)
    #expect(harness.host.violations.isEmpty)
  }
}
