/// Where the routes of a matched deep link go.
public enum DeepLinkPlacement: String, Hashable, Sendable, Codable, CaseIterable {
  /// On top of whatever is showing, even an open modal (a push notification's screen).
  case onTop
  /// Instead of the whole stack.
  case replaceStack
  /// If a route with the same destination as the first matched route is on the stack, dismiss
  /// down to the topmost such route (it stays, with nothing pushed over it) and put the other
  /// matched routes above it; otherwise on top.
  case reuseExisting
}
