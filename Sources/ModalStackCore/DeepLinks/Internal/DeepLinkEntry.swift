import Foundation

/// One pattern of a ``DeepLinkMap``: its rules, its route maker and its printer. One object,
/// shared by the map's trie and every link that matches it, and told from another by identity.
final class DeepLinkEntry<Destination: Hashable & Sendable>: Sendable {
  let pattern: DeepLinkPattern
  let scheme: String?
  let host: LinkHost?
  let placement: DeepLinkPlacement
  let access: LinkAccess
  let parameters: [LinkParameter]
  let maker: DeepLinkMap<Destination>.Maker
  let printer: (presentation: Presentation, print: DeepLinkMap<Destination>.Printer)?

  init(
    pattern: DeepLinkPattern, scheme: String?, host: LinkHost?, placement: DeepLinkPlacement, access: LinkAccess,
    parameters: [LinkParameter], maker: DeepLinkMap<Destination>.Maker,
    printer: (presentation: Presentation, print: DeepLinkMap<Destination>.Printer)?
  ) {
    self.pattern = pattern
    self.scheme = scheme
    self.host = host
    self.placement = placement
    self.access = access
    self.parameters = parameters
    self.maker = maker
    self.printer = printer
  }

  /// Checks the origin, then the declared parameters; throws ``DeepLinkError/blocked(_:)``.
  func admit(_ link: DeepLinkParameters, from origin: LinkOrigin) throws {
    if !access.allows(origin) { throw refusal(of: link, from: origin, .origin(access)) }
    for parameter in parameters {
      if let (value, violation) = parameter.violation(in: link) {
        throw refusal(of: link, from: origin, .parameter(name: parameter.name, value: value, violation))
      }
    }
  }

  func refusal(of link: DeepLinkParameters, from origin: LinkOrigin, _ rule: LinkRefusal.Rule) -> DeepLinkError {
    .blocked(LinkRefusal(link: link.received, origin: origin, pattern: pattern.text, rule: rule))
  }

  /// Whether the entry takes this scheme and host; `nil` when it was read as the first path segment.
  func accepts(scheme urlScheme: String?, host urlHost: String?) -> Bool {
    if let scheme, !LinkURL.equalIgnoringASCIICase(scheme, urlScheme ?? "") { return false }
    guard let host else { return true }
    return urlHost.map(host.matches) ?? false
  }
}

/// One entry a link matched, the values it carries for it, and the navigation stack a stack link
/// names for its pushes.
struct LinkPart<Destination: Hashable & Sendable> {
  let entry: DeepLinkEntry<Destination>
  let parameters: DeepLinkParameters
  var stack: NavigationStackID?

  /// Runs the entry's route maker without a router: an entry that needs one is refused.
  func routes() throws -> [Route<Destination>] {
    switch entry.maker {
    case .routes(let make): return try made { try make(parameters) }
    case .contextRoutes:
      throw DeepLinkError.refused(
        parameters.received, reason: "\(entry.pattern) reads the router's link context: open it with a router")
    case .resolver:
      throw DeepLinkError.refused(
        parameters.received, reason: "\(entry.pattern) resolves asynchronously: open it with a router")
    }
  }

  /// Runs the entry's route maker with the router's link context.
  @MainActor
  func routes(context: (any Sendable)?) throws -> [Route<Destination>] {
    guard case .contextRoutes(let make) = entry.maker else { return try routes() }
    return try made { try make(parameters, context) }
  }

  /// The routes a maker made, its error as a refusal; pushes that name no stack join ``stack``.
  private func made(_ make: () throws -> [Route<Destination>]) throws -> [Route<Destination>] {
    var routes: [Route<Destination>]
    do {
      routes = try make()
    } catch {
      throw DeepLinkError.refused(parameters.received, by: error)
    }
    for index in routes.indices where routes[index].presentation == .push && routes[index].stack == nil {
      routes[index].stack = stack
    }
    return routes
  }
}

/// A link once its entries' rules passed: one part, or one per route of a stack link.
struct ResolvedLink<Destination: Hashable & Sendable> {
  /// The URL as opened, to open it again when a protected flow held it.
  let url: URL
  let parts: [LinkPart<Destination>]
  let placement: DeepLinkPlacement
  let origin: LinkOrigin
  /// Who gave the command that opens it, for the flight recorder.
  var source = CommandSource.api
  /// The part that decides for the link as a whole (refuses at the limit).
  var first: LinkPart<Destination> { parts[0] }
  /// What events and the ask-first handler show.
  var link: DeepLink { DeepLink(url, from: origin, parts: parts.map(\.parameters.url)) }
  /// The first part whose entry asks the user about a link of this origin, if any.
  var asking: LinkPart<Destination>? { parts.first { $0.entry.access.asksUser(origin) } }

  /// The error refusing the link by a rule of a part's entry (the first part's by default).
  func refusal(_ rule: LinkRefusal.Rule, of part: LinkPart<Destination>? = nil) -> DeepLinkError {
    let part = part ?? first
    return part.entry.refusal(of: part.parameters, from: origin, rule)
  }
}

extension DeepLinkMap {
  /// The entry a URL matches and the values it carries; errors name `received`.
  func part(
    matching url: URL, received: String, stack: NavigationStackID? = nil
  ) throws -> LinkPart<Destination> {
    guard let link = LinkURL(url) else { throw DeepLinkError.malformedURL(received) }
    let (scheme, host) = (link.scheme, link.host)
    // A leading host is tried first as the first path segment, by entries without a host.
    let hostRead = link.pathStart == 0 || customSchemeHost == .host
    let found =
      (hostRead ? nil : trie.match(link.segments[...]) { $0.host == nil && $0.accepts(scheme: scheme, host: nil) })
      ?? trie.match(link.segments[link.pathStart...]) {
        (hostRead || $0.host != nil) && $0.accepts(scheme: scheme, host: host)
      }
    guard let found else {
      // A host no host entry could read: say so, rather than that nothing matched.
      if let invalid = link.invalidHost, hostRead { throw DeepLinkError.invalidHost(invalid, url: received) }
      throw DeepLinkError.noMatch(received)
    }
    // A decoded `:name` value never splits into more segments, or climbs.
    for (name, value) in zip(found.entry.pattern.names, found.parameters) where !Self.isOneSegment(value) {
      throw DeepLinkError.invalidParameter(name: name, value: value, url: received)
    }
    let parameters = DeepLinkParameters(
      url: url, host: host, names: found.entry.pattern.names, values: found.parameters,
      rest: found.rest, query: link.query, repeatedNames: link.repeatedNames, received: received)
    return LinkPart(entry: found.entry, parameters: parameters, stack: stack)
  }

  /// No `/` or NUL, and not `.` or `..`.
  private static func isOneSegment(_ value: String) -> Bool {
    value != "." && value != ".." && !value.utf8.contains { $0 == UInt8(ascii: "/") || $0 == 0 }
  }
}
