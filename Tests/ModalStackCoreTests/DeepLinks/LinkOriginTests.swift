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
}
