#if canImport(UIKit)
  import ModalStackCore
  import SwiftUI

  extension View {
    /// Opens links tapped in this view's text, and those it opens with `openURL`, through the
    /// router's ``Router/deepLinks`` map as ``LinkOrigin/userContent``. A link the map does not open
    /// goes where `fallback` says (``Router/openTapped(_:otherwise:openInSystem:)`` decides).
    ///
    /// ```swift
    /// Text(post.attributedContent)
    ///   .opensTappedLinks(with: router, otherwise: .inAppBrowser(.sheet) { .safari($0) })
    /// ```
    /// - Parameters:
    ///   - router: The router.
    ///   - fallback: What a link the map does not open does; the system opens it by default.
    /// - Returns: The view, with its `openURL` action replaced.
    @MainActor
    public func opensTappedLinks<Destination: Hashable & Sendable>(
      with router: Router<Destination>, otherwise fallback: LinkFallback<Destination> = .system
    ) -> some View {
      modifier(TappedLinksModifier(router: router, fallback: fallback))
    }

    /// Offers the router's whole stack as a Handoff activity, as its link
    /// (``Router/stackURL(scheme:host:)``) in `userInfo["url"]` (and `webpageURL` for a web link).
    ///
    /// - Parameters:
    ///   - router: The router.
    ///   - activityType: The activity type, listed in the app's `NSUserActivityTypes`.
    ///   - scheme: The scheme of the link, for entries that name none.
    ///   - host: The host of the link, for entries that name none.
    /// - Returns: The view, advertising the activity while the stack prints.
    @MainActor
    public func handsOffStack<Destination: Hashable & Sendable>(
      of router: Router<Destination>, activityType: String, scheme: String, host: String? = nil
    ) -> some View {
      modifier(HandoffModifier(router: router, activityType: activityType, scheme: scheme, host: host))
    }

    /// Opens a stack handed off from another device (``handsOffStack(of:activityType:scheme:host:)``),
    /// as ``LinkOrigin/restoration``: the user's own saved state.
    @MainActor
    public func continuesHandoff<Destination: Hashable & Sendable>(
      of router: Router<Destination>, activityType: String
    ) -> some View {
      onContinueUserActivity(activityType) { activity in
        guard let text = activity.userInfo?["url"] as? String, let url = URL(string: text) else { return }
        router.send(.open(url, from: .restoration))
      }
    }
  }

  /// A `ShareLink` for the screen it sits in: the link of its layer's screen in its navigation
  /// stack (``Router/screenURL(inLayerOf:in:scheme:host:)``); nothing when that screen does not print.
  @MainActor
  public struct RouteShareLink<Destination: Hashable & Sendable>: View {
    let router: Router<Destination>
    let scheme: String
    let host: String?

    /// Creates the share link.
    /// - Parameters:
    ///   - router: The router.
    ///   - scheme: The scheme of the link, for entries that name none.
    ///   - host: The host of the link, for entries that name none.
    public init(router: Router<Destination>, scheme: String, host: String? = nil) {
      (self.router, self.scheme, self.host) = (router, scheme, host)
    }

    @Environment(\.modalDismiss) private var dismiss
    @Environment(\.modalStackNavigationStack) private var stack

    public var body: some View {
      if let url = router.screenURL(inLayerOf: dismiss.routeID, in: stack, scheme: scheme, host: host) {
        ShareLink(item: url)
      }
    }
  }

  /// Replaces `openURL` below it; the action above it opens what falls back to the system later.
  @MainActor
  private struct TappedLinksModifier<Destination: Hashable & Sendable>: ViewModifier {
    let router: Router<Destination>
    let fallback: LinkFallback<Destination>
    @Environment(\.openURL) private var openURL

    func body(content: Content) -> some View {
      let (router, fallback, openURL) = (router, fallback, openURL)
      return content.environment(
        \.openURL,
        OpenURLAction { url in
          switch router.openTapped(url, otherwise: fallback, openInSystem: { openURL($0) }) {
          case .opened, .presented: .handled
          case .system(let url): .systemAction(url)
          case .discarded: .discarded
          }
        })
    }
  }

  /// Reads the router's stack in its own body, so a change of the stack renders this modifier,
  /// not the view that applies it.
  @MainActor
  private struct HandoffModifier<Destination: Hashable & Sendable>: ViewModifier {
    let router: Router<Destination>
    let activityType: String
    let scheme: String
    let host: String?

    func body(content: Content) -> some View {
      let url = router.stackURL(scheme: scheme, host: host)
      return content.userActivity(activityType, isActive: url != nil) { activity in
        guard let url else { return }
        activity.isEligibleForHandoff = true
        activity.addUserInfoEntries(from: ["url": url.absoluteString])
        let scheme = url.scheme?.lowercased()
        if scheme == "http" || scheme == "https" { activity.webpageURL = url }
      }
    }
  }
#endif
