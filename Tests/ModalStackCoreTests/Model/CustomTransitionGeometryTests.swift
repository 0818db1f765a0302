import Foundation
import ModalStackCore
import Testing

@Suite struct CustomTransitionGeometryTests {
  @Test func effectsCombineIntoOneHiddenState() {
    let transition = CustomTransition.fade.combined(with: .move(from: .bottom)).combined(
      with: CustomTransition(effects: [.scale(0.5)]))
    let hidden = transition.hiddenState(width: 300, height: 600, rightToLeft: false)
    #expect(hidden == .init(alpha: 0, scale: 0.5, translationX: 0, translationY: 600))
  }

  @Test func leadingIsTheRightEdgeInRightToLeftLayouts() {
    let transition = CustomTransition.move(from: .leading)
    #expect(transition.hiddenState(width: 300, height: 600, rightToLeft: false).translationX == -300)
    #expect(transition.hiddenState(width: 300, height: 600, rightToLeft: true).translationX == 300)
  }

  /// Every edge in both layout directions: the view waits one whole width or height past the
  /// edge it moves from, on the side a reader of that direction sees it; only leading and
  /// trailing follow the direction.
  @Test(arguments: CustomTransition.Edge.allCases, [false, true])
  func eachEdgeHidesTheViewJustPastItInEitherDirection(edge: CustomTransition.Edge, rightToLeft: Bool) {
    let (width, height) = (320.0, 700.0)
    let hidden = CustomTransition.move(from: edge).hiddenState(width: width, height: height, rightToLeft: rightToLeft)
    let startsOnTheLeft = (edge == .leading) != rightToLeft
    let expected: (x: Double, y: Double) =
      switch edge {
      case .top: (0, -height)
      case .bottom: (0, height)
      case .leading, .trailing: (startsOnTheLeft ? -width : width, 0)
      }
    #expect(
      hidden.translationX == expected.x && hidden.translationY == expected.y, "\(edge), rightToLeft \(rightToLeft)")
    #expect(hidden.alpha == 1 && hidden.scale == 1)
  }

  @Test func reduceMotionTurnsMovementIntoACrossFadeOfTheSameDuration() {
    let moving = CustomTransition.move(from: .trailing).combined(with: .fade)
    let reduced = moving.respecting(reduceMotion: true)
    #expect(reduced.effects == [.opacity])
    #expect(reduced.duration == moving.duration)
    #expect(moving.respecting(reduceMotion: false) == moving)
    #expect(CustomTransition.fade.respecting(reduceMotion: true) == .fade)
    // A transition that only fades has no motion to reduce: it keeps its curve and its removal.
    let springyFade = CustomTransition(
      effects: [.opacity], duration: 0.5, curve: .spring(response: 0.4, dampingFraction: 0.7))
    #expect(springyFade.respecting(reduceMotion: true) == springyFade)
    let fades = CustomTransition.asymmetric(insertion: .fade, removal: springyFade)
    #expect(fades.respecting(reduceMotion: true) == fades)
  }

  @Test func anAsymmetricTransitionGoesOutItsOwnWay() throws {
    let transition = CustomTransition.asymmetric(insertion: .move(from: .bottom), removal: .fade)
    #expect(transition.hiddenState(width: 300, height: 600, rightToLeft: false) == .init(translationY: 600))
    #expect(transition.removal.hiddenState(width: 300, height: 600, rightToLeft: false) == .init(alpha: 0))
    #expect(CustomTransition.fade.removal == .fade)  // symmetric: the way in, backwards
    // Reduce Motion looks at both ways; data saved before asymmetric transitions still decodes.
    #expect(transition.respecting(reduceMotion: true).effects == [.opacity])
    let old = #"{"effects":[{"opacity":{}}],"duration":0.3,"curve":{"easeInOut":{}}}"#
    #expect(try JSONDecoder().decode(CustomTransition.self, from: Data(old.utf8)) == .fade)
    let data = try JSONEncoder().encode(transition)
    #expect(try JSONDecoder().decode(CustomTransition.self, from: data) == transition)
  }

  @Test func aRemovalEffectIsValidatedLikeTheOthers() {
    let bad = CustomTransition.asymmetric(insertion: .fade, removal: CustomTransition(effects: [.scale(-1)]))
    let modal = ModalPresentation(style: .overFullScreen, transition: .custom(bad))
    #expect(throws: PresentationError.valueOutOfRange(name: "scale", value: -1)) { try modal.validate() }
  }
}
