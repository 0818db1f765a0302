import Foundation

/// Maps URLs to routes, and routes back to URLs: the app's deep links, universal links and
/// notification payloads, and the links it shares.
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
/// in the number of patterns. A custom scheme's host (`myapp://learn/42`) is read as the first
/// path segment by default (``customSchemeHost``); `http` and `https` URLs match by path, the host
/// checked only against an entry's ``LinkHost``.
public struct DeepLinkMap<Destination: Hashable & Sendable>: Sendable {
  /// Makes the routes of a matched link.
  public typealias RouteMaker = @Sendable (DeepLinkParameters) throws -> [Route<Destination>]
  /// Gives the values a destination prints with (``LinkValues``), or `nil` when the entry does
  /// not print it.
  public typealias Printer = @Sendable (Destination) -> LinkValues?
  /// Makes the routes of a matched link from the app's state or services, asynchronously.
  typealias Resolver = @MainActor @Sendable (DeepLinkParameters, (any Sendable)?) async throws -> [Route<Destination>]
  /// Makes the routes of a matched link from the app's state, at once.
  typealias ContextRouteMaker =
    @MainActor @Sendable (DeepLinkParameters, (any Sendable)?) throws -> [Route<Destination>]

  /// What makes an entry's routes.
  enum Maker {
    case routes(RouteMaker)
    case contextRoutes(ContextRouteMaker)
    case resolver(Resolver, timeout: Duration)
  }

  /// One entry besides its pattern: what makes its routes and, for an entry of one destination
  /// and one presentation, what prints it.
  struct Entry {
    let rule: DeepLinkRule
    let maker: Maker
    let printer: (presentation: Presentation, print: Printer)?
  }

  private(set) var trie = DeepLinkTrie<DeepLinkRule>()
  /// The entries, by ``DeepLinkRule/maker``.
  private(set) var entries: [Entry] = []

  /// How a custom scheme's host is read; ``CustomSchemeHost/firstPathSegment`` by default:
  /// `myapp://learn/42` is the path `/learn/42`.
  public var customSchemeHost = CustomSchemeHost.firstPathSegment

  /// Creates an empty map.
  public init() {}

  /// The number of patterns.
  public var count: Int { entries.count }

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
  ///   - host: The hosts matched (``LinkHost``: one, a set, any, a domain), or `nil` for no
  ///     host constraint.
  ///   - placement: Where the routes go.
  ///   - access: Which origins may open it, and whether links from outside ask the user first;
  ///     every origin by default (``LinkAccess/anyOrigin``).
  ///   - parameters: The parameters' declarations; none by default. A declaration named like the
  ///     pattern's wildcard (`*rest` and `.text("rest")`) stops the app when the map is built, as
  ///     an invalid pattern literal does: a wildcard and a query item never share a name.
  ///   - routes: Makes the routes from the link's parameters. The typed accessors throw
  ///     ``DeepLinkError/invalidParameter(name:value:url:)``; any other error refuses the link as
  ///     ``DeepLinkError/refused(_:reason:)``.
  public mutating func add(
    _ pattern: DeepLinkPattern, scheme: String? = nil, host: LinkHost? = nil, placement: DeepLinkPlacement = .onTop,
    access: LinkAccess = .anyOrigin, parameters: [LinkParameter] = [], routes: @escaping RouteMaker
  ) {
    add(pattern, scheme, host, placement, access, parameters, .routes(routes), printer: nil)
  }

  /// Adds a pattern that opens one destination with one presentation, and, with `printer`,
  /// prints it back (``url(for:scheme:host:)-(Route<Destination>,_,_)``).
  ///
  /// ```swift
  /// links.add("/learn/:id", presentation: .fullScreenCover) { .lesson(try $0.value("id")) } printer: {
  ///   if case .lesson(let id) = $0 { ["id": "\(id)"] } else { nil }
  /// }
  /// ```
  /// - Parameters:
  ///   - pattern: `/literal/:parameter/*rest`.
  ///   - presentation: How the destination is shown.
  ///   - scheme: The URL scheme required, or `nil`.
  ///   - host: The hosts matched, or `nil`.
  ///   - placement: Where the route goes.
  ///   - access: Which origins may open it; every origin by default.
  ///   - parameters: The parameters' declarations; none by default.
  ///   - destination: Makes the destination from the link's parameters.
  ///   - printer: The inverse of `destination`: the values of a destination this entry makes, or
  ///     `nil` for the others; `nil` (the default) when the entry prints nothing.
  public mutating func add(
    _ pattern: DeepLinkPattern, presentation: Presentation, scheme: String? = nil, host: LinkHost? = nil,
    placement: DeepLinkPlacement = .onTop, access: LinkAccess = .anyOrigin, parameters: [LinkParameter] = [],
    destination: @escaping @Sendable (DeepLinkParameters) throws -> Destination, printer: Printer? = nil
  ) {
    let maker = Maker.routes { link in [Route(try destination(link), presentation: presentation)] }
    add(pattern, scheme, host, placement, access, parameters, maker, printer: printer.map { (presentation, $0) })
  }

  /// Adds a pattern whose routes come from the app's state (is the link's server the user's own,
  /// is the user signed in), read at once from the router's ``Router/linkContext``: the link
  /// opens as an entry without context does, in the same call, with no wait.
  ///
  /// ```swift
  /// links.add("/@:user", host: .any, context: Session.self) { link, session in
  ///   guard link.host == session.server else { return [Route(.safari(link.url), presentation: .sheet)] }
  ///   return [Route(.profile(try link.value("user")), presentation: .push)]
  /// }
  /// ```
  /// ``match(_:)`` refuses such an entry's links (``DeepLinkError/refused(_:reason:)``): only a
  /// router has a context.
  /// - Parameters:
  ///   - pattern: `/literal/:parameter/*rest`.
  ///   - scheme: The URL scheme required, or `nil`.
  ///   - host: The hosts matched, or `nil`.
  ///   - placement: Where the routes go.
  ///   - access: Which origins may open it; every origin by default.
  ///   - parameters: The parameters' declarations; none by default.
  ///   - context: The type of the router's ``Router/linkContext`` the maker reads; a link opened
  ///     while the router has none of this type is refused (``DeepLinkError/refused(_:reason:)``)
  ///     and nothing changes.
  ///   - routes: Makes the routes, on the main actor; an error refuses the link as
  ///     ``DeepLinkError/refused(_:reason:)`` (a ``DeepLinkError`` as it is).
  public mutating func add<Context>(
    _ pattern: DeepLinkPattern, scheme: String? = nil, host: LinkHost? = nil, placement: DeepLinkPlacement = .onTop,
    access: LinkAccess = .anyOrigin, parameters: [LinkParameter] = [], context: Context.Type,
    routes: @escaping @MainActor @Sendable (DeepLinkParameters, Context) throws -> [Route<Destination>]
  ) {
    let maker: ContextRouteMaker = { link, context in try routes(link, try Self.context(context, for: link)) }
    add(pattern, scheme, host, placement, access, parameters, .contextRoutes(maker), printer: nil)
  }

  /// Adds a pattern whose routes come from the app's state or services (is the user signed in, a
  /// server's answer), asynchronously. The origin and parameter rules run first; while `resolve`
  /// runs the link waits and nothing changes on screen; a newer link or a command of the app's
  /// cancels it, and so does `timeout`. See ``Router/linkContext``.
  ///
  /// ```swift
  /// links.add("/@:user", host: .any, context: Session.self) { link, session in
  ///   let account = try await session.client.lookUp(try link.value("user"), on: link.host!)
  ///   return [Route(.profile(account), presentation: .push)]
  /// }
  /// ```
  /// - Parameters:
  ///   - pattern: `/literal/:parameter/*rest`.
  ///   - scheme: The URL scheme required, or `nil`.
  ///   - host: The hosts matched, or `nil`.
  ///   - placement: Where the routes go.
  ///   - access: Which origins may open it; every origin by default.
  ///   - parameters: The parameters' declarations; none by default.
  ///   - context: The type of the router's ``Router/linkContext`` the resolver reads; a link
  ///     opened while the router has none of this type is refused (``DeepLinkError/refused(_:reason:)``).
  ///   - timeout: How long `resolve` may take; 10 seconds by default. Then the link fails with
  ///     ``DeepLinkError/timedOut(_:after:)``.
  ///   - resolve: Makes the routes, on the main actor; an error fails the link with
  ///     ``DeepLinkError/refused(_:reason:)`` (a ``DeepLinkError`` as it is).
  public mutating func add<Context>(
    _ pattern: DeepLinkPattern, scheme: String? = nil, host: LinkHost? = nil, placement: DeepLinkPlacement = .onTop,
    access: LinkAccess = .anyOrigin, parameters: [LinkParameter] = [], context: Context.Type,
    timeout: Duration = .seconds(10),
    resolve: @escaping @MainActor @Sendable (DeepLinkParameters, Context) async throws -> [Route<Destination>]
  ) {
    let resolver: Resolver = { link, context in try await resolve(link, try Self.context(context, for: link)) }
    add(pattern, scheme, host, placement, access, parameters, .resolver(resolver, timeout: timeout), printer: nil)
  }

  /// The router's link context as the type an entry reads.
  /// - Throws: ``DeepLinkError/refused(_:reason:)`` naming the link and the type when the router
  ///   has no context of that type.
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
    // A declaration is checked against the query item of its name; the maker reads a wildcard's
    // segments from `rest`, unchecked. One name for both would let a link pass the check with
    // one value and hand the maker another.
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

  /// The routes and placement a URL maps to, as a link from the app itself. Nothing is changed
  /// anywhere: this only reads.
  ///
  /// ```swift
  /// let (routes, placement) = try links.match(URL(string: "myapp://learn/42")!)
  /// ```
  /// - Parameter url: The URL.
  /// - Returns: The routes, bottom first, and where they go.
  /// - Throws: ``DeepLinkError``: a malformed URL, no match, an invalid parameter, a rule of
  ///   the entry (``DeepLinkError/blocked(_:)``), or an entry that resolves asynchronously
  ///   (``DeepLinkError/refused(_:reason:)``: open it with the router).
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
    let link = try resolve(url, received: url.absoluteString, origin: origin)
    return (try routes(for: link.parts), link.placement)
  }

  /// The values a URL carries for the pattern it matches, without making its routes: what
  /// ``match(_:)`` costs before the app's route maker runs.
  /// - Parameter url: The URL.
  /// - Returns: The parameters the route maker would get.
  /// - Throws: ``DeepLinkError/malformedURL(_:)`` or ``DeepLinkError/noMatch(_:)``.
  package func parameters(matching url: URL) throws -> DeepLinkParameters {
    try trie.resolve(url, received: url.absoluteString, customSchemeHost: customSchemeHost).parameters
  }

  /// The entries a URL matches and their values, once each entry's origin and parameter rules
  /// pass; errors name the link as the app received it (`received`). A stack link
  /// (``url(for:scheme:host:)-(RouteStack<Destination>,_,_)``) of more than `maxRoutes` routes is
  /// refused before its parts are read; each part is matched under the outer link's scheme, host
  /// and origin, so a part naming another scheme or host is refused.
  func resolve(_ url: URL, received: String, origin: LinkOrigin, maxRoutes: Int = .max) throws -> ResolvedLink {
    func admitted(_ url: URL) throws -> LinkPart {
      let part = try trie.resolve(url, received: received, origin: origin, customSchemeHost: customSchemeHost)
      try part.rule.admit(part.parameters)
      return part
    }
    guard let urls = try stackLinkParts(url, received: received) else {
      let part = try admitted(url)
      // A link from outside (another app, a web page, another user's post) never dismisses what
      // the user has: it goes on top instead of replacing the stack, and reuses a route only
      // when it is the top one.
      let placement = origin.isOutside ? part.rule.placement.fromOutside : part.rule.placement
      return ResolvedLink(url: url, parts: [part], placement: placement, origin: origin)
    }
    guard urls.count <= maxRoutes else {
      throw DeepLinkError.refused(received, reason: "more than \(maxRoutes) routes")
    }
    try checkSameAuthority(urls.map(\.url), received: received)
    let parts = try urls.map { try admitted($0.url) }
    // A saved stack replaces the stack only for the origins every part's entry lets do so; from
    // outside the app it never removes what the user has.
    let replaces = parts.allSatisfy { $0.rule.access.letsReplaceStack(origin) }
    return ResolvedLink(
      url: url, parts: parts, placement: replaces ? .replaceStack : .onTop, origin: origin, stacks: urls.map(\.stack))
  }

  /// Checks that every part of a stack link has the first part's scheme and, where the host is a
  /// host (a web link, or ``CustomSchemeHost/host``), its host: a fragment cannot reach an entry
  /// kept for another scheme or host.
  private func checkSameAuthority(_ urls: [URL], received: String) throws {
    let first = urls[0]
    let isWeb = first.scheme.map { ["http", "https"].contains(LinkURL.asciiLowercased($0)) } ?? false
    let hostIsHost = isWeb || customSchemeHost == .host
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

  /// Runs resolved entries' route makers, in order.
  /// - Parameter parts: One part or more.
  func routes(for parts: [LinkPart]) throws -> [Route<Destination>] {
    var routes = try routes(for: parts[0])
    for part in parts.dropFirst() { routes += try self.routes(for: part) }
    return routes
  }

  /// Runs a resolved entry's route maker.
  private func routes(for part: LinkPart) throws -> [Route<Destination>] {
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
      return try make(part.parameters)
    } catch {
      throw DeepLinkError.refused(part.parameters.received, by: error)
    }
  }

  /// Runs a resolved entry's route maker with the router's link context.
  @MainActor
  func routes(for part: LinkPart, context: (any Sendable)?) throws -> [Route<Destination>] {
    guard case .contextRoutes(let make) = entries[part.rule.maker].maker else { return try routes(for: [part]) }
    do {
      return try make(part.parameters, context)
    } catch {
      throw DeepLinkError.refused(part.parameters.received, by: error)
    }
  }
}
