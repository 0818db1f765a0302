/// A parsed URL pattern: `/learn/:id`, `/@:user`, `/settings/*rest`.
///
/// Segments are literals (matched case-sensitively), `:name` parameters (one non-empty segment,
/// at most one per segment, with literal text around it allowed) or a final `*name` wildcard. A
/// literal pattern is checked when the map is built and stops the app if invalid; a run-time one
/// is checked with ``init(_:)``.
///
/// ```swift
/// links.add(try DeepLinkPattern(remoteConfiguration.promoPath), presentation: .sheet) { _ in .promo }
/// ```
public struct DeepLinkPattern: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
  enum Segment: Hashable, Sendable {
    case literal(String)
    /// `:name`, with the literal text before and after it in the segment (`@` in `@:user`).
    case parameter(String, prefix: String = "", suffix: String = "")
    case wildcard(String)
  }

  /// The pattern as written.
  public let text: String
  let segments: [Segment]
  /// The parameters' names (`:name`), in order.
  let names: [String]

  /// A pattern written in the source; an invalid one stops the app, naming it.
  /// - Parameter value: The pattern.
  public init(stringLiteral value: String) {
    do {
      try self.init(value)
    } catch {
      preconditionFailure("\(error)")
    }
  }

  /// Parses a pattern made at run time.
  /// - Parameter text: `/literal/:parameter/*rest`; a wildcard only last.
  /// - Throws: ``DeepLinkError/invalidPattern(_:reason:)``.
  public init(_ text: String) throws {
    self.text = text
    guard text.hasPrefix("/") else { throw DeepLinkError.invalidPattern(text, reason: "a pattern starts with /") }
    let parts = text.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
    var segments: [Segment] = []
    var names: [String] = []
    for (index, part) in parts.enumerated() {
      if part.first == "*" {
        let name = String(part.dropFirst())
        guard !name.isEmpty else { throw DeepLinkError.invalidPattern(text, reason: "\(part) needs a name") }
        guard !names.contains(name) else {
          throw DeepLinkError.invalidPattern(text, reason: "\(name) appears twice")
        }
        guard index == parts.count - 1 else {
          throw DeepLinkError.invalidPattern(text, reason: "a wildcard must come last")
        }
        segments.append(.wildcard(name))
      } else if let colon = part.firstIndex(of: ":") {
        let prefix = String(part[..<colon])
        let afterColon = part[part.index(after: colon)...]
        let name = String(afterColon.prefix { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") })
        let suffix = String(afterColon.dropFirst(name.count))
        guard !name.isEmpty else {
          throw DeepLinkError.invalidPattern(text, reason: "\(part) needs a name of ASCII letters, digits and _")
        }
        guard !names.contains(name) else {
          throw DeepLinkError.invalidPattern(text, reason: "\(name) appears twice")
        }
        guard !suffix.contains(":") else {
          throw DeepLinkError.invalidPattern(text, reason: "\(part) has more than one parameter")
        }
        segments.append(.parameter(name, prefix: prefix, suffix: suffix))
        names.append(name)
      } else {
        segments.append(.literal(part))
      }
    }
    self.segments = segments
    self.names = names
  }

  public var description: String { text }
}
