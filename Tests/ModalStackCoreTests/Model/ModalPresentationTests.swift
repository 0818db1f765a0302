import Testing

@testable import ModalStackCore

@Suite struct ModalPresentationTests {
  /// One of each style, and whether ``ModalBackground/automatic`` is clear for it: clear for the
  /// over-styles, popups, alerts and confirmation dialogs; the system's for sheets, covers and
  /// popovers (UIKit draws a popover's own background).
  static let styles: [(style: ModalStyle, automaticIsClear: Bool)] = [
    (.sheet(SheetConfiguration()), false),
    (.pageSheet, false),
    (.formSheet, false),
    (.fullScreen, false),
    (.currentContext, false),
    (.popover(PopoverAnchor("button")), false),
    (.overFullScreen, true),
    (.overCurrentContext, true),
    (.popup(PopupConfiguration()), true),
    (.alert(AlertConfiguration(title: "Delete?", buttons: [AlertButton("OK")])), true),
    (
      .confirmationDialog(
        AlertConfiguration(title: "Share", buttons: [AlertButton("Copy"), .cancel()]), anchor: PopoverAnchor("b")), true
    ),
  ]

  static let backgrounds: [ModalBackground] = [.automatic, .clear, .color(ModalColor(red: 0, green: 0, blue: 0))]

  /// What a modal presentation is made with is what it has, every argument.
  @Test(arguments: FlowProtection.allCases)
  func aPresentationKeepsEveryChoiceItIsMadeWith(protection: FlowProtection) {
    let modal = ModalPresentation(
      style: .fullScreen, transition: .crossDissolve, dismissPolicy: .confirm, background: .clear,
      navigation: .always, protection: protection)
    #expect(modal.style == .fullScreen && modal.transition == .crossDissolve)
    #expect(modal.dismissPolicy == .confirm && modal.background == .clear)
    #expect(modal.navigation == .always && modal.protection == protection)
  }

  @Test func theTableHasEveryStyle() {
    #expect(Set(Self.styles.map(\.style.shortName)).count == 11)
  }

  /// A clear background is chosen, or automatic on a style drawn over what is below; a colour
  /// is never clear.
  @Test func aBackgroundIsClearWhenChosenOrAutomaticOnAnOverStylePopupOrAlert() {
    for (style, automaticIsClear) in Self.styles {
      for background in Self.backgrounds {
        let expected =
          switch background {
          case .automatic: automaticIsClear
          case .clear: true
          case .color: false
          }
        #expect(
          ModalPresentation(style: style, background: background).hasClearBackground == expected,
          "\(style.shortName), \(background)")
      }
    }
  }
}
