/// Where the routes of a matched deep link go.
public enum DeepLinkPlacement: String, Hashable, Sendable, Codable, CaseIterable {
  /// On top of whatever is showing, even an open modal (a push notification's screen).
  case onTop
  /// Instead of the whole stack.
  case replaceStack
  /// If a route with the same destination as the first matched route is on the stack, dismiss
  /// down to it (it stays); otherwise on top.
  case reuseExisting
}
