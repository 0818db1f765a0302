import ModalStackCore
import Testing

/// A presentation that shows a controller the app made: any modal style that presents a
/// controller, never one that draws its own content.
@Suite struct PresentationControllerTests {
  @Test(arguments: [
    Presentation.sheet, .fullScreenCover, .modal(.formSheet), .modal(.popover(PopoverAnchor("share"))),
    .modal(.overFullScreen, transition: .crossDissolve),
  ])
  func everyPresentingStyleCanShowAController(presentation: Presentation) throws {
    guard case .modal(let modal) = presentation.showingController else {
      Issue.record("not modal")
      return
    }
    #expect(modal.showsController)
    try modal.validate()
  }

  @Test func stylesThatDrawTheirOwnContentCannot() throws {
    let popup = ModalStyle.popup(PopupConfiguration())
    var modal = ModalPresentation(style: popup)
    modal.showsController = true
    #expect(throws: PresentationError.controllerNotSupported(popup)) { try modal.validate() }
    let alert = ModalStyle.alert(AlertConfiguration(title: "Delete?", buttons: [.cancel("Cancel")]))
    modal = ModalPresentation(style: alert)
    modal.showsController = true
    #expect(throws: PresentationError.controllerNotSupported(alert)) { try modal.validate() }
  }

  @Test func aPushStaysAPush() {
    #expect(Presentation.push.showingController == .push)
    #expect(!Presentation.push.showsController)
    #expect(!Presentation.sheet.showsController)
  }

  @Test func turningItOffGivesThePlainPresentationBack() {
    guard case .modal(var modal) = Presentation.sheet.showingController else { return }
    modal.showsController = false
    #expect(Presentation.modal(modal) == .sheet)
  }
}
