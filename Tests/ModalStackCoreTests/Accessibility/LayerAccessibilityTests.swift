import Testing

@testable import ModalStackCore

@Suite struct LayerAccessibilityTests {
  static func popup(_ configuration: PopupConfiguration = PopupConfiguration(), policy: DismissPolicy = .allowed)
    -> ModalPresentation
  {
    ModalPresentation(style: .popup(configuration), dismissPolicy: policy)
  }
  static let toast = PopupConfiguration(alignment: .bottom, dimming: .none, dismissOnTapOutside: false)

  @Test func aDimmedPopupIsModalTakesFocusAndGivesItBack() {
    let popup = LayerAccessibility(Self.popup())
    #expect(popup.isModal)
    #expect(popup.arrival == .moveFocusInto)
    #expect(popup.returnsFocusToOpener)
  }

  @Test func aToastIsAnnouncedAndLeavesFocusAndKeyboardAlone() {
    let toast = LayerAccessibility(Self.popup(Self.toast), announcement: "Saved")
    #expect(!toast.isModal)
    #expect(toast.arrival == .announce("Saved"))
    #expect(!toast.returnsFocusToOpener)
    #expect(toast.escape == .passesOn)
    #expect(LayerAccessibility(Self.popup(Self.toast)).arrival == .readContent)
  }

  @Test(arguments: [
    (DismissPolicy.allowed, LayerAccessibility.Escape.dismisses), (.confirm, .asksFirst), (.blocked, .passesOn),
  ])
  func escapeFollowsTheDismissPolicy(policy: DismissPolicy, escape: LayerAccessibility.Escape) {
    #expect(LayerAccessibility(Self.popup(policy: policy)).escape == escape)
  }

  @Test func aPopupAtTheCentreOrBottomStaysAboveTheKeyboard() {
    #expect(LayerAccessibility(Self.popup(PopupConfiguration(alignment: .center))).avoidsKeyboard)
    #expect(LayerAccessibility(Self.popup(PopupConfiguration(alignment: .bottom))).avoidsKeyboard)
    #expect(!LayerAccessibility(Self.popup(PopupConfiguration(alignment: .top))).avoidsKeyboard)
    #expect(!LayerAccessibility(ModalPresentation(style: .sheet(SheetConfiguration()))).avoidsKeyboard)
  }

  @Test func sheetsAndCoversAreLeftToUIKit() {
    let sheet = LayerAccessibility(ModalPresentation(style: .sheet(SheetConfiguration())))
    #expect(sheet.arrival == .system)
    #expect(!sheet.returnsFocusToOpener)
    #expect(LayerAccessibility(ModalPresentation(style: .overFullScreen)).isModal)
    #expect(!LayerAccessibility(ModalPresentation(style: .fullScreen)).isModal)
  }

  @Test func aPopupIsReadContentFirstSoFocusNeverLandsOnItsDismissBackground() {
    #expect(LayerAccessibility(Self.popup()).readingOrder == [.content, .dismissButton])
    let noTap = PopupConfiguration(dismissOnTapOutside: false)
    #expect(LayerAccessibility(Self.popup(noTap)).readingOrder == [.content])
    #expect(LayerAccessibility(Self.popup(Self.toast)).readingOrder == [.content])
    #expect(LayerAccessibility(ModalPresentation(style: .pageSheet)).readingOrder.isEmpty)
  }
}
