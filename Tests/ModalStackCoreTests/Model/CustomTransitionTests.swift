import ModalStackCore
import Testing

@Suite struct CustomTransitionTests {
  /// A popup that slides in and fades out keeps its own way out when combined with another
  /// effect; two symmetric transitions stay symmetric.
  @Test func combiningKeepsAnAsymmetricWayOutAndASymmetricOneSymmetric() {
    let slideInFadeOut = CustomTransition.asymmetric(insertion: .move(from: .bottom), removal: .fade)
    let combined = slideInFadeOut.combined(with: CustomTransition(effects: [.scale(0.9)]))
    #expect(combined.effects == [.move(.bottom), .scale(0.9)])
    #expect(combined.removal.effects == [.opacity, .scale(0.9)])
    let symmetric = CustomTransition.move(from: .bottom).combined(with: .fade)
    #expect(symmetric.removalEffects == nil)
    #expect(symmetric.removal.effects == [.move(.bottom), .opacity])
  }
}
