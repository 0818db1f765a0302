import Foundation
@testable import ModalStackCore
import Testing

@Suite struct ControllerConfigurationHostingTests {
  @Test func popoverDismissalsAreTapsOutside() {
    let configuration = ControllerConfiguration(ModalPresentation(style: .popover(PopoverAnchor("a"))))
    #expect(configuration.userDismissalReason == .tapOutside)
  }

  @Test(arguments: [ModalStyle.pageSheet, .formSheet, .sheet(SheetConfiguration()), .fullScreen, .overFullScreen])
  func otherDismissalsAreSwipes(style: ModalStyle) {
    #expect(ControllerConfiguration(ModalPresentation(style: style)).userDismissalReason == .interactive)
  }

  @Test(arguments: [ModalStyle.pageSheet, .formSheet, .sheet(SheetConfiguration()), .fullScreen, .currentContext])
  func opaqueLayersGetANavigationStackOnlyOncePushedOnOrWhenTheyAsk(style: ModalStyle) {
    let automatic = ControllerConfiguration(ModalPresentation(style: style))
    #expect(!automatic.hostsNavigationStack(hasPushedRoutes: false))  // the screen's own stack is not nested
    #expect(automatic.hostsNavigationStack(hasPushedRoutes: true))
    let asked = ControllerConfiguration(ModalPresentation(style: style, navigation: .always))
    #expect(asked.hostsNavigationStack(hasPushedRoutes: false))
  }

  @Test(arguments: [ModalStyle.overFullScreen, .overCurrentContext, .popup(PopupConfiguration())])
  func clearLayersHostTheirContentDirectlyAndAreModalForVoiceOver(style: ModalStyle) {
    let configuration = ControllerConfiguration(ModalPresentation(style: style, navigation: .always))
    #expect(!configuration.hostsNavigationStack(hasPushedRoutes: true))
    #expect(configuration.isModalForAccessibility)
  }

  @Test func aColouredOverStyleHostsANavigationStackWhenPushedOn() {
    let modal = ModalPresentation(style: .overFullScreen, background: .color(ModalColor(.black)))
    #expect(ControllerConfiguration(modal).hostsNavigationStack(hasPushedRoutes: true))
  }

  @Test func savedPresentationsWithoutANavigationChoiceDecodeToTheDefault() throws {
    let saved = #"{"style":{"pageSheet":{}},"transition":{"automatic":{}},"dismissPolicy":"allowed","background":{"automatic":{}}}"#
    let modal = try JSONDecoder().decode(ModalPresentation.self, from: Data(saved.utf8))
    #expect(modal.navigation == .whenPushed)
    let roundTrip = try JSONDecoder().decode(ModalPresentation.self, from: JSONEncoder().encode(ModalPresentation(style: .formSheet, navigation: .always)))
    #expect(roundTrip.navigation == .always)
  }

  @Test func onlyPresentedCustomTransitionsGetATransitioningDelegate() {
    let fade = ControllerConfiguration(ModalPresentation(style: .overFullScreen, transition: .custom(.fade)))
    #expect(fade.transitioningDelegateTransition == .fade)
    let popup = ControllerConfiguration(ModalPresentation(style: .popup(PopupConfiguration()), transition: .custom(.fade)))
    #expect(popup.transitioningDelegateTransition == nil)  // the popup container animates its content
    #expect(ControllerConfiguration(ModalPresentation(style: .fullScreen)).transitioningDelegateTransition == nil)
  }

  @Test func onlyAToastThatAsksReportsTouchesOutsideItsContent() {
    func configuration(_ popup: PopupConfiguration) -> ControllerConfiguration { ControllerConfiguration(ModalPresentation(style: .popup(popup))) }
    #expect(configuration(PopupConfiguration(dimming: .none, dismissOnTapOutside: true)).reportsTouchesOutsideContent)
    #expect(!configuration(PopupConfiguration(dimming: .none, dismissOnTapOutside: false)).reportsTouchesOutsideContent)
    #expect(!configuration(PopupConfiguration(dismissOnTapOutside: true)).reportsTouchesOutsideContent)  // its dimming reports
  }

  @Test func theBackgroundIsClearForOverLayersTheRoutesColourOrTheSystems() {
    let red = ModalColor(light: RGBAColor(red: 1, green: 0, blue: 0), dark: RGBAColor(red: 0.5, green: 0, blue: 0))
    #expect(ControllerConfiguration(ModalPresentation(style: .overFullScreen)).backgroundColor(for: .automatic)?.isClear == true)
    #expect(ControllerConfiguration(ModalPresentation(style: .pageSheet)).backgroundColor(for: .color(red)) == red)
    #expect(ControllerConfiguration(ModalPresentation(style: .pageSheet)).backgroundColor(for: .automatic) == nil)
  }
}
