import Foundation

/// What a ``DeepLinkMap`` knows of one pattern, apart from its route maker: the pattern, the
/// scheme and host it requires, where its routes go, and who may open it with what.
///
/// It does not depend on the map's destination type: everything matching does before the app's
/// route maker runs is the same for every map. One rule is shared by the map's trie, its entry
/// and every link that matches it.
final class DeepLinkRule: Sendable {
  let pattern: DeepLinkPattern
  let scheme: String?
  let host: LinkHost?
  let placement: DeepLinkPlacement
  /// The index of the rule's entry in its map.
  let maker: Int
  /// Which origins may open it.
  let access: LinkAccess
  /// The declared parameters, checked before the route maker runs.
  let parameters: [LinkParameter]

  init(
    pattern: DeepLinkPattern, scheme: String?, host: LinkHost?, placement: DeepLinkPlacement, maker: Int,
    access: LinkAccess, parameters: [LinkParameter]
  ) {
    self.pattern = pattern
    self.scheme = scheme
    self.host = host
    self.placement = placement
    self.maker = maker
    self.access = access
    self.parameters = parameters
  }

  /// Checks, in this order, that the entry allows the origin and that the parameters meet their
  /// declarations.
  /// - Throws: ``DeepLinkError/blocked(_:)`` naming the link, its origin and the rule.
  func admit(_ link: DeepLinkParameters) throws {
    if !access.allows(link.origin) { throw refusal(of: link, .origin(access)) }
    for parameter in parameters {
      if let (value, violation) = parameter.violation(in: link) {
        throw refusal(of: link, .parameter(name: parameter.name, value: value, violation))
      }
    }
  }

  /// The error refusing a link by a rule of this entry.
  func refusal(of link: DeepLinkParameters, _ rule: LinkRefusal.Rule) -> DeepLinkError {
    .blocked(LinkRefusal(link: link.received, origin: link.origin, pattern: pattern.text, rule: rule))
  }

  /// Whether the rule takes a URL with this scheme and host; `host` is `nil` when the URL has
  /// none or its host was read as the first path segment, which only rules without a host take.
  func accepts(scheme urlScheme: String?, host urlHost: String?) -> Bool {
    if let scheme, !LinkURL.equalIgnoringASCIICase(scheme, urlScheme ?? "") { return false }
    guard let host else { return true }
    return urlHost.map(host.matches) ?? false
  }
}

/// One entry a link matched, and the values it carries for it.
struct LinkPart {
  let rule: DeepLinkRule
  let parameters: DeepLinkParameters
}

/// A link once its entries' rules passed: one part, or one per route of a stack link, and where
/// its routes go.
struct ResolvedLink {
  init(
    url: URL, parts: [LinkPart], placement: DeepLinkPlacement, origin: LinkOrigin, stacks: [NavigationStackID?]? = nil
  ) {
    (self.url, self.parts, self.placement, self.origin) = (url, parts, placement, origin)
    self.stacks = stacks ?? parts.map { _ in nil }
  }

  /// The URL as opened (a stack link's whole URL), to open it again when a protected flow held it.
  let url: URL
  let parts: [LinkPart]
  let placement: DeepLinkPlacement
  let origin: LinkOrigin
  /// Who gave the command that opens it, for the flight recorder.
  var source = CommandSource.api
  /// The navigation stack a stack link names for each part's pushes, by part; `nil` where it names none.
  var stacks: [NavigationStackID?]
  /// The part that decides for the link as a whole (refuses at the limit).
  var first: LinkPart { parts[0] }
  /// The link as it came, whole, with every part's URL: what events and the ask-first handler show.
  var link: DeepLink { DeepLink(url, from: origin, parts: parts.map(\.parameters.url)) }
  /// The first part whose entry asks the user about a link of this origin, if any.
  var asking: LinkPart? { parts.first { $0.rule.access.asksUser(origin) } }

  /// The error refusing the link by a rule of a part's entry (the first part's by default).
  func refusal(_ rule: LinkRefusal.Rule, of part: LinkPart? = nil) -> DeepLinkError {
    let part = part ?? first
    return part.rule.refusal(of: part.parameters, rule)
  }
}

extension DeepLinkTrie where Entry == DeepLinkRule {
  /// The rule a URL matches and the values it carries.
  ///
  /// With a custom scheme read ``CustomSchemeHost/firstPathSegment`` the host is
  /// tried first as the first path segment (by patterns without a host), then as a host:
  /// `myapp://learn/42` reads as `/learn/42`.
  /// - Parameters:
  ///   - url: The URL.
  ///   - received: The link as the app received it, for errors.
  ///   - origin: Where it came from, for the route maker and refusals.
  ///   - customSchemeHost: How a custom scheme's host is read.
  /// - Throws: ``DeepLinkError/malformedURL(_:)``, ``DeepLinkError/noMatch(_:)``,
  ///   ``DeepLinkError/invalidHost(_:url:)``, or ``DeepLinkError/invalidParameter(name:value:url:)``
  ///   for a `:name` value that is not one segment.
  func resolve(
    _ url: URL, received: String, origin: LinkOrigin = .inApp,
    customSchemeHost: CustomSchemeHost = .firstPathSegment
  ) throws -> LinkPart {
    guard let link = LinkURL(url) else { throw DeepLinkError.malformedURL(received) }
    let (scheme, host) = (link.scheme, link.host)
    // A host that leads the segments is tried first as the first path segment.
    let hostRead = link.pathStart == 0 || customSchemeHost == .host
    let found =
      (hostRead ? nil : match(link.segments[...]) { $0.host == nil && $0.accepts(scheme: scheme, host: nil) })
      ?? match(link.segments[link.pathStart...]) {
        (hostRead || $0.host != nil) && $0.accepts(scheme: scheme, host: host)
      }
    guard let found else {
      // A host no host rule could read: say so, rather than that nothing matched.
      if let invalid = link.invalidHost, hostRead { throw DeepLinkError.invalidHost(invalid, url: received) }
      throw DeepLinkError.noMatch(received)
    }
    // A `:name` parameter is one segment: its decoded value never splits into more, or climbs.
    for (name, value) in zip(found.entry.pattern.names, found.parameters) where !Self.isOneSegment(value) {
      throw DeepLinkError.invalidParameter(name: name, value: value, url: received)
    }
    let parameters = DeepLinkParameters(
      url: url, origin: origin, host: host, names: found.entry.pattern.names, values: found.parameters,
      rest: found.rest, query: link.query, repeatedNames: link.repeatedNames, received: received)
    return LinkPart(rule: found.entry, parameters: parameters)
  }

  /// Whether a decoded value is one path segment: no `/` or NUL, and not `.` or `..`.
  static func isOneSegment(_ value: String) -> Bool {
    value != "." && value != ".." && !value.utf8.contains { $0 == UInt8(ascii: "/") || $0 == 0 }
  }
}
