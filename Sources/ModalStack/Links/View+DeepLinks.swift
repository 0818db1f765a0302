#if canImport(UIKit)
  import ModalStackCore
  import SwiftUI

  extension View {
    /// Opens the URLs this scene receives, custom-scheme links and universal links, through the
    /// router's ``Router/deepLinks`` map, on top of whatever is showing.
    ///
    /// SwiftUI does not say who opened a URL, so origins here are what can be told from the URL:
    /// an `http` or `https` URL is a ``LinkOrigin/universalLink(domain:)`` of its host, any other
    /// is ``LinkOrigin/otherApp(sourceApplication:)`` with no name, unless `origin` tags it as the
    /// app's own widget or quick action (``LinkOrigin/widget``, ``LinkOrigin/shortcut``; other
    /// tags are ignored, and a web link stays a universal link). To name the source application,
    /// hand the scene delegate's `openURLContexts` to `router.send(contexts)` instead.
    ///
    /// ```swift
    /// ModalStackRoot(router: router) { HomeView() } destination: { ScreenView($0) }
    ///   .opensDeepLinks(with: router) { url in url.host() == "widget" ? .widget : nil }
    /// ```
    /// A URL that does not open is reported as a ``LinkEvent/deepLinkFailed(_:)`` event. Any app
    /// can open the app's scheme, so a URL shape the app tags can be forged: entries such links
    /// open should grant no more than other apps get.
    /// - Parameters:
    ///   - router: The router.
    ///   - origin: The origin the app gives a URL (its widget's, a quick action's), or `nil` to
    ///     decide from the URL alone; `nil` for every URL by default.
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
