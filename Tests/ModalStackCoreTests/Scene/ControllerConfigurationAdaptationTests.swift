import Testing

@testable import ModalStackCore

@Suite struct ControllerConfigurationAdaptationTests {
  private let popover = ControllerConfiguration(ModalPresentation(style: .popover(PopoverAnchor("filters"))))

  @Test func aPopoverShownAsAPopoverClosesOnATapOutside() {
    #expect(popover.userDismissalReason(shownAs: .popover) == .tapOutside)
    #expect(popover.userDismissalReason(shownAs: nil) == .tapOutside)
  }

  @Test func aPopoverAdaptedToASheetIsSwipedAway() {
    #expect(popover.userDismissalReason(shownAs: .pageSheet) == .interactive)
    #expect(popover.userDismissalReason(shownAs: .formSheet) == .interactive)
  }

  @Test func aPopoversAdaptiveSheetHasAGrabberAndAMediumDetent() {
    #expect(popover.adaptiveSheet == SheetConfiguration(detents: [.medium, .large], prefersGrabberVisible: true))
    #expect(ControllerConfiguration(ModalPresentation(style: .pageSheet)).adaptiveSheet == nil)
  }

  @Test(arguments: [ModalStyle.popover(PopoverAnchor("a")), .formSheet])
  func popoversAndFormSheetsSizeToTheirContent(style: ModalStyle) {
    #expect(ControllerConfiguration(ModalPresentation(style: style)).sizesToContent)
  }

  @Test(arguments: [ModalStyle.pageSheet, .fullScreen, .sheet(SheetConfiguration())])
  func otherStylesDoNotSizeToTheirContent(style: ModalStyle) {
    #expect(!ControllerConfiguration(ModalPresentation(style: style)).sizesToContent)
  }

  @Test func coversWithACustomTransitionAndPopupsCaptureTheStatusBar() {
    let custom = ModalPresentation(style: .fullScreen, transition: .custom(.fade))
    #expect(ControllerConfiguration(custom).capturesStatusBarAppearance)
    #expect(ControllerConfiguration(ModalPresentation(style: .popup(PopupConfiguration()))).capturesStatusBarAppearance)
    #expect(ControllerConfiguration(ModalPresentation(style: .overFullScreen)).capturesStatusBarAppearance)
    #expect(!ControllerConfiguration(ModalPresentation(style: .fullScreen)).capturesStatusBarAppearance)
    #expect(!ControllerConfiguration(ModalPresentation(style: .pageSheet)).capturesStatusBarAppearance)
  }
}
