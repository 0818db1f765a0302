#if canImport(UIKit)
import ModalStackCore
import UserNotifications

extension Router {
  /// Sends the deep link a tapped notification carries, as a link of origin
  /// ``LinkOrigin/notification``, through the same entry as URLs and commands, from the
  /// notification delegate's thread: the screen opens on top of whatever is showing, even over
  /// open modals, and links that arrive before the UI is up are applied in order once it is.
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
#endif
