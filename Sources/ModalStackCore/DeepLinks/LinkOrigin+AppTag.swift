import Foundation

extension LinkOrigin {
  /// The origin of a URL SwiftUI's `onOpenURL` handed the app, where the app may say which of its
  /// own surfaces made it.
  ///
  /// `onOpenURL` does not say who opened a URL: the app's own widget (`widgetURL`, a `Link` in a
  /// widget) and a quick action look like another app's custom-scheme link. The app may tag such a
  /// URL ``widget`` or ``shortcut``, the two origins of its own that arrive there, for example by
  /// a path or a query item its widgets put in their links. A tag cannot turn an `http` or `https`
  /// URL into the app's own (it is a universal link of its domain, which any web page can link),
  /// and any other tag is ignored: the in-app, notification and restoration origins come from the
  /// app's code, and only iOS names another app.
  ///
  /// A custom scheme can be opened by any app, so a URL shape the app trusts can be forged: give
  /// entries that such a link may open no more than their ``LinkAccess`` grants other apps.
  /// - Parameters:
  ///   - url: The URL.
  ///   - tag: The origin the app gives it, or `nil` to decide from the URL alone.
  ///   - ownBundleIdentifier: The app's bundle identifier.
  package init(openedURL url: URL, taggedAs tag: LinkOrigin?, ownBundleIdentifier: String?) {
    let untagged = LinkOrigin(openedURL: url, sourceApplication: nil, ownBundleIdentifier: ownBundleIdentifier)
    switch (untagged, tag) {
    case (.universalLink, _): self = untagged
    case (_, .widget): self = .widget
    case (_, .shortcut): self = .shortcut
    default: self = untagged
    }
  }
}
