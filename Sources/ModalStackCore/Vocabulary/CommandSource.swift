/// Who gave a command: the app, one of its bindings, or the router answering the user, the popup queue or the views.
/// Why routes joined or left is the change's ``RouteChangeReason``.
public enum CommandSource: String, Hashable, Sendable, Codable {
  /// A method of the router, called on the main actor.
  case api
  /// `send(_:)`, from any thread: a notification, a background task.
  case send
  /// A `present(item:)` binding.
  case slot
  /// A stack the app's model owns (``StackBinding``).
  case binding
  /// The router's answer to the user's attempt to dismiss (a tap outside, a swipe on a sheet that asks first).
  case userAttempt
  /// The popup queue by itself (a screen's turn came, a popup's lifetime ended); it cancels no link being resolved.
  case popupQueue
  /// The router's answer to what the views showed: a new layer's pushes joining the tab its screen selected, a push
  /// no stack shows taken off, the layers of a root that left for good.
  case scene
}
