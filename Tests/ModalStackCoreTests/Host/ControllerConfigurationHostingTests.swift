import Foundation
import ModalStackCore
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
    let modal = ModalPresentation(style: .overFullScreen, background: .color(.black))
    #expect(ControllerConfiguration(modal).hostsNavigationStack(hasPushedRoutes: true))
  }

  @Test func savedPresentationsWithoutANavigationChoiceDecodeToTheDefault() throws {
    let saved = #"{"style":{"pageSheet":{}},"transition":{"automatic":{}},"dismissPolicy":"allowed","background":{"automatic":{}}}"#
    let modal = try JSONDecoder().decode(ModalPresentation.self, from: Data(saved.utf8))
    #expect(modal.navigation == .whenPushed)
    let roundTrip = try JSONDecoder().decode(ModalPresentation.self, from: JSONEncoder().encode(ModalPresentation(style: .formSheet, navigation: .always)))
    #expect(roundTrip.navigation == .always)
  }
}
