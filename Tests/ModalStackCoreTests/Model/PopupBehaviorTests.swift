import ModalStackCore
import Testing

@Suite struct PopupBehaviorTests {
  @Test func theContentComesInOnceAndGoesOnce() {
    var behavior = PopupBehavior(configuration: PopupConfiguration(), transition: .popup)
    #expect(behavior.hide(reduceMotion: false) == nil)  // not shown: the exit action ends at once
    #expect(behavior.show(reduceMotion: false) == .animated(.popup))
    #expect(behavior.show(reduceMotion: false) == nil)  // a re-appearance does not replay it
    #expect(behavior.isContentVisible)
    #expect(behavior.hide(reduceMotion: false) == .animated(.popup))
    #expect(behavior.hide(reduceMotion: false) == nil)
    #expect(!behavior.isContentVisible)
  }

  @Test func withoutATransitionTheContentChangesAtOnce() {
    var behavior = PopupBehavior(configuration: PopupConfiguration(), transition: nil)
    #expect(behavior.show(reduceMotion: false) == .atOnce)
    #expect(behavior.hide(reduceMotion: true) == .atOnce)
  }

  @Test func reduceMotionTurnsMovementIntoAFade() {
    let slide = CustomTransition(effects: [.move(.bottom), .opacity], duration: 0.3)
    var behavior = PopupBehavior(configuration: PopupConfiguration(), transition: slide)
    guard case .animated(let shown) = behavior.show(reduceMotion: true) else {
      Issue.record("an animated change was expected")
      return
    }
    #expect(shown.effects == [.opacity])
    #expect(behavior.contentTransition(reduceMotion: false) == slide)
  }

  @Test func aToastDrawsNoDimmingAndOnlyAskingPopupsReportTaps() {
    let toast = PopupBehavior(
      configuration: PopupConfiguration(dimming: .none, dismissOnTapOutside: false), transition: nil)
    #expect(!toast.drawsDimming)
    #expect(!toast.reportsTapsOnDimming)
    let card = PopupBehavior(configuration: PopupConfiguration(), transition: nil)
    #expect(card.drawsDimming)
    #expect(card.reportsTapsOnDimming)
    let blocking = PopupBehavior(configuration: PopupConfiguration(dismissOnTapOutside: false), transition: nil)
    #expect(blocking.drawsDimming && !blocking.reportsTapsOnDimming)
  }
}

/// A dimming colour that failed to load falls back to the standard dimming, never to a toast.
@Suite struct DimmingFallbackTests {
  @Test func aClearColourWithDimmingAskedForFallsBackToTheStandardColour() {
    let clear = ModalColor(red: 0, green: 0, blue: 0, alpha: 0)
    let (dimming, fellBack) = PopupConfiguration.Dimming.loading(clear, opacity: 0.3, blurRadius: 0)
    #expect(fellBack)
    #expect(dimming == PopupConfiguration.Dimming(opacity: 0.3))
    // Still a dimmed popup: it takes touches and closes on a tap outside.
    #expect(!PopupConfiguration(dimming: dimming).letsTouchesThrough)
  }

  @Test func aColourThatLoadedOrNoDimmingIsKept() {
    let indigo = ModalColor(red: 0.3, green: 0, blue: 0.5)
    #expect(
      PopupConfiguration.Dimming.loading(indigo, opacity: 0.3, blurRadius: 0) == (
        .init(color: indigo, opacity: 0.3), false
      ))
    let clear = ModalColor(red: 0, green: 0, blue: 0, alpha: 0)
    #expect(PopupConfiguration.Dimming.loading(clear, opacity: 0, blurRadius: 0).fellBack == false)
  }

  @Test func aClearColourTheAppWroteOrAFrostedBackdropIsKept() {
    let clear = ModalColor(red: 0, green: 0, blue: 0, alpha: 0)
    #expect(
      PopupConfiguration.Dimming.loading(clear, opacity: 1, blurRadius: 0, writtenClear: true) == (
        .init(color: clear, opacity: 1), false
      ))
    #expect(
      PopupConfiguration.Dimming.loading(clear, opacity: 1, blurRadius: 12) == (
        .init(color: clear, opacity: 1, blurRadius: 12), false
      ))
  }
}
