#if canImport(UIKit)
  import ModalStackCore
  import UIKit
  import UserNotifications

  extension Router {
    /// Sends the deep link a tapped notification carries, as ``LinkOrigin/notification``, from the
    /// notification delegate's thread; links that arrive before the UI is up wait for it.
    ///
    /// ```swift
    /// nonisolated func userNotificationCenter(
    ///   _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse
    /// ) async {
    ///   router.send(response)
    /// }
    /// ```
    /// - Parameters:
    ///   - response: The notification response.
    ///   - key: The `userInfo` key of the link; `"url"` by default.
    /// - Returns: `false` when the notification carries no link.
    @discardableResult
    public nonisolated func send(_ response: UNNotificationResponse, key: String = "url") -> Bool {
      guard let url = response.deepLinkURL(key: key) else { return false }
      send(.open(url, from: .notification))
      return true
    }
  }

  extension Router {
    /// Sends a tapped notification's link to the router of the scene it was tapped in
    /// (`targetScene`), or to this router when iOS names none (the tap launched the app); a scene
    /// iOS is still connecting gets it when its first root appears. Callable from the `nonisolated`
    /// delegate method iOS calls under Swift 6: only the link and the scene's identity cross to the
    /// main actor, never the response.
    /// - Parameters:
    ///   - response: The notification response.
    ///   - key: The `userInfo` key of the link; `"url"` by default.
    /// - Returns: `false` when the notification carries no link.
    @discardableResult
    public nonisolated func sendToTargetScene(_ response: UNNotificationResponse, key: String = "url") -> Bool {
      guard let url = response.deepLinkURL(key: key) else { return false }
      let scene = response.targetScene.map(ObjectIdentifier.init)
      Task { @MainActor in
        guard let scene else { return self.send(.open(url, from: .notification)) }
        let target = UIApplication.shared.connectedScenes.first { ObjectIdentifier($0) == scene } as? UIWindowScene
        if let router = target.flatMap({ WindowInstallation<Destination>.of($0)?.session.router }) {
          router.send(.open(url, from: .notification))
        } else if !SceneLinks.waiting.hold(url, for: scene) {
          loggedFault(
            "a notification's link for a scene with no root yet was dropped: \(SceneLinks.waiting.limit) wait already")
        }
      }
      return true
    }
  }

  /// The links tapped for scenes whose root has not appeared yet.
  @MainActor
  enum SceneLinks {
    static var waiting = LinksWaitingForScenes<ObjectIdentifier>()
  }

  extension UNNotificationResponse {
    /// The router of the scene the notification was tapped in (`targetScene`), if a
    /// ``ModalStackRoot`` of that destination type is installed there; `nil` when iOS names no scene
    /// (the app was launched by the tap) or the scene has no root yet.
    @MainActor
    public func targetRouter<Destination: Hashable & Sendable>(for destination: Destination.Type) -> Router<
      Destination
    >? {
      guard let scene = targetScene as? UIWindowScene else { return nil }
      return WindowInstallation<Destination>.of(scene)?.session.router
    }
  }
#endif
