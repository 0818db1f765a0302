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
  func opaqueLayersHostANavigationStack(style: ModalStyle) {
    #expect(ControllerConfiguration(ModalPresentation(style: style)).hostsNavigationStack)
  }

  @Test(arguments: [ModalStyle.overFullScreen, .overCurrentContext, .popup(PopupConfiguration())])
  func clearLayersHostTheirContentDirectly(style: ModalStyle) {
    #expect(!ControllerConfiguration(ModalPresentation(style: style)).hostsNavigationStack)
  }

  @Test func aColouredOverStyleHostsANavigationStack() {
    let modal = ModalPresentation(style: .overFullScreen, background: .color(.black))
    #expect(ControllerConfiguration(modal).hostsNavigationStack)
  }
}
