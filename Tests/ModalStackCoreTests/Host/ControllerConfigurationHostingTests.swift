import Foundation
import Testing

@testable import ModalStackCore

@Suite struct ControllerConfigurationHostingTests {
  @Test func popoverDismissalsAreTapsOutside() {
    let configuration = ControllerConfiguration(ModalPresentation(style: .popover(PopoverAnchor("a"))))
    #expect(configuration.userDismissalReason(shownAs: nil) == .tapOutside)
  }

  @Test(arguments: [ModalStyle.pageSheet, .formSheet, .sheet(SheetConfiguration()), .fullScreen, .overFullScreen])
  func otherDismissalsAreSwipes(style: ModalStyle) {
    #expect(ControllerConfiguration(ModalPresentation(style: style)).userDismissalReason(shownAs: nil) == .interactive)
  }

  @Test(arguments: [ModalStyle.overFullScreen, .overCurrentContext, .popup(PopupConfiguration())])
  func clearLayersAreModalForVoiceOver(style: ModalStyle) {
    #expect(ControllerConfiguration(ModalPresentation(style: style, navigation: .always)).isModalForAccessibility)
  }

  @Test(arguments: [ModalBackground.automatic, .clear, .color(.transparent)])
  func aControllerTheAppMadeKeepsItsOwnBackground(background: ModalBackground) {
    var modal = ModalPresentation(style: .overFullScreen, background: background)
    modal.showsController = true
    #expect(ControllerConfiguration(modal).backgroundColor(for: background) == nil)
    modal.showsController = false
    #expect(ControllerConfiguration(modal).backgroundColor(for: background) != nil)
  }

  @Test func onlyPresentedCustomTransitionsGetATransitioningDelegate() {
    let fade = ControllerConfiguration(ModalPresentation(style: .overFullScreen, transition: .custom(.fade)))
    #expect(fade.transitioningDelegateTransition == .fade)
    let popup = ControllerConfiguration(
      ModalPresentation(style: .popup(PopupConfiguration()), transition: .custom(.fade)))
    #expect(popup.transitioningDelegateTransition == nil)  // the popup container animates its content
    #expect(ControllerConfiguration(ModalPresentation(style: .fullScreen)).transitioningDelegateTransition == nil)
  }

  @Test func onlyAToastThatAsksReportsTouchesOutsideItsContent() {
    func configuration(_ popup: PopupConfiguration) -> ControllerConfiguration {
      ControllerConfiguration(ModalPresentation(style: .popup(popup)))
    }
    #expect(configuration(PopupConfiguration(dimming: .none, dismissOnTapOutside: true)).reportsTouchesOutsideContent)
    #expect(!configuration(PopupConfiguration(dimming: .none, dismissOnTapOutside: false)).reportsTouchesOutsideContent)
    // its dimming reports
    #expect(!configuration(PopupConfiguration(dismissOnTapOutside: true)).reportsTouchesOutsideContent)
  }

  @Test func theBackgroundIsClearForOverLayersTheRoutesColourOrTheSystems() {
    let red = ModalColor(light: ModalColor(red: 1, green: 0, blue: 0), dark: ModalColor(red: 0.5, green: 0, blue: 0))
    #expect(
      ControllerConfiguration(ModalPresentation(style: .overFullScreen)).backgroundColor(for: .automatic)?.isClear
        == true)
    #expect(ControllerConfiguration(ModalPresentation(style: .pageSheet)).backgroundColor(for: .color(red)) == red)
    #expect(ControllerConfiguration(ModalPresentation(style: .pageSheet)).backgroundColor(for: .automatic) == nil)
  }
}
