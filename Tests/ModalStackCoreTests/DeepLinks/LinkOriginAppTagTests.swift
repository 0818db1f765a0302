import Foundation
import Testing

@testable import ModalStackCore

/// A URL from `onOpenURL` tagged by the app: only as its own widget or quick action, and never a
/// web link.
@Suite struct LinkOriginAppTagTests {
  static let tags: [LinkOrigin?] = [
    nil, .inApp, .notification, .universalLink(domain: "example.com"), .otherApp(sourceApplication: "com.example.app"),
    .shortcut, .widget, .restoration,
  ]

  @Test(arguments: tags)
  func aCustomSchemeLinkTakesAWidgetOrShortcutTagAndNothingElse(tag: LinkOrigin?) {
    let origin = LinkOrigin(
      openedURL: URL(string: "myapp://learn/1?from=widget")!, taggedAs: tag, ownBundleIdentifier: "com.example.app")
    let expected: LinkOrigin = tag == .widget || tag == .shortcut ? tag! : .otherApp(sourceApplication: nil)
    #expect(origin == expected)
  }

  @Test(arguments: tags)
  func aWebLinkStaysAUniversalLinkWhateverTheTag(tag: LinkOrigin?) {
    let origin = LinkOrigin(
      openedURL: URL(string: "https://Example.com/learn/1")!, taggedAs: tag, ownBundleIdentifier: "com.example.app")
    #expect(origin == .universalLink(domain: "example.com"))
  }
}
