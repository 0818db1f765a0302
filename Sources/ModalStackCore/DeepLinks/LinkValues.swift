/// What a destination prints with (``DeepLinkMap/Printer``): parameters by name (those not in
/// the pattern become query items), the wildcard's segments, and the host.
///
/// ```swift
/// links.add("/@:user", presentation: .push, host: .any) { .profile(try $0.value("user"), server: $0.host!) } printer: {
///   if case .profile(let user, let server) = $0 { LinkValues(["user": user], host: server) } else { nil }
/// }
/// ```
public struct LinkValues: Hashable, Sendable, ExpressibleByDictionaryLiteral {
  /// The parameters by name.
  public var values: [String: String]
  /// The host; `nil` for the entry's own.
  public var host: String?
  /// The segments of the pattern's wildcard.
  public var rest: [String]

  /// Creates the values of a printed link.
  /// - Parameters:
  ///   - values: The parameters by name.
  ///   - host: The host, for an entry of more than one host.
  ///   - rest: The wildcard's segments.
  public init(_ values: [String: String] = [:], host: String? = nil, rest: [String] = []) {
    self.values = values
    self.host = host
    self.rest = rest
  }

  /// Parameters written as a dictionary literal: `["id": "42"]`; the first wins when a name repeats.
  /// - Parameter elements: The parameters.
  public init(dictionaryLiteral elements: (String, String)...) {
    self.init(Dictionary(elements, uniquingKeysWith: { first, _ in first }))
  }
}
