/// The hosts an entry of a ``DeepLinkMap`` matches: one or a few, any, or a domain and its
/// subdomains. The host a link matched with is ``DeepLinkParameters/host``.
///
/// Hosts compare without case for ASCII letters only; a link without a host never matches.
public enum LinkHost: Hashable, Sendable, ExpressibleByStringLiteral {
  /// Any host, as long as the link has one.
  case any
  /// One of these hosts.
  case oneOf(Set<String>)
  /// This domain or any of its subdomains: `.suffix("example.com")` matches `example.com` and
  /// `m.example.com`, never `badexample.com`.
  case suffix(String)

  /// One host, written as a string literal: `host: "example.com"`.
  /// - Parameter value: The host.
  public init(stringLiteral value: String) { self = .oneOf([value]) }

  /// Whether a link's host is one of these; a suffix matches on a label boundary.
  func matches(_ host: String) -> Bool {
    let host = LinkURL.asciiLowercased(host)
    switch self {
    case .any: return true
    case .oneOf(let hosts): return hosts.contains { LinkURL.asciiLowercased($0) == host }
    case .suffix(let domain):
      let domain = LinkURL.asciiLowercased(domain)
      guard !domain.isEmpty, host.utf8.count >= domain.utf8.count,
        host.utf8.reversed().starts(with: domain.utf8.reversed())
      else { return false }
      let rest = host.utf8.dropLast(domain.utf8.count)
      return rest.isEmpty || rest.last == UInt8(ascii: ".")
    }
  }

  /// The host a printed link gets when the printer names none.
  var printed: String? {
    switch self {
    case .any: nil
    case .oneOf(let hosts): hosts.min()
    case .suffix(let domain): domain
    }
  }
}
