import Foundation

extension LinkOrigin {
  /// The origin of a URL `onOpenURL` handed the app, which names no source: the app may tag its
  /// widget's or quick action's URL ``widget`` or ``shortcut``; other tags are ignored, and web
  /// URLs stay universal links. Any app can forge a tagged custom-scheme URL.
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
