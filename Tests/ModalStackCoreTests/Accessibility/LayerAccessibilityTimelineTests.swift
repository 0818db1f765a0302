import Testing

@testable import ModalStackCore

/// What VoiceOver hears of a layer's view coming and going: its arrival once, its opener given
/// focus back once, when the route leaves, never while a cover hides it.
@Suite struct LayerAccessibilityTimelineTests {
  static let popup = LayerAccessibility(ModalPresentation(style: .popup(PopupConfiguration())))
  static let toast = LayerAccessibility(
    ModalPresentation(style: .popup(PopupConfiguration(dimming: .none, dismissOnTapOutside: false))),
    announcement: "Saved")

  @Test func aLayerArrivesOnceHoweverOftenItsViewAppears() {
    var timeline = LayerAccessibilityTimeline()
    #expect(timeline.contentShown(Self.popup) == .arrive(.moveFocusInto))
    #expect(timeline.contentShown(Self.popup) == nil)
    #expect(timeline.viewLeft(Self.popup, routeLeft: false) == nil)
    #expect(timeline.contentShown(Self.popup) == nil)
  }

  @Test func focusGoesBackToTheOpenerOnlyWhenTheRouteLeaves() {
    var timeline = LayerAccessibilityTimeline()
    _ = timeline.contentShown(Self.popup)
    #expect(timeline.viewLeft(Self.popup, routeLeft: false) == nil)
    #expect(timeline.viewLeft(Self.popup, routeLeft: true) == .returnToOpener)
    #expect(timeline.viewLeft(Self.popup, routeLeft: true) == nil)
  }

  @Test func aToastIsAnnouncedOnceAndGivesNothingBack() {
    var timeline = LayerAccessibilityTimeline()
    #expect(timeline.viewLeft(Self.toast, routeLeft: true) == nil)  // never arrived
    #expect(timeline.contentShown(Self.toast) == .arrive(.announce("Saved")))
    #expect(timeline.viewLeft(Self.toast, routeLeft: true) == nil)
  }
}
