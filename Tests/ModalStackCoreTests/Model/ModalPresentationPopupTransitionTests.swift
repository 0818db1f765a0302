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
    guard case .modal(let modal) = Presentation.popup(transition: .fade) else { Issue.record("not modal"); return }
    #expect(modal.popupContentTransition == .fade)
  }
}
