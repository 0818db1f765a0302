import Testing

@testable import ModalStackCore

@Suite struct LinkAccessTests {
  static let every: [LinkOrigin] = [
    .inApp, .notification, .universalLink(domain: "example.com"), .universalLink(domain: "evil.example"),
    .otherApp(sourceApplication: nil), .otherApp(sourceApplication: "com.example.partner"), .shortcut, .widget,
    .restoration,
  ]

  /// The origins each one-word rule lets through, exactly: what the README promises.
  @Test func eachRuleLetsThroughExactlyItsOrigins() {
    func allowed(_ access: LinkAccess) -> [String] { Self.every.filter(access.allows).map(\.description) }
    #expect(allowed(.anyOrigin).count == Self.every.count)
    #expect(allowed(.appOnly) == ["in-app", "shortcut", "widget", "restoration"])
    #expect(allowed(.appAndNotifications) == ["in-app", "notification", "shortcut", "widget", "restoration"])
    #expect(allowed(.origins(.inApp)) == ["in-app"])
    #expect(
      allowed(.sourceApplications("com.example.partner"))
        == ["in-app", "notification", "another app (com.example.partner)", "shortcut", "widget", "restoration"])
    #expect(
      allowed(.domains("EXAMPLE.com")) == [
        "in-app", "notification", "universal link (example.com)", "shortcut", "widget", "restoration",
      ])
    #expect(allowed(.askFirst).count == Self.every.count)
  }

  @Test func askingFirstAsksOnlyAboutLinksFromOutside() {
    let access = LinkAccess.anyOrigin.askingFirst
    let asked = Self.every.filter { access.asksUser($0) }.map(\.kind)
    let askedWithout = Self.every.filter { LinkAccess.anyOrigin.asksUser($0) }
    #expect(asked == [.universalLink, .universalLink, .otherApp, .otherApp])
    #expect(askedWithout.isEmpty)
  }

  @Test func anAppNotNamedByIOSIsNotOnAnyAllowlist() {
    #expect(!LinkAccess.sourceApplications("com.example.partner").allows(.otherApp(sourceApplication: nil)))
  }

  @Test func rulesReadAsTheyAreWritten() {
    #expect(LinkAccess.appAndNotifications.description == "in-app, notification, shortcut, widget, restoration")
    #expect(
      LinkAccess.sourceApplications("b", "a").askingFirst.description.hasSuffix(
        "other apps a, b, shortcut, widget, restoration; asks first"))
    #expect(LinkAccess(kinds: []).description == "no origin")
  }
}
