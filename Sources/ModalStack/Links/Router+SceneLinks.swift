#if canImport(UIKit)
  import ModalStackCore
  import UIKit
  import UserNotifications

  extension Router {
    /// Sends the URLs a scene was asked to open, each with its origin from what iOS says: a
    /// ``LinkOrigin/universalLink(domain:)`` for `http` and `https`, ``LinkOrigin/widget`` when the
    /// source application is this app or one of its extensions, else
    /// ``LinkOrigin/otherApp(sourceApplication:)`` with `UIOpenURLContext.options.sourceApplication`.
    ///
    /// ```swift
    /// func scene(_ scene: UIScene, openURLContexts contexts: Set<UIOpenURLContext>) {
    ///   router.send(contexts)
    /// }
    /// ```
    @MainActor
    public func send(_ contexts: Set<UIOpenURLContext>) {
      for context in contexts {
        let origin = LinkOrigin(
          openedURL: context.url, sourceApplication: context.options.sourceApplication,
          ownBundleIdentifier: Bundle.main.bundleIdentifier)
        send(.open(context.url, from: origin))
      }
    }

    /// Sends a universal link: the `webpageURL` of a web-browsing user activity, as a
    /// ``LinkOrigin/universalLink(domain:)`` of its host.
    /// - Returns: `false` when it is not a web-browsing activity with a URL.
    @MainActor
    @discardableResult
    public func send(_ activity: NSUserActivity) -> Bool {
      guard activity.activityType == NSUserActivityTypeBrowsingWeb, let url = activity.webpageURL else { return false }
      send(.open(url, from: .universalLink(domain: url.host?.lowercased() ?? "")))
      return true
    }

    /// Sends the link a home-screen quick action carries in its `userInfo`, as ``LinkOrigin/shortcut``.
    /// - Parameters:
    ///   - shortcutItem: The quick action.
    ///   - key: The `userInfo` key of the link; `"url"` by default.
    /// - Returns: `false` when the quick action carries no link.
    @MainActor
    @discardableResult
    public func send(_ shortcutItem: UIApplicationShortcutItem, key: String = "url") -> Bool {
      guard let text = shortcutItem.userInfo?[key] as? String, let url = URL(string: text) else { return false }
      send(.open(url, from: .shortcut))
      return true
    }

    /// Sends every link a scene was launched with, each with its origin: URL contexts, universal
    /// links, a notification the user tapped, a quick action.
    ///
    /// ```swift
    /// func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
    ///   router.send(options)
    /// }
    /// ```
    @MainActor
    public func send(_ options: UIScene.ConnectionOptions) {
      send(options.urlContexts)
      for activity in options.userActivities { send(activity) }
      if let response = options.notificationResponse { send(response) }
      if let item = options.shortcutItem { send(item) }
    }
  }
#endif
