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

  @Test(arguments: [
    ModalStyle.popover(PopoverAnchor("a")),
    .sheet(SheetConfiguration(widthFollowsPreferredContentSizeWhenEdgeAttached: true)),
  ])
  func popoversAndSheetsWhoseWidthFollowsTheirContentSizeToIt(style: ModalStyle) {
    #expect(ControllerConfiguration(ModalPresentation(style: style)).sizesToContent)
  }

  @Test(arguments: [ModalStyle.formSheet, .pageSheet, .fullScreen, .sheet(SheetConfiguration())])
  func formSheetsKeepUIKitsStandardSizeAndOtherStylesDoNotSizeToContent(style: ModalStyle) {
    #expect(!ControllerConfiguration(ModalPresentation(style: style)).sizesToContent)
  }

  @Test func opaqueCoversThatKeepThePresenterOrUseACustomTransitionCaptureTheStatusBar() {
    let custom = ModalPresentation(style: .fullScreen, transition: .custom(.fade))
    #expect(ControllerConfiguration(custom).capturesStatusBarAppearance)
    let opaque = ModalPresentation(style: .overFullScreen, background: .color(ModalColor(red: 0, green: 0, blue: 0)))
    #expect(ControllerConfiguration(opaque).capturesStatusBarAppearance)
    #expect(!ControllerConfiguration(ModalPresentation(style: .fullScreen)).capturesStatusBarAppearance)
    #expect(!ControllerConfiguration(ModalPresentation(style: .pageSheet)).capturesStatusBarAppearance)
  }

  @Test func clearLayersLeaveTheStatusBarToTheScreenBelow() {
    #expect(
      !ControllerConfiguration(ModalPresentation(style: .popup(PopupConfiguration()))).capturesStatusBarAppearance)
    #expect(!ControllerConfiguration(ModalPresentation(style: .overFullScreen)).capturesStatusBarAppearance)
    let clearCover = ModalPresentation(style: .fullScreen, transition: .custom(.fade), background: .clear)
    #expect(!ControllerConfiguration(clearCover).capturesStatusBarAppearance)
  }
}
