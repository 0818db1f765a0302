import Foundation
import ModalStackCore
import Testing

@Suite struct ModalPresentationPopupTransitionTests {
  private func popup(_ transition: ModalTransition) -> ModalPresentation {
    ModalPresentation(style: .popup(PopupConfiguration()), transition: transition)
  }

  @Test func customTransitionIsPlayedAsIs() {
    let slide = CustomTransition(effects: [.move(.top), .opacity], duration: 0.5, curve: .linear)
    #expect(popup(.custom(slide)).popupContentTransition == slide)
  }

  @Test func noTransitionAppearsAtOnce() {
    #expect(popup(.none).popupContentTransition == nil)
  }

  @Test(arguments: [
    (ModalTransition.crossDissolve, CustomTransition.fade), (.coverVertical, .move(from: .bottom)),
    (.automatic, .popup), (.flipHorizontal, .popup),
  ])
  func uikitTransitionsMapToContentTransitions(transition: ModalTransition, expected: CustomTransition) {
    #expect(popup(transition).popupContentTransition == expected)
  }

  @Test func nonPopupsHaveNoContentTransition() {
    #expect(ModalPresentation(style: .overFullScreen, transition: .custom(.fade)).popupContentTransition == nil)
  }

  @Test func presentationPopupUsesItsTransition() {
    guard case .modal(let modal) = Presentation.popup(transition: .fade) else {
      Issue.record("not modal")
      return
    }
    #expect(modal.popupContentTransition == .fade)
  }

  @Test func aNamedTransitionKeepsOnlyItsNameAndTiming() throws {
    let drop = CustomTransition.named("drop", duration: 0.4, curve: .spring(response: 0.4, dampingFraction: 0.7))
    let both = CustomTransition.asymmetric(insertion: drop, removal: .named("lift"))
    #expect(both.registeredNames == ["drop", "lift"])
    #expect(CustomTransition.popup.registeredNames.isEmpty)
    #expect(drop.effects.map(\.description) == ["named(drop)"])
    let presentation = Presentation.popup(transition: both)
    #expect(try JSONDecoder().decode(Presentation.self, from: JSONEncoder().encode(presentation)) == presentation)
  }

  @Test func reduceMotionTurnsANamedTransitionIntoAFade() {
    let drop = CustomTransition.named("drop", duration: 0.4)
    #expect(drop.respecting(reduceMotion: true) == CustomTransition(effects: [.opacity], duration: 0.4))
    #expect(drop.respecting(reduceMotion: false) == drop)
  }
}
