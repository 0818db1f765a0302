import Foundation

extension LinkOrigin {
  /// The origin of a URL SwiftUI's `onOpenURL` handed the app, which does not say who opened it:
  /// the app may tag its own widget's or quick action's URL ``widget`` or ``shortcut``. Any other
  /// tag is ignored, and an `http` or `https` URL stays a universal link. Any app can forge a
  /// tagged custom-scheme URL, so such entries should grant no more than other apps get.
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
