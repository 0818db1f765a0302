import Testing

@testable import ModalStackCore

@Suite struct ControllerConfigurationTests {
  @Test(arguments: [
    (ModalStyle.pageSheet, ControllerConfiguration.Style.pageSheet), (.formSheet, .formSheet),
    (.fullScreen, .fullScreen),
    (.overFullScreen, .overFullScreen), (.currentContext, .currentContext), (.overCurrentContext, .overCurrentContext),
    (.popover(PopoverAnchor("a")), .popover), (.sheet(SheetConfiguration()), .pageSheet),
  ])
  func eachStyleMapsToItsUIKitStyle(style: ModalStyle, expected: ControllerConfiguration.Style) {
    #expect(ControllerConfiguration(ModalPresentation(style: style)).style == expected)
  }

  @Test(arguments: [
    (ModalTransition.automatic, ControllerConfiguration.TransitionStyle.coverVertical),
    (.coverVertical, .coverVertical),
    (.crossDissolve, .crossDissolve), (.flipHorizontal, .flipHorizontal), (.partialCurl, .partialCurl),
  ])
  func eachTransitionMapsToItsUIKitTransition(
    transition: ModalTransition, expected: ControllerConfiguration.TransitionStyle
  ) {
    let configuration = ControllerConfiguration(ModalPresentation(style: .fullScreen, transition: transition))
    #expect(configuration.transitionStyle == expected)
    #expect(configuration.usesUIKitAnimation)
  }

  @Test func noneTransitionDoesNotAnimate() {
    #expect(!ControllerConfiguration(ModalPresentation(style: .fullScreen, transition: .none)).usesUIKitAnimation)
  }

  @Test func customTransitionUsesATransitioningDelegate() {
    let configuration = ControllerConfiguration(ModalPresentation(style: .overFullScreen, transition: .custom(.fade)))
    #expect(configuration.style == .custom)
    #expect(configuration.customTransition == .fade)
  }

  @Test func blockedAndConfirmSetModalInPresentation() {
    for policy in DismissPolicy.allCases {
      let configuration = ControllerConfiguration(ModalPresentation(style: .pageSheet, dismissPolicy: policy))
      #expect(configuration.isModalInPresentation == (policy != .allowed))
    }
  }

  @Test func overStylesAndPopupsHaveAClearBackground() {
    #expect(ControllerConfiguration(ModalPresentation(style: .overFullScreen)).hasClearBackground)
    #expect(ControllerConfiguration(ModalPresentation(style: .overCurrentContext)).hasClearBackground)
    #expect(!ControllerConfiguration(ModalPresentation(style: .fullScreen)).hasClearBackground)
    #expect(!ControllerConfiguration(ModalPresentation(style: .pageSheet)).hasClearBackground)
    #expect(
      !ControllerConfiguration(
        ModalPresentation(style: .overFullScreen, background: .color(ModalColor(red: 0, green: 0, blue: 0)))
      )
      .hasClearBackground)
  }

  @Test func popupsAreAddedWithoutUIKitAnimationAndHandleTapsThemselves() {
    guard case .modal(let modal) = Presentation.popup() else {
      Issue.record("popup is modal")
      return
    }
    let configuration = ControllerConfiguration(modal)
    #expect(configuration.style == .overFullScreen)
    #expect(!configuration.usesUIKitAnimation)
    #expect(configuration.isModalInPresentation)
    #expect(configuration.hasClearBackground)
    #expect(configuration.popup != nil)
  }

  @Test func onlyPopupsWithoutDimmingLieOverTheScreenAndLeaveVoiceOverFree() {
    func configuration(_ presentation: Presentation) -> ControllerConfiguration? {
      guard case .modal(let modal) = presentation else { return nil }
      return ControllerConfiguration(modal)
    }
    let toast = configuration(.popup(dimming: .none))
    #expect(toast?.isOverlay == true)
    #expect(toast?.isModalForAccessibility == false)
    let clearDimming = configuration(.popup(dimming: .init(color: ModalColor(red: 0, green: 0, blue: 0, alpha: 0))))
    #expect(clearDimming?.isOverlay == true)
    // Clear only in the light appearance: it still dims in the dark one, so it takes every touch.
    let clearInLightOnly = ModalColor(
      light: ModalColor(red: 0, green: 0, blue: 0, alpha: 0), dark: ModalColor(red: 0, green: 0, blue: 0))
    #expect(configuration(.popup(dimming: .init(color: clearInLightOnly)))?.isOverlay == false)
    let dimmed = configuration(.popup())
    #expect(dimmed?.isOverlay == false)
    #expect(dimmed?.isModalForAccessibility == true)
    #expect(configuration(.popup(dimming: .init(opacity: 0, blurRadius: 8)))?.isOverlay == false)  // a blur covers
    #expect(configuration(.modal(.overFullScreen))?.isOverlay == false)
  }
}
