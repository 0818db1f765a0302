/// How a ``DeepLinkMap`` reads the host of a custom-scheme URL (`myapp://…`); `http` and `https`
/// hosts are always hosts.
public enum CustomSchemeHost: Hashable, Sendable {
  /// The default: `myapp://learn/42` reads as the path `/learn/42` for entries without a host;
  /// entries with a host (``LinkHost``) read it as a host, then match the path after it.
  case firstPathSegment
  /// The host is a host, as in `https` URLs, for every entry.
  case host
}
