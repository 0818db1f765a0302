#if canImport(UIKit)
  import ModalStackCore
  import SwiftUI

  extension View {
    /// Opens the URLs this scene receives, custom-scheme links and universal links, through the
    /// router's ``Router/deepLinks`` map, on top of whatever is showing.
    ///
    /// SwiftUI does not say who opened a URL, so an `http` or `https` URL is a
    /// ``LinkOrigin/universalLink(domain:)`` and any other ``LinkOrigin/otherApp(sourceApplication:)``
    /// with no name, unless `origin` tags it (``LinkOrigin/widget``, ``LinkOrigin/shortcut``).
    ///
    /// ```swift
    /// ModalStackRoot(router: router) { HomeView() } destination: { ScreenView($0) }
    ///   .opensDeepLinks(with: router) { url in url.host() == "widget" ? .widget : nil }
    /// ```
    /// Any app can open the app's scheme, so a tagged URL can be forged: entries such links open
    /// should grant no more than other apps get.
    /// - Parameters:
    ///   - router: The router.
    ///   - origin: The origin the app gives a URL, or `nil` to decide from the URL alone.
    /// - Returns: The view, handling `onOpenURL` and web-browsing user activities.
    @MainActor
    public func opensDeepLinks<Destination: Hashable & Sendable>(
      with router: Router<Destination>, origin: @escaping @MainActor (URL) -> LinkOrigin? = { _ in nil }
    ) -> some View {
      onOpenURL { url in
        router.send(
          .open(
            url,
            from: LinkOrigin(openedURL: url, taggedAs: origin(url), ownBundleIdentifier: Bundle.main.bundleIdentifier))
        )
      }
      .onContinueUserActivity(NSUserActivityTypeBrowsingWeb) { activity in router.send(activity) }
    }
  }
#endif
