/// Why a route was presented or dismissed, carried by every ``RouterEvent``.
public enum RouteChangeReason: String, Hashable, Sendable, Codable, CaseIterable {
  /// The app asked for it.
  case programmatic
  /// The user swiped it away.
  case interactive
  /// The user tapped outside it.
  case tapOutside
  /// A deep link or notification asked for it.
  case deepLink
  /// The whole stack was replaced.
  case replaced
  /// Everything was dismissed at once.
  case dismissAll
  /// The stack was restored from saved data.
  case restored
  /// The user answered an alert or a confirmation dialog with one of its buttons.
  case answered
  /// The root view that showed the router's layers left for good, and no other root of the router is alive: the
  /// layers go with it, as SwiftUI's own sheets go with the view that presented them.
  case rootLeft
  /// A view in the route's layer called SwiftUI's `dismiss()`: taken like a swipe, except that a route whose policy
  /// blocks swipes still goes (`interactiveDismissDisabled` does not stop it either).
  case dismissAction
  /// The controller the route shows (``ModalPresentation/showsController``) finished by itself, whatever its
  /// dismiss policy: Safari's Done, a share completed or cancelled.
  case finished
  /// The window could not show the route (its step was refused or never completed), or closed.
  case hostRefused
}
