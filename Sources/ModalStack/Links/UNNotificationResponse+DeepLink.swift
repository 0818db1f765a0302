#if canImport(UIKit)
  import Foundation
  import UserNotifications

  extension UNNotificationResponse {
    /// The deep link a notification carries in its `userInfo`, as a `URL` or a string.
    ///
    /// Hand it to the router from your notification delegate as a notification's link, so entries
    /// kept for the app's own links (``LinkAccess/appOnly``) refuse it; the screen opens on top of
    /// whatever is showing, even over open modals:
    ///
    /// ```swift
    /// func userNotificationCenter(
    ///   _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse
    /// ) async {
    ///   guard let url = response.deepLinkURL() else { return }
    ///   router.send(.open(url, from: .notification))   // from any thread
    /// }
    /// ```
    /// - Parameter key: The `userInfo` key of the link; `"url"` by default.
    /// - Returns: The link, or `nil` when the key is missing or its value is not a valid URL.
    public func deepLinkURL(key: String = "url") -> URL? {
      switch notification.request.content.userInfo[key] {
      case let url as URL: url
      case let string as String: URL(string: string)
      default: nil
      }
    }
  }
#endif
