import ModalStackCore
import Testing

@Suite struct PresentationTests {
  /// An app asks `isModal` to know whether a route opens a new layer (a sheet, a cover, a
  /// popup) or joins the top layer's navigation stack (a push).
  @Test func everyPresentationButPushStartsALayer() {
    #expect(Presentation.sheet.isModal)
    #expect(Presentation.fullScreenCover.isModal)
    #expect(Presentation.popup(alignment: .bottom).isModal)
    #expect(!Presentation.push.isModal)
  }

  @Test func aSheetWithDetentsTakesABackground() {
    let sheet = Presentation.sheet(detents: [.medium], grabber: true, background: .clear)
    guard case .modal(let modal) = sheet else {
      Issue.record("a sheet is modal")
      return
    }
    #expect(modal.background == .clear)
    #expect(modal.style == .sheet(SheetConfiguration(detents: [.medium], prefersGrabberVisible: true)))
    guard case .modal(let plain) = Presentation.sheet(detents: [.large]) else { return }
    #expect(plain.background == .automatic)
  }

  @Test func aToastDoesNotCloseOnATapOutsideUnlessAskedAndADimmedPopupDoes() {
    func closesOnTap(_ presentation: Presentation) -> Bool? {
      if case .modal(let modal) = presentation, case .popup(let popup) = modal.style {
        popup.dismissOnTapOutside
      } else {
        nil
      }
    }
    #expect(closesOnTap(.popup()) == true)
    #expect(closesOnTap(.popup(dimming: .none)) == false)  // a tap beside a toast is meant for the screen
    #expect(closesOnTap(.popup(dimming: .none, dismissOnTapOutside: true)) == true)
    #expect(closesOnTap(.popup(dismissOnTapOutside: false)) == false)
  }

  @Test func aBlurRadiusSetsHowStronglyTheMaterialShows() {
    #expect(PopupConfiguration.Dimming(blurRadius: 0).materialOpacity == 0)
    #expect(PopupConfiguration.Dimming(blurRadius: 10).materialOpacity == 0.5)
    #expect(PopupConfiguration.Dimming(blurRadius: 80).materialOpacity == 1)
  }
}

/// Every modal presentation value has a function form with a dismiss policy and a background.
@Suite struct PresentationOptionsTests {
  @Test func theCoverAndThePopupTakeADismissPolicyAndABackground() {
    let cover = Presentation.fullScreenCover(dismissPolicy: .blocked, background: .clear)
    #expect(cover == .modal(.fullScreen, dismissPolicy: .blocked, background: .clear))
    #expect(Presentation.fullScreenCover() == .fullScreenCover)
    let popup = Presentation.popup(dismissPolicy: .confirm, background: .clear)
    guard case .modal(let modal) = popup else {
      Issue.record("not modal")
      return
    }
    #expect(modal.dismissPolicy == .confirm)
    #expect(modal.background == .clear)
    #expect(Presentation.popup() == .popup)
  }
}
