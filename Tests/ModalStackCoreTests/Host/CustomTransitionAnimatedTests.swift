import Testing

@testable import ModalStackCore

/// A custom transition asked for without animation takes no time; with animation, its duration.
@Suite struct CustomTransitionAnimatedTests {
  @Test(arguments: [0.0, 0.25, 0.3, 2, 10])
  func anUnanimatedTransitionTakesNoTimeAndAnAnimatedOneItsDuration(duration: Double) {
    let transition = CustomTransition(effects: [.opacity, .move(.bottom)], duration: duration)
    #expect(transition.runningTime(isAnimated: false) == 0)
    #expect(transition.runningTime(isAnimated: true) == duration)
  }
}
