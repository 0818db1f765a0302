/// Who gave a command: the app (from the main actor or any thread), one of its bindings, or the
/// router answering the user, the popup queue or the app's views. Why routes joined or left is
/// the change's ``RouteChangeReason`` (a deep link's are ``RouteChangeReason/deepLink``, a
/// restoration's ``RouteChangeReason/restored``); no word is in both.
public enum CommandSource: String, Hashable, Sendable, Codable {
  /// A method of the router, called on the main actor (``Router/open(_:)-(URL)`` and
  /// ``Router/restore(from:controllerRoutes:)`` among them).
  case api
  /// `send(_:)`, from any thread: a notification, a background task.
  case send
  /// A `present(item:)` binding.
  case slot
  /// A stack the app's model owns (``StackBinding``).
  case binding
  /// The router's answer to the user's attempt to dismiss (a tap outside, a swipe on a sheet
  /// that asks first): a consequence of a ``HostEvent``, which a replay makes again itself.
  case userAttempt
  /// The popup queue by itself: a screen's turn came as the screen changed, or a popup's
  /// lifetime ended. Not a command of the app's: it does not cancel a link being resolved.
  case popupQueue
  /// The router's answer to what the app's views showed: pushes a layer was created with joining
  /// the tab its screen selected. Not a command of the app's either.
  case scene
}
