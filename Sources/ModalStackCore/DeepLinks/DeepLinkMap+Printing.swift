import Foundation

extension DeepLinkMap {
  /// The URL that opens a route, printed by the first entry whose printer and presentation take
  /// it, and checked to open that entry and destination again.
  ///
  /// ```swift
  /// ShareLink(item: try links.url(for: route, scheme: "myapp"))   // myapp://learn/42
  /// ```
  /// - Parameters:
  ///   - route: The route.
  ///   - scheme: The scheme, for an entry that names none.
  ///   - host: The host, for an entry that names none; an `https` link needs one.
  /// - Returns: The URL, without the route's id or push stack.
  /// - Throws: ``DeepLinkError/notPrintable(_:)`` when no entry prints the route.
  public func url(for route: Route<Destination>, scheme: String, host: String? = nil) throws -> URL {
    for entry in entries {
      guard let printer = entry.printer, printer.presentation == route.presentation,
        let values = printer.print(route.destination),
        let url = url(entry.rule, values, scheme: scheme, host: host),
        // Not another entry (a literal that beats the parameter) nor a lossy printer's destination.
        let part = try? trie.resolve(url, received: "", customSchemeHost: customSchemeHost),
        part.rule.maker == entry.rule.maker, (try? routes(for: part))?.map(\.destination) == [route.destination]
      else { continue }
      return url
    }
    throw DeepLinkError.notPrintable(route.description)
  }

  /// The URL that opens a whole stack, for Handoff, widgets and saved state: the bottom route's
  /// link, with the links of the routes above it in its fragment (`#stack&then=…&in=feed`).
  /// - Parameters:
  ///   - stack: The stack.
  ///   - scheme: The scheme, for entries that name none.
  ///   - host: The host, for entries that name none.
  /// - Returns: The URL.
  /// - Throws: ``DeepLinkError/notPrintable(_:)`` naming the first route no entry prints.
  public func url(for stack: RouteStack<Destination>, scheme: String, host: String? = nil) throws -> URL {
    let urls = try stack.routes.map { try url(for: $0, scheme: scheme, host: host) }
    guard let first = urls.first else { throw DeepLinkError.notPrintable("root") }
    // `main` is what a push without a stack opens into on a layer of one stack.
    let stacks = stack.routes.map { $0.shownInStack.flatMap { $0 == .main ? nil : "&in=" + Self.encoded($0.name) } }
    let fragment =
      "stack" + (stacks[0] ?? "")
      + zip(urls, stacks).dropFirst().map { "&then=" + Self.encoded($0.absoluteString) + ($1 ?? "") }.joined()
    guard let url = URL(string: first.absoluteString + "#" + fragment) else {
      throw DeepLinkError.notPrintable(stack.description)
    }
    return url
  }

  /// The links of a stack link's routes, bottom first, each with the navigation stack it names;
  /// `nil` for a link of one entry.
  func stackLinkParts(_ url: URL, received: String) throws -> [(url: URL, stack: NavigationStackID?)]? {
    guard let fragment = url.fragment(percentEncoded: true), fragment == "stack" || fragment.hasPrefix("stack&")
    else { return nil }
    guard let first = URL(string: String(url.absoluteString.prefix { $0 != "#" })) else {
      throw DeepLinkError.malformedURL(received)
    }
    var parts: [(url: URL, stack: NavigationStackID?)] = [(first, nil)]
    for item in fragment.split(separator: "&").dropFirst() {
      if item.hasPrefix("then="), let text = item.dropFirst(5).removingPercentEncoding, let part = URL(string: text) {
        parts.append((part, nil))
      } else if item.hasPrefix("in="), let name = item.dropFirst(3).removingPercentEncoding, !name.isEmpty,
        parts[parts.count - 1].stack == nil
      {
        parts[parts.count - 1].stack = NavigationStackID(name)
      } else {
        throw DeepLinkError.malformedURL(received)
      }
    }
    return parts
  }

  /// Runs a resolved link's route makers with the router's link context, in order.
  @MainActor
  func routes(for link: ResolvedLink, context: (any Sendable)?) throws -> [Route<Destination>] {
    var routes = try self.routes(for: link.first, context: context)
    for part in link.parts.dropFirst() { routes += try self.routes(for: part, context: context) }
    return routes
  }

  /// Runs a resolved link's route makers, which need no router, in order.
  func routes(for link: ResolvedLink) throws -> [Route<Destination>] {
    var routes = try routes(for: link.first)
    for part in link.parts.dropFirst() { routes += try self.routes(for: part) }
    return routes
  }

  /// The URL an entry prints for these values, or `nil` when they do not fill its pattern.
  private func url(_ rule: DeepLinkRule, _ values: LinkValues, scheme: String, host: String?) -> URL? {
    var path: [String] = []
    for segment in rule.pattern.segments {
      switch segment {
      case .literal(let text): path.append(text)
      case .parameter(let name, let prefix, let suffix):
        guard let value = values.values[name] else { return nil }
        path.append(prefix + value + suffix)
      case .wildcard:
        guard !values.rest.contains("") else { return nil }
        path += values.rest
      }
    }
    // URL resolution removes dot-segments (`/users/../posts` is `/posts`).
    guard !path.contains(where: { $0 == "." || $0 == ".." }) else { return nil }
    let scheme = rule.scheme ?? scheme
    var text = scheme + "://"
    if rule.host != nil || LinkURL.isWeb(scheme) || customSchemeHost == .host {
      guard let host = values.host ?? rule.host?.printed ?? host, !host.isEmpty || rule.host == nil else { return nil }
      text += Self.encoded(host, keeping: ".-:[]")
    } else if case .literal = rule.pattern.segments.first {
      text += Self.encoded(path.removeFirst())
    }
    text += "/" + path.map { Self.encoded($0, keeping: "@") }.joined(separator: "/")
    let query = values.values.filter { !rule.pattern.names.contains($0.key) }.sorted { $0.key < $1.key }
    if !query.isEmpty {
      text += "?" + query.map { Self.encoded($0.key) + "=" + Self.encoded($0.value) }.joined(separator: "&")
    }
    return URL(string: text)
  }

  /// The text with every character but ASCII letters, digits, `-._~` (and `keeping`) percent-encoded.
  static func encoded(_ text: String, keeping: String = "") -> String {
    text.addingPercentEncoding(withAllowedCharacters: CharacterSet(charactersIn: unreserved + keeping)) ?? text
  }
}

/// RFC 3986's unreserved characters.
private let unreserved = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~"
