/// What a destination prints with, given by an entry's printer (``DeepLinkMap/Printer``): its
/// parameters by name (path parameters fill the pattern, the others become query items), the
/// wildcard's segments, and the host, for an entry that matches more than one.
///
/// ```swift
/// links.add("/@:user", presentation: .push, host: .any) { .profile(try $0.value("user"), server: $0.host!) } printer: {
///   if case .profile(let user, let server) = $0 { LinkValues(["user": user], host: server) } else { nil }
/// }
/// ```
public struct LinkValues: Hashable, Sendable, ExpressibleByDictionaryLiteral {
  /// The parameters by name.
  public var values: [String: String]
  /// The host; `nil` for the entry's own (see ``LinkHost``).
  public var host: String?
  /// The segments of the pattern's `*rest` wildcard.
  public var rest: [String]

  /// Creates the values of a printed link.
  /// - Parameters:
  ///   - values: The parameters by name.
  ///   - host: The host, for an entry whose ``LinkHost`` is not one host.
  ///   - rest: The wildcard's segments.
  public init(_ values: [String: String] = [:], host: String? = nil, rest: [String] = []) {
    self.values = values
    self.host = host
    self.rest = rest
  }

  /// Parameters written as a dictionary literal: `["id": "42"]`.
  /// - Parameter elements: The parameters; the first wins when a name repeats.
  public init(dictionaryLiteral elements: (String, String)...) {
    self.init(Dictionary(elements, uniquingKeysWith: { first, _ in first }))
  }
}
