import Foundation

/// What a ``DeepLinkMap`` knows of one pattern, apart from its route maker: its parameter names,
/// the scheme and host it requires, where its routes go, and who may open it with what.
///
/// It does not depend on the map's destination type: everything matching does before the app's
/// route maker runs is the same for every map.
struct DeepLinkRule: Sendable {
  /// How one matching attempt reads the URL's host.
  enum HostReading {
    /// `myapp://learn/42`: the host is the first path segment; for patterns without a host.
    case firstSegment
    /// `https://example.com/learn/42`: the host is a host; any pattern whose constraint it meets.
    case host
    /// `myapp://example.com/learn/42`: the host is a host, for host-constrained patterns only.
    case constrainedHost
  }

  /// The names of the pattern's parameters, in order.
  let parameterNames: [String]
  let scheme: String?
  let host: String?
  let placement: DeepLinkPlacement
  /// The index of the rule's route maker in its map.
  let maker: Int
  /// The pattern as written, for refusals.
  let pattern: String
  /// Which origins may open it.
  let access: LinkAccess
  /// The declared parameters, checked before the route maker runs.
  let parameters: [LinkParameter]

  init(
    pattern: DeepLinkPattern, scheme: String?, host: String?, placement: DeepLinkPlacement, maker: Int,
    access: LinkAccess = .anyOrigin, parameters: [LinkParameter] = []
  ) {
    self.parameterNames = pattern.segments.compactMap { if case .parameter(let name) = $0 { name } else { nil } }
    self.scheme = scheme
    self.host = host
    self.placement = placement
    self.maker = maker
    self.pattern = pattern.text
    self.access = access
    self.parameters = parameters
  }

  /// Checks, in this order, that the entry allows the origin and that the parameters meet their
  /// declarations.
  /// - Throws: ``DeepLinkError/blocked(_:)`` naming the link, its origin and the rule.
  func admit(_ link: DeepLinkParameters) throws {
    if !access.allows(link.origin) { throw refusal(of: link, .origin(access)) }
    if let (name, value, violation) = parameters.firstViolation(in: link) {
      throw refusal(of: link, .parameter(name: name, value: value, violation))
    }
  }

  /// The error refusing a link by a rule of this entry.
  func refusal(of link: DeepLinkParameters, _ rule: LinkRefusal.Rule) -> DeepLinkError {
    .blocked(LinkRefusal(link: link.received, origin: link.origin, pattern: pattern, rule: rule))
  }

  /// Whether the rule takes a URL with this scheme and host, read this way.
  func accepts(scheme urlScheme: String?, host urlHost: String?, reading: HostReading) -> Bool {
    if let scheme, !LinkURL.equalIgnoringASCIICase(scheme, urlScheme ?? "") { return false }
    guard let host else { return reading != .constrainedHost }
    return reading != .firstSegment && LinkURL.equalIgnoringASCIICase(host, urlHost ?? "")
  }
}

extension DeepLinkTrie where Entry == DeepLinkRule {
  /// The rule a URL matches and the values it carries.
  ///
  /// With a custom scheme the host is tried first as the first path segment (by patterns without
  /// a host constraint), then the path alone: `myapp://learn/42` reads as `/learn/42`.
  /// - Parameters:
  ///   - url: The URL.
  ///   - received: The link as the app received it, for errors.
  ///   - origin: Where it came from, for the route maker and refusals.
  /// - Throws: ``DeepLinkError/malformedURL(_:)`` or ``DeepLinkError/noMatch(_:)``.
  func resolve(_ url: URL, received: String, origin: LinkOrigin = .inApp) throws -> (
    rule: DeepLinkRule, parameters: DeepLinkParameters
  ) {
    guard let link = LinkURL(url) else { throw DeepLinkError.malformedURL(received) }
    // A custom scheme's host leads the segments: tried first as the first segment, then not.
    let (scheme, host) = (link.scheme, link.host)
    var attempt = link.pathStart == 0 ? DeepLinkRule.HostReading.host : .firstSegment
    while true {
      let path = link.segments[(attempt == .constrainedHost ? link.pathStart : 0)...]
      if let found = match(path, accept: { $0.accepts(scheme: scheme, host: host, reading: attempt) }) {
        return (
          found.entry,
          DeepLinkParameters(
            url: url, origin: origin, names: found.entry.parameterNames, values: found.parameters, rest: found.rest,
            query: link.query, repeatedNames: link.repeatedNames, received: received)
        )
      }
      guard attempt == .firstSegment else { break }
      attempt = .constrainedHost
    }
    throw DeepLinkError.noMatch(received)
  }
}
