#if canImport(UIKit)
import ModalStackCore
import SwiftUI

extension View {
  /// Opens the URLs this scene receives, custom-scheme links and universal links, through the
  /// router's ``Router/deepLinks`` map, on top of whatever is showing.
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
    onOpenURL { url in router.send(.open(url)) }
      .onContinueUserActivity(NSUserActivityTypeBrowsingWeb) { activity in
        if let url = activity.webpageURL { router.send(.open(url)) }
      }
  }
}
#endif
