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
