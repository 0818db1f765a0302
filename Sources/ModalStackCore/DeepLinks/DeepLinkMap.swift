import Foundation

/// Maps URLs to routes: the app's deep links, universal links and notification payloads.
///
/// ```swift
/// var links = DeepLinkMap<Screen>()
/// links.add("/learn/:id") { link in
///   [Route(.lesson(try link.value("id")), presentation: .fullScreenCover)]
/// }
/// links.add("/settings/*rest", placement: .reuseExisting) { link in
///   [Route(.settings(section: link.rest.first), presentation: .sheet)]
/// }
/// let router = Router<Screen>(deepLinks: links)
/// try router.open(URL(string: "myapp://learn/42")!)
/// ```
///
/// Patterns are stored in a trie by path segment: matching costs time in the URL's length, not
/// in the number of patterns. With a custom scheme (`myapp://learn/42`) the host counts as the
/// first path segment for patterns without a host constraint; `http` and `https` URLs match by
/// path, the host checked only against a pattern's host constraint.
public struct DeepLinkMap<Destination: Hashable & Sendable>: Sendable {
  /// Makes the routes of a matched link.
  public typealias RouteMaker = @Sendable (DeepLinkParameters) throws -> [Route<Destination>]

  private var trie = DeepLinkTrie<DeepLinkRule>()
  /// The route makers, by ``DeepLinkRule/maker``.
  private var makers: [RouteMaker] = []

  /// Creates an empty map.
  public init() {}

  /// The number of patterns.
  public var count: Int { makers.count }

  /// Adds a pattern. Earlier patterns win over later ones that match the same URL equally well;
  /// a literal segment beats a parameter, which beats a wildcard.
  ///
  /// ```swift
  /// links.add("/wallet/send", access: .appAndNotifications, parameters: [.integer("amount", in: 1...10_000)]) { link in
  ///   [Route(.send(amount: try link.value("amount")), presentation: .sheet)]
  /// }
  /// ```
  /// Before `routes` runs, the map checks that the entry allows the link's origin (`access`) and
  /// that every declared parameter meets its declaration; a link that does not is refused with
  /// ``DeepLinkError/blocked(_:)``.
  /// - Parameters:
  ///   - pattern: `/literal/:parameter/*rest`; a wildcard only last. A literal is checked at
  ///     launch (see ``DeepLinkPattern``); make a run-time one with `try DeepLinkPattern(text)`.
  ///   - scheme: The URL scheme required (`myapp`, `https`), or `nil` for any.
  ///   - host: The host required (`example.com`), or `nil` for any.
  ///   - placement: Where the routes go.
  ///   - access: Which origins may open it, and whether links from outside ask the user first;
  ///     every origin by default (``LinkAccess/anyOrigin``).
  ///   - parameters: The parameters' declarations; none by default.
  ///   - routes: Makes the routes from the link's parameters. The typed accessors throw
  ///     ``DeepLinkError/invalidParameter(name:value:url:)``; any other error refuses the link as
  ///     ``DeepLinkError/refused(_:reason:)``.
  public mutating func add(
    _ pattern: DeepLinkPattern, scheme: String? = nil, host: String? = nil, placement: DeepLinkPlacement = .onTop,
    access: LinkAccess = .anyOrigin, parameters: [LinkParameter] = [], routes: @escaping RouteMaker
  ) {
    let rule = DeepLinkRule(
      pattern: pattern, scheme: scheme, host: host, placement: placement, maker: makers.count, access: access,
      parameters: parameters)
    trie.insert(pattern, rule)
    makers.append(routes)
  }

  /// Adds a pattern that opens one destination with one presentation.
  ///
  /// ```swift
  /// links.add("/learn/:id", presentation: .fullScreenCover) { .lesson(try $0.value("id")) }
  /// ```
  /// - Parameters:
  ///   - pattern: `/literal/:parameter/*rest`.
  ///   - presentation: How the destination is shown.
  ///   - scheme: The URL scheme required, or `nil`.
  ///   - host: The host required, or `nil`.
  ///   - placement: Where the route goes.
  ///   - access: Which origins may open it; every origin by default.
  ///   - parameters: The parameters' declarations; none by default.
  ///   - destination: Makes the destination from the link's parameters.
  public mutating func add(
    _ pattern: DeepLinkPattern, presentation: Presentation, scheme: String? = nil, host: String? = nil,
    placement: DeepLinkPlacement = .onTop, access: LinkAccess = .anyOrigin, parameters: [LinkParameter] = [],
    destination: @escaping @Sendable (DeepLinkParameters) throws -> Destination
  ) {
    add(pattern, scheme: scheme, host: host, placement: placement, access: access, parameters: parameters) { link in
      [Route(try destination(link), presentation: presentation)]
    }
  }

  /// The routes and placement a URL maps to, as a link from the app itself. Nothing is changed
  /// anywhere: this only reads.
  ///
  /// ```swift
  /// let (routes, placement) = try links.match(URL(string: "myapp://learn/42")!)
  /// ```
  /// With a custom scheme the host is tried first as the first path segment (by patterns
  /// without a host constraint), then the path alone.
  /// - Parameter url: The URL.
  /// - Returns: The routes, bottom first, and where they go.
  /// - Throws: ``DeepLinkError``: a malformed URL, no match, an invalid parameter, or a rule of
  ///   the entry (``DeepLinkError/blocked(_:)``).
  /// - Complexity: O(*m*) in the URL's length for a map of literal patterns, whatever the
  ///   number of patterns.
  public func match(_ url: URL) throws -> (routes: [Route<Destination>], placement: DeepLinkPlacement) {
    try match(url, from: .inApp)
  }

  /// The routes and placement a URL from an origin maps to, after the entry's rules: the origin
  /// is allowed and the declared parameters are met. The user is not asked here (the router
  /// does that for entries that ask first). Nothing is changed anywhere.
  ///
  /// ```swift
  /// let (routes, _) = try links.match(url, from: .otherApp(sourceApplication: nil))
  /// ```
  /// - Parameters:
  ///   - url: The URL.
  ///   - origin: Where it came from.
  /// - Returns: The routes, bottom first, and where they go.
  /// - Throws: ``DeepLinkError``; ``DeepLinkError/blocked(_:)`` names the rule the link broke.
  public func match(_ url: URL, from origin: LinkOrigin) throws -> (
    routes: [Route<Destination>], placement: DeepLinkPlacement
  ) {
    try routes(for: try resolve(url, received: url.absoluteString, origin: origin))
  }

  /// The values a URL carries for the pattern it matches, without making its routes: what
  /// ``match(_:)`` costs before the app's route maker runs.
  /// - Parameter url: The URL.
  /// - Returns: The parameters the route maker would get.
  /// - Throws: ``DeepLinkError/malformedURL(_:)`` or ``DeepLinkError/noMatch(_:)``.
  package func parameters(matching url: URL) throws -> DeepLinkParameters {
    try trie.resolve(url, received: url.absoluteString).parameters
  }

  /// The entry a URL matches and its values, once the entry's origin and parameter rules pass;
  /// errors name the link as the app received it (`received`).
  func resolve(_ url: URL, received: String, origin: LinkOrigin) throws -> (
    rule: DeepLinkRule, parameters: DeepLinkParameters
  ) {
    let (rule, parameters) = try trie.resolve(url, received: received, origin: origin)
    try rule.admit(parameters)
    return (rule, parameters)
  }

  /// Runs a resolved entry's route maker.
  func routes(for resolved: (rule: DeepLinkRule, parameters: DeepLinkParameters)) throws
    -> (routes: [Route<Destination>], placement: DeepLinkPlacement)
  {
    do {
      return (try makers[resolved.rule.maker](resolved.parameters), resolved.rule.placement)
    } catch let error as DeepLinkError {
      throw error
    } catch {
      throw DeepLinkError.refused(resolved.parameters.received, reason: "\(error)")
    }
  }
}
