import Foundation

/// What a ``DeepLinkMap`` knows of one pattern apart from its route maker; independent of the
/// destination type, shared by the trie, the entry and every link that matches it.
final class DeepLinkRule: Sendable {
  let pattern: DeepLinkPattern
  let scheme: String?
  let host: LinkHost?
  let placement: DeepLinkPlacement
  /// The index of the rule's entry in its map.
  let maker: Int
  let access: LinkAccess
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

  /// Checks the origin, then the declared parameters; throws ``DeepLinkError/blocked(_:)``.
  func check(_ link: DeepLinkParameters) throws {
    if !access.allows(link.origin) { throw refusal(of: link, .origin(access)) }
    for parameter in parameters {
      if let (value, violation) = parameter.violation(in: link) {
        throw refusal(of: link, .parameter(name: parameter.name, value: value, violation))
      }
    }
  }

  func refusal(of link: DeepLinkParameters, _ rule: LinkRefusal.Rule) -> DeepLinkError {
    .blocked(LinkRefusal(link: link.received, origin: link.origin, pattern: pattern.text, rule: rule))
  }

  /// Whether the rule takes this scheme and host; `nil` when it was read as the first path segment.
  func accepts(scheme urlScheme: String?, host urlHost: String?) -> Bool {
    if let scheme, !LinkURL.equalIgnoringASCIICase(scheme, urlScheme ?? "") { return false }
    guard let host else { return true }
    return urlHost.map(host.matches) ?? false
  }
}

/// One entry a link matched, the values it carries for it, and the navigation stack a stack
/// link names for its pushes.
struct LinkPart {
  let rule: DeepLinkRule
  let parameters: DeepLinkParameters
  var stack: NavigationStackID?

  /// The routes its entry made, the pushes that name no stack in the one the link names, if any.
  func joiningItsStack<Destination>(_ routes: [Route<Destination>]) -> [Route<Destination>] {
    guard let stack else { return routes }
    var routes = routes
    for index in routes.indices where routes[index].presentation == .push && routes[index].stack == nil {
      routes[index].stack = stack
    }
    return routes
  }
}

/// A link once its entries' rules passed: one part, or one per route of a stack link.
struct ResolvedLink {
  /// The URL as opened, to open it again when a protected flow held it.
  let url: URL
  let parts: [LinkPart]
  let placement: DeepLinkPlacement
  let origin: LinkOrigin
  /// Who gave the command that opens it, for the flight recorder.
  var source = CommandSource.api
  /// The part that decides for the link as a whole (refuses at the limit).
  var first: LinkPart { parts[0] }
  /// What events and the ask-first handler show.
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
  /// The rule a URL matches and the values it carries; errors name `received`.
  func resolve(
    _ url: URL, received: String, origin: LinkOrigin = .inApp,
    customSchemeHost: CustomSchemeHost = .firstPathSegment
  ) throws -> LinkPart {
    guard let link = LinkURL(url) else { throw DeepLinkError.malformedURL(received) }
    let (scheme, host) = (link.scheme, link.host)
    // A leading host is tried first as the first path segment, by rules without a host.
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
    // A decoded `:name` value never splits into more segments, or climbs.
    for (name, value) in zip(found.entry.pattern.names, found.parameters) where !Self.isOneSegment(value) {
      throw DeepLinkError.invalidParameter(name: name, value: value, url: received)
    }
    let parameters = DeepLinkParameters(
      url: url, origin: origin, host: host, names: found.entry.pattern.names, values: found.parameters,
      rest: found.rest, query: link.query, repeatedNames: link.repeatedNames, received: received)
    return LinkPart(rule: found.entry, parameters: parameters)
  }

  /// No `/` or NUL, and not `.` or `..`.
  static func isOneSegment(_ value: String) -> Bool {
    value != "." && value != ".." && !value.utf8.contains { $0 == UInt8(ascii: "/") || $0 == 0 }
  }
}
