import Foundation

/// The parts of a URL that deep-link matching reads, as `URLComponents` reads them: the scheme,
/// the host, the path's non-empty segments percent-decoded, and the query items.
struct LinkURL {
  /// The scheme as written (`myapp`, `https`), or `nil` for a URL without one.
  let scheme: String?
  /// The host, percent-decoded (an IP literal keeps its brackets); `nil` when there is none or it is empty.
  let host: String?
  /// The path's non-empty segments, percent-decoded; with a custom scheme (not `http` or
  /// `https`) the host comes first, as `myapp://learn/42` reads as `/learn/42`.
  let segments: [String]
  /// Where the path's own segments start in ``segments``: 1 when the host leads them, else 0.
  let pathStart: Int
  /// The query items by name, percent-decoded; the first value wins when a name repeats, and an
  /// item without `=` has the value `""`. An item whose encoding is invalid keeps its text.
  let query: [String: String]
  /// The query items' names that appear more than once.
  let repeatedNames: Set<String>

  /// Reads a URL.
  /// - Parameter url: The URL.
  /// - Returns: `nil` when `URLComponents` cannot read it, or a path segment's escapes are not
  ///   UTF-8.
  init?(_ url: URL) {
    guard let components = URLComponents(url: url, resolvingAgainstBaseURL: false) else { return nil }
    var segments: [String] = []
    for part in components.percentEncodedPath.split(separator: "/") {
      guard let decoded = part.removingPercentEncoding else { return nil }
      segments.append(decoded)
    }
    let host = components.host.flatMap { $0.isEmpty ? nil : $0 }
    let isWeb = ["http", "https"].contains(components.scheme?.lowercased())
    if let host, !isWeb { segments.insert(host, at: 0) }
    let items = (components.percentEncodedQueryItems ?? []).map { item in
      let value = item.value ?? ""
      return (name: item.name.removingPercentEncoding ?? item.name, value: value.removingPercentEncoding ?? value)
    }
    let counts = Dictionary(items.map { ($0.name, 1) }, uniquingKeysWith: +)
    self.scheme = components.scheme
    self.host = host
    self.segments = segments
    self.pathStart = host != nil && !isWeb ? 1 : 0
    self.query = Dictionary(items.map { ($0.name, $0.value) }, uniquingKeysWith: { first, _ in first })
    self.repeatedNames = Set(counts.filter { $0.value > 1 }.keys)
  }

  /// Whether two texts are equal when ASCII letters are compared without case (schemes and
  /// host names), without Foundation's locale-aware comparison.
  static func equalIgnoringASCIICase(_ lhs: some StringProtocol, _ rhs: some StringProtocol) -> Bool {
    lhs.utf8.elementsEqual(rhs.utf8) { a, b in
      a == b || (a | 0x20 == b | 0x20 && (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(a | 0x20))
    }
  }
}
