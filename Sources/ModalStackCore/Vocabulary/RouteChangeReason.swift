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
  /// The user answered an alert or a confirmation dialog with one of its buttons
  /// (``RouterEvent/alertAnswered(_:_:)`` says which).
  case answered
  /// The root view that showed the router's layers left for good (an `if` turned false at
  /// sign-out, its `.id(_:)` changed), and no other root of the router is alive: the layers go
  /// with it, as SwiftUI's own sheets go with the view that presented them.
  case rootLeft
  /// A view in the route's layer called SwiftUI's own `dismiss()` (`@Environment(\.dismiss)`),
  /// which dismisses the hosting controller it is in: the router takes the request, as it takes a
  /// swipe (a confirm-first route asks first, exit actions run), but a route whose policy blocks
  /// the user's swipes still goes, as SwiftUI's `interactiveDismissDisabled` does not stop it.
  case dismissAction
  /// The controller the route shows finished by itself (a route that
  /// ``ModalPresentation/showsController``): Safari's Done, a share completed or cancelled, mail
  /// sent or cancelled, a picker's choice. Its dismiss policy does not hold it: the controller is
  /// done, and one that dismisses itself is already gone.
  case finished
  /// The window could not show the route (its step was refused or never completed), or closed.
  case hostRefused
}
