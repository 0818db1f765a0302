import Foundation

/// Maps URLs to routes, and routes back to URLs: the app's deep links, universal links and
/// notification payloads, and the links it shares.
///
/// ```swift
/// var links = DeepLinkMap<Screen>()
/// links.add("/learn/:id") { link in
///   [Route(.lesson(try link.value("id")), presentation: .fullScreenCover)]
/// }
/// let router = Router<Screen>(deepLinks: links)
/// try router.open(URL(string: "myapp://learn/42")!)
/// ```
public struct DeepLinkMap<Destination: Hashable & Sendable>: Sendable {
  /// Makes the routes of a matched link.
  public typealias RouteMaker = @Sendable (DeepLinkParameters) throws -> [Route<Destination>]
  /// The values a destination prints with (``LinkValues``), or `nil` when the entry does not print it.
  public typealias Printer = @Sendable (Destination) -> LinkValues?
  typealias Resolver = @MainActor @Sendable (DeepLinkParameters, (any Sendable)?) async throws -> [Route<Destination>]
  typealias ContextRouteMaker =
    @MainActor @Sendable (DeepLinkParameters, (any Sendable)?) throws -> [Route<Destination>]

  enum Maker {
    case routes(RouteMaker)
    case contextRoutes(ContextRouteMaker)
    case resolver(Resolver, timeout: Duration)
  }

  struct Entry {
    let rule: DeepLinkRule
    let maker: Maker
    let printer: (presentation: Presentation, print: Printer)?
  }

  private(set) var trie = DeepLinkTrie<DeepLinkRule>()
  /// The entries, by ``DeepLinkRule/maker``.
  private(set) var entries: [Entry] = []

  /// How a custom scheme's host is read; ``CustomSchemeHost/firstPathSegment`` by default.
  public var customSchemeHost = CustomSchemeHost.firstPathSegment

  /// Creates an empty map.
  public init() {}

  /// The number of patterns.
  public var count: Int { entries.count }

  /// Adds a pattern. Earlier patterns win over later ones that match the same URL equally well;
  /// a literal segment beats a parameter, which beats a wildcard.
  /// - Parameters:
  ///   - pattern: `/literal/:parameter/*rest` (``DeepLinkPattern``).
  ///   - scheme: The URL scheme required (`myapp`, `https`), or `nil` for any.
  ///   - host: The hosts matched (``LinkHost``), or `nil` for no host constraint.
  ///   - placement: Where the routes go.
  ///   - access: Which origins may open it; ``LinkAccess/anyOrigin`` by default.
  ///   - parameters: The parameters' declarations, checked before `routes` runs; none by default.
  ///     One named like the pattern's wildcard stops the app when the map is built.
  ///   - routes: Makes the routes; any error refuses the link (``DeepLinkError/refused(_:reason:)``).
  public mutating func add(
    _ pattern: DeepLinkPattern, scheme: String? = nil, host: LinkHost? = nil, placement: DeepLinkPlacement = .onTop,
    access: LinkAccess = .anyOrigin, parameters: [LinkParameter] = [], routes: @escaping RouteMaker
  ) {
    add(pattern, scheme, host, placement, access, parameters, .routes(routes), printer: nil)
  }

  /// Adds a pattern that opens one destination with one presentation, and, with `printer`,
  /// prints it back (``url(for:scheme:host:)-(Route<Destination>,_,_)``).
  /// - Parameters:
  ///   - pattern: `/literal/:parameter/*rest`.
  ///   - presentation: How the destination is shown.
  ///   - scheme: The URL scheme required, or `nil`.
  ///   - host: The hosts matched, or `nil`.
  ///   - placement: Where the route goes.
  ///   - access: Which origins may open it.
  ///   - parameters: The parameters' declarations.
  ///   - destination: Makes the destination from the link's parameters.
  ///   - printer: The inverse of `destination`; `nil` when the entry prints nothing.
  public mutating func add(
    _ pattern: DeepLinkPattern, presentation: Presentation, scheme: String? = nil, host: LinkHost? = nil,
    placement: DeepLinkPlacement = .onTop, access: LinkAccess = .anyOrigin, parameters: [LinkParameter] = [],
    destination: @escaping @Sendable (DeepLinkParameters) throws -> Destination, printer: Printer? = nil
  ) {
    let maker = Maker.routes { link in [Route(try destination(link), presentation: presentation)] }
    add(pattern, scheme, host, placement, access, parameters, maker, printer: printer.map { (presentation, $0) })
  }

  /// Adds a pattern whose routes are made at once from the router's ``Router/linkContext`` (the
  /// app's state); ``match(_:from:)`` refuses its links, as only a router has a context.
  /// - Parameters:
  ///   - pattern: `/literal/:parameter/*rest`.
  ///   - scheme: The URL scheme required, or `nil`.
  ///   - host: The hosts matched, or `nil`.
  ///   - placement: Where the routes go.
  ///   - access: Which origins may open it.
  ///   - parameters: The parameters' declarations.
  ///   - context: The type of ``Router/linkContext`` the maker reads; the link is refused without it.
  ///   - routes: Makes the routes, on the main actor; an error refuses the link.
  public mutating func add<Context>(
    _ pattern: DeepLinkPattern, scheme: String? = nil, host: LinkHost? = nil, placement: DeepLinkPlacement = .onTop,
    access: LinkAccess = .anyOrigin, parameters: [LinkParameter] = [], context: Context.Type,
    routes: @escaping @MainActor @Sendable (DeepLinkParameters, Context) throws -> [Route<Destination>]
  ) {
    let maker: ContextRouteMaker = { link, context in try routes(link, try Self.context(context, for: link)) }
    add(pattern, scheme, host, placement, access, parameters, .contextRoutes(maker), printer: nil)
  }

  /// Adds a pattern whose routes are resolved asynchronously from the router's
  /// ``Router/linkContext``; the link waits, changing nothing, until they are.
  /// - Parameters:
  ///   - pattern: `/literal/:parameter/*rest`.
  ///   - scheme: The URL scheme required, or `nil`.
  ///   - host: The hosts matched, or `nil`.
  ///   - placement: Where the routes go.
  ///   - access: Which origins may open it.
  ///   - parameters: The parameters' declarations.
  ///   - context: The type of ``Router/linkContext`` the resolver reads; the link is refused without it.
  ///   - timeout: How long `resolve` may take before the link fails (``DeepLinkError/timedOut(_:after:)``).
  ///   - resolve: Makes the routes, on the main actor; an error fails the link.
  public mutating func add<Context>(
    _ pattern: DeepLinkPattern, scheme: String? = nil, host: LinkHost? = nil, placement: DeepLinkPlacement = .onTop,
    access: LinkAccess = .anyOrigin, parameters: [LinkParameter] = [], context: Context.Type,
    timeout: Duration = .seconds(10),
    resolve: @escaping @MainActor @Sendable (DeepLinkParameters, Context) async throws -> [Route<Destination>]
  ) {
    let resolver: Resolver = { link, context in try await resolve(link, try Self.context(context, for: link)) }
    add(pattern, scheme, host, placement, access, parameters, .resolver(resolver, timeout: timeout), printer: nil)
  }

  /// The router's link context as the type an entry reads, or a refusal naming the type.
  private static func context<Context>(_ context: (any Sendable)?, for link: DeepLinkParameters) throws -> Context {
    guard let context = context as? Context else {
      throw DeepLinkError.refused(link.received, reason: "the router has no link context of type \(Context.self)")
    }
    return context
  }

  private mutating func add(
    _ pattern: DeepLinkPattern, _ scheme: String?, _ host: LinkHost?, _ placement: DeepLinkPlacement,
    _ access: LinkAccess, _ parameters: [LinkParameter], _ maker: Maker,
    printer: (presentation: Presentation, print: Printer)?
  ) {
    // A wildcard's segments are not checked: sharing a declaration's name would let a link pass
    // the check with one value and hand the maker another.
    for case .wildcard(let name) in pattern.segments where parameters.contains(where: { $0.name == name }) {
      preconditionFailure(
        "\(pattern): the parameter \(name) is declared with the name of the pattern's wildcard *\(name)")
    }
    let rule = DeepLinkRule(
      pattern: pattern, scheme: scheme, host: host, placement: placement, maker: entries.count, access: access,
      parameters: parameters)
    trie.insert(pattern, rule)
    entries.append(Entry(rule: rule, maker: maker, printer: printer))
  }

  /// The routes (bottom first) and placement a URL from an origin maps to, after the entry's rules;
  /// the user is not asked (the router does that). Only reads.
  ///
  /// ```swift
  /// let (routes, placement) = try links.match(url, from: .universalLink(domain: "example.com"))
  /// ```
  /// - Parameters:
  ///   - url: The link.
  ///   - origin: Where the link came from; the app itself by default.
  /// - Throws: ``DeepLinkError``; ``DeepLinkError/blocked(_:)`` names the rule the link broke, and
  ///   ``DeepLinkError/refused(_:reason:)`` an entry that reads the context.
  /// - Complexity: O(*m*) in the URL's length for a map of literal patterns.
  public func match(_ url: URL, from origin: LinkOrigin = .inApp) throws -> (
    routes: [Route<Destination>], placement: DeepLinkPlacement
  ) {
    let link = try resolve(url, received: url.absoluteString, origin: origin)
    return (try routes(for: link), link.placement)
  }

  /// The values a URL carries for the pattern it matches, without running its route maker.
  package func parameters(matching url: URL) throws -> DeepLinkParameters {
    try trie.resolve(url, received: url.absoluteString, customSchemeHost: customSchemeHost).parameters
  }

  /// The entries a URL matches once their rules pass; a stack link's parts each match under the
  /// outer link's scheme, host and origin, and more than `maxRoutes` parts are refused unread.
  func resolve(_ url: URL, received: String, origin: LinkOrigin, maxRoutes: Int = .max) throws -> ResolvedLink {
    func checkedPart(_ url: URL) throws -> LinkPart {
      let part = try trie.resolve(url, received: received, origin: origin, customSchemeHost: customSchemeHost)
      try part.rule.check(part.parameters)
      return part
    }
    guard let urls = try stackLinkParts(url, received: received) else {
      let part = try checkedPart(url)
      let placement = origin.isOutside ? part.rule.placement.fromOutside : part.rule.placement
      return ResolvedLink(url: url, parts: [part], placement: placement, origin: origin)
    }
    guard urls.count <= maxRoutes else {
      throw DeepLinkError.refused(received, reason: "more than \(maxRoutes) routes")
    }
    try checkSameAuthority(urls.map(\.url), received: received)
    var parts: [LinkPart] = []
    for (url, stack) in urls {
      var part = try checkedPart(url)
      part.stack = stack
      parts.append(part)
    }
    let replaces = parts.allSatisfy { $0.rule.access.letsReplaceStack(origin) }
    return ResolvedLink(url: url, parts: parts, placement: replaces ? .replaceStack : .onTop, origin: origin)
  }

  /// Throws unless every part of a stack link has the first part's scheme and, if read, host.
  private func checkSameAuthority(_ urls: [URL], received: String) throws {
    let first = urls[0]
    let hostIsHost = LinkURL.isWeb(first.scheme) || customSchemeHost == .host
    for (index, part) in urls.enumerated().dropFirst() {
      let sameScheme = LinkURL.equalIgnoringASCIICase(part.scheme ?? "", first.scheme ?? "")
      let sameHost = LinkURL.equalIgnoringASCIICase(
        part.host(percentEncoded: true) ?? "", first.host(percentEncoded: true) ?? "")
      if !sameScheme || hostIsHost && !sameHost {
        throw DeepLinkError.refused(
          received, reason: "part \(index + 1) (\(part.absoluteString)) names another scheme or host than the link")
      }
    }
  }

  /// Runs a resolved entry's route maker, which must need no router.
  func routes(for part: LinkPart) throws -> [Route<Destination>] {
    let make: RouteMaker
    switch entries[part.rule.maker].maker {
    case .routes(let routes): make = routes
    case .contextRoutes:
      throw DeepLinkError.refused(
        part.parameters.received, reason: "\(part.rule.pattern) reads the router's link context: open it with a router")
    case .resolver:
      throw DeepLinkError.refused(
        part.parameters.received, reason: "\(part.rule.pattern) resolves asynchronously: open it with a router")
    }
    do {
      return part.joiningItsStack(try make(part.parameters))
    } catch {
      throw DeepLinkError.refused(part.parameters.received, by: error)
    }
  }

  /// Runs a resolved entry's route maker with the router's link context.
  @MainActor
  func routes(for part: LinkPart, context: (any Sendable)?) throws -> [Route<Destination>] {
    guard case .contextRoutes(let make) = entries[part.rule.maker].maker else { return try routes(for: part) }
    do {
      return part.joiningItsStack(try make(part.parameters, context))
    } catch {
      throw DeepLinkError.refused(part.parameters.received, by: error)
    }
  }
}
