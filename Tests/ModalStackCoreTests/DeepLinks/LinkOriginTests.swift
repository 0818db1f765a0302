import Foundation
import Testing

@testable import ModalStackCore

@Suite struct LinkOriginTests {
  @Test func onlyUniversalLinksOtherAppsAndUserContentAreOutside() {
    let outside: [LinkOrigin] = [
      .universalLink(domain: "example.com"), .otherApp(sourceApplication: nil), .otherApp(sourceApplication: "a.b"),
      .userContent,
    ]
    let inside: [LinkOrigin] = [.inApp, .notification, .shortcut, .widget, .restoration]
    #expect(outside.allSatisfy { $0.isOutside })
    #expect(!inside.contains { $0.isOutside })
    #expect(Set((outside + inside).map(\.kind)) == Set(LinkOrigin.Kind.allCases))
  }

  @Test(arguments: [
    ("https://Example.com/learn/1", nil, "universal link (example.com)"),
    ("myapp://learn/1", nil, "another app (unnamed)"),
    ("myapp://learn/1", "com.example.partner", "another app (com.example.partner)"),
    ("myapp://learn/1", "com.example.app", "widget"),
    ("myapp://learn/1", "com.example.app.widgets", "widget"),
    ("myapp://learn/1", "com.example.application", "another app (com.example.application)"),
  ])
  func anOpenedURLsOriginIsDecidedFromWhatIOSGave(url: String, source: String?, expected: String) {
    let origin = LinkOrigin(
      openedURL: URL(string: url)!, sourceApplication: source, ownBundleIdentifier: "com.example.app")
    #expect(origin.description == expected)
  }

  @Test func originsRoundTripThroughCodable() throws {
    let origins: [LinkOrigin] = [
      .inApp, .universalLink(domain: "example.com"), .otherApp(sourceApplication: nil), .widget,
    ]
    let decoded = try JSONDecoder().decode([LinkOrigin].self, from: JSONEncoder().encode(origins))
    #expect(decoded == origins)
  }

  // A URL from `onOpenURL` tagged by the app: only as its own widget or quick action, and never a
  // web link.
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
