#if canImport(UIKit)
  import ModalStackCore
  import SwiftUI

  extension View {
    /// Opens the URLs this scene receives, custom-scheme links and universal links, through the
    /// router's ``Router/deepLinks`` map, on top of whatever is showing.
    ///
    /// SwiftUI does not say who opened a URL, so origins here are what can be told from the URL:
    /// an `http` or `https` URL is a ``LinkOrigin/universalLink(domain:)`` of its host, any other
    /// is ``LinkOrigin/otherApp(sourceApplication:)`` with no name (a widget's link too). To name
    /// the source application and tell the app's own widgets apart, hand the scene delegate's
    /// `openURLContexts` to `router.send(contexts)` instead.
    ///
    /// ```swift
    /// ModalStackRoot(router: router) { HomeView() } destination: { ScreenView($0) }
    ///   .opensDeepLinks(with: router)
    /// ```
    /// A URL that does not open is reported as a ``RouterEvent/deepLinkFailed(_:)`` event.
    /// - Parameter router: The router.
    /// - Returns: The view, handling `onOpenURL` and web-browsing user activities.
    @MainActor
    public func opensDeepLinks<Destination: Hashable & Sendable>(with router: Router<Destination>) -> some View {
      onOpenURL { url in
        router.send(
          .open(
            url,
            from: LinkOrigin(openedURL: url, sourceApplication: nil, ownBundleIdentifier: Bundle.main.bundleIdentifier))
        )
      }
      .onContinueUserActivity(NSUserActivityTypeBrowsingWeb) { activity in router.send(activity) }
    }
  }
#endif
