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

  struct Entry: Sendable {
    let pattern: DeepLinkPattern
    let scheme: String?
    let host: String?
    let placement: DeepLinkPlacement
    let makeRoutes: RouteMaker

    func accepts(scheme urlScheme: String?, host urlHost: String?, reading: HostReading) -> Bool {
      if let scheme, scheme.caseInsensitiveCompare(urlScheme ?? "") != .orderedSame { return false }
      guard let host else { return reading != .constrainedHost }
      return reading != .firstSegment && host.caseInsensitiveCompare(urlHost ?? "") == .orderedSame
    }
  }

  /// How one matching attempt reads the URL's host.
  enum HostReading {
    /// `myapp://learn/42`: the host is the first path segment; for patterns without a host.
    case firstSegment
    /// `https://example.com/learn/42`: the host is a host; any pattern whose constraint it meets.
    case host
    /// `myapp://example.com/learn/42`: the host is a host, for host-constrained patterns only.
    case constrainedHost
  }

  private var trie = DeepLinkTrie<Entry>()

  /// Creates an empty map.
  public init() {}

  /// The number of patterns.
  public var count: Int { trie.entries.count }

  /// Adds a pattern. Earlier patterns win over later ones that match the same URL equally well;
  /// a literal segment beats a parameter, which beats a wildcard.
  /// - Parameters:
  ///   - pattern: `/literal/:parameter/*rest`; a wildcard only last. A literal is checked at
  ///     launch (see ``DeepLinkPattern``); make a run-time one with `try DeepLinkPattern(text)`.
  ///   - scheme: The URL scheme required (`myapp`, `https`), or `nil` for any.
  ///   - host: The host required (`example.com`), or `nil` for any.
  ///   - placement: Where the routes go.
  ///   - routes: Makes the routes from the link's parameters. The typed accessors throw
  ///     ``DeepLinkError/invalidParameter(name:value:url:)``; any other error refuses the link as
  ///     ``DeepLinkError/refused(_:reason:)``.
  public mutating func add(
    _ pattern: DeepLinkPattern, scheme: String? = nil, host: String? = nil, placement: DeepLinkPlacement = .onTop,
    routes: @escaping RouteMaker
  ) {
    trie.insert(pattern, Entry(pattern: pattern, scheme: scheme, host: host, placement: placement, makeRoutes: routes))
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
  ///   - destination: Makes the destination from the link's parameters.
  public mutating func add(
    _ pattern: DeepLinkPattern, presentation: Presentation, scheme: String? = nil, host: String? = nil,
    placement: DeepLinkPlacement = .onTop, destination: @escaping @Sendable (DeepLinkParameters) throws -> Destination
  ) {
    add(pattern, scheme: scheme, host: host, placement: placement) { link in
      [Route(try destination(link), presentation: presentation)]
    }
  }

  /// The routes and placement a URL maps to. Nothing is changed anywhere: this only reads.
  ///
  /// ```swift
  /// let (routes, placement) = try links.match(URL(string: "myapp://learn/42")!)
  /// ```
  /// With a custom scheme the host is tried first as the first path segment (by patterns
  /// without a host constraint), then the path alone.
  /// - Parameter url: The URL.
  /// - Returns: The routes, bottom first, and where they go.
  /// - Throws: ``DeepLinkError``: a malformed URL, no match, or an invalid parameter.
  /// - Complexity: O(*m*) in the URL's length for a map of literal patterns, whatever the
  ///   number of patterns.
  public func match(_ url: URL) throws -> (routes: [Route<Destination>], placement: DeepLinkPlacement) {
    try match(url, received: url.absoluteString)
  }

  /// Matches a URL; errors name the link as the app received it (`received`).
  func match(_ url: URL, received: String) throws -> (routes: [Route<Destination>], placement: DeepLinkPlacement) {
    guard let components = URLComponents(url: url, resolvingAgainstBaseURL: false) else {
      throw DeepLinkError.malformedURL(received)
    }
    var segments: [String] = []
    for part in components.percentEncodedPath.split(separator: "/", omittingEmptySubsequences: true) {
      guard let decoded = part.removingPercentEncoding else { throw DeepLinkError.malformedURL(received) }
      segments.append(decoded)
    }
    let scheme = components.scheme
    let host = components.host.flatMap { $0.isEmpty ? nil : $0 }
    // Custom schemes put the first segment in the host: myapp://learn/42 reads as /learn/42.
    let isWeb = scheme.map { ["http", "https"].contains($0.lowercased()) } ?? false
    let attempts: [(segments: [String], reading: HostReading)] =
      if let host, !isWeb { [([host] + segments, .firstSegment), (segments, .constrainedHost)] } else { [(segments, .host)] }
    for attempt in attempts {
      let found = trie.match(attempt.segments) { $0.accepts(scheme: scheme, host: host, reading: attempt.reading) }
      guard let found else { continue }
      let names = found.entry.pattern.segments.compactMap { if case .parameter(let name) = $0 { name } else { nil } }
      var query: [String: String] = [:]
      for item in components.queryItems ?? [] where query[item.name] == nil { query[item.name] = item.value ?? "" }
      let parameters = DeepLinkParameters(
        url: url, path: Dictionary(zip(names, found.parameters), uniquingKeysWith: { first, _ in first }),
        rest: found.rest, query: query, received: received)
      do {
        return (try found.entry.makeRoutes(parameters), found.entry.placement)
      } catch let error as DeepLinkError {
        throw error
      } catch {
        throw DeepLinkError.refused(received, reason: "\(error)")
      }
    }
    throw DeepLinkError.noMatch(received)
  }
}
