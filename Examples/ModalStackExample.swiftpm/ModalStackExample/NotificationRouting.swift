#if canImport(UIKit)
  import ModalStack
  import SwiftUI
  import UIKit
  import UserNotifications

  /// The app delegate, as the notification centre's delegate: a tapped notification opens its
  /// link in the scene the user was last in, over whatever that scene is showing.
  ///
  /// Routers stay owned by their scenes (`@State` in ``SceneRoot``, no `State(initialValue:)`);
  /// each scene tells the delegate when it becomes active. A tap that launches the app arrives
  /// before any scene is active: its link waits here and goes to the first scene that is.
  @MainActor
  final class AppDelegate: NSObject, UIApplicationDelegate, UNUserNotificationCenterDelegate {
    private weak var activeRouter: Router<Screen>?
    private var waitingLinks: [URL] = []

    func application(
      _ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]? = nil
    ) -> Bool {
      UNUserNotificationCenter.current().delegate = self
      return true
    }

    /// A scene became active: the next notification goes to its router.
    /// - Parameter router: The scene's router.
    func sceneBecameActive(with router: Router<Screen>) {
      activeRouter = router
      for link in waitingLinks { router.send(.open(link, from: .notification)) }
      waitingLinks.removeAll()
    }

    nonisolated func userNotificationCenter(
      _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse
    ) async {
      // The payload's `url` key, e.g. "modalstack-example://lesson/42".
      guard let link = response.deepLinkURL() else { return }
      await deliver(link)
    }

    private func deliver(_ link: URL) {
      // A notification's link, so entries that allow only the app's own links can refuse it.
      if let activeRouter { activeRouter.send(.open(link, from: .notification)) } else { waitingLinks.append(link) }
    }
  }
#endif
