#if canImport(UIKit)
  import Foundation
  import UserNotifications

  extension UNNotificationResponse {
    /// The deep link a notification carries in its `userInfo`, as a `URL` or a string.
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
