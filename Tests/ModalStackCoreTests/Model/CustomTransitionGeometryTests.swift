import ModalStackCore
import Testing

@Suite struct CustomTransitionGeometryTests {
  @Test func effectsCombineIntoOneHiddenState() {
    let transition = CustomTransition.fade.combined(with: .move(from: .bottom)).combined(with: CustomTransition(effects: [.scale(0.5)]))
    let hidden = transition.hiddenState(width: 300, height: 600, rightToLeft: false)
    #expect(hidden == .init(alpha: 0, scale: 0.5, translationX: 0, translationY: 600))
  }

  @Test func leadingIsTheRightEdgeInRightToLeftLayouts() {
    let transition = CustomTransition.move(from: .leading)
    #expect(transition.hiddenState(width: 300, height: 600, rightToLeft: false).translationX == -300)
    #expect(transition.hiddenState(width: 300, height: 600, rightToLeft: true).translationX == 300)
  }

  @Test func reduceMotionTurnsMovementIntoACrossFadeOfTheSameDuration() {
    let moving = CustomTransition.move(from: .trailing).combined(with: .fade)
    let reduced = moving.respecting(reduceMotion: true)
    #expect(reduced.effects == [.opacity])
    #expect(reduced.duration == moving.duration)
    #expect(moving.respecting(reduceMotion: false) == moving)
    #expect(CustomTransition.fade.respecting(reduceMotion: true) == .fade)
  }
}
