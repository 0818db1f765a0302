import Foundation

/// The parts of a URL deep-link matching reads, as `URLComponents` reads them. The host is never
/// decoded: decoded, `attacker.com%2F.example.com` would end in `.example.com`.
struct LinkURL {
  let scheme: String?
  /// `nil` when there is none, it is empty, or it is invalid.
  let host: String?
  /// The host when it holds a character no host can hold.
  let invalidHost: String?
  /// The path's non-empty segments, decoded; a custom scheme's host comes first.
  let segments: [String]
  /// Where the path's own segments start in ``segments``.
  let pathStart: Int
  /// The query items by name, decoded; the first value wins when a name repeats.
  let query: [String: String]
  let repeatedNames: Set<String>

  /// `nil` when a path segment's or a leading host's escapes are not UTF-8.
  init?(_ url: URL) {
    // A URL relative to another reads its own part, as `URLComponents(url:resolvingAgainstBaseURL: false)` does.
    let url = url.baseURL == nil ? url : URL(string: url.relativeString) ?? url
    var segments: [String] = []
    for part in url.path(percentEncoded: true).split(separator: "/") {
      guard let decoded = Self.decoded(part) else { return nil }
      segments.append(decoded)
    }
    var (host, invalidHost): (String?, String?) = (nil, nil)
    let text = url.host(percentEncoded: true) ?? ""
    if let literal = Self.ipLiteral(text) {
      host = literal
    } else if !text.isEmpty {
      if text.utf8.allSatisfy(Self.isHostByte) { host = text } else { invalidHost = text }
    }
    let hostLeads = !text.isEmpty && !Self.isWeb(url.scheme)
    if hostLeads {
      guard let segment = Self.decoded(text) else { return nil }
      segments.insert(segment, at: 0)
    }
    var query: [String: String] = [:]
    var repeatedNames = Set<String>()
    if let text = url.query(percentEncoded: true), !text.isEmpty {
      for item in text.split(separator: "&", omittingEmptySubsequences: false) {
        let (name, value) = item.firstIndex(of: "=").map { (item[..<$0], item[item.index(after: $0)...]) } ?? (item, "")
        let key = Self.decoded(name) ?? String(name)
        if query[key] == nil { query[key] = Self.decoded(value) ?? String(value) } else { repeatedNames.insert(key) }
      }
    }
    self.scheme = url.scheme
    self.host = host
    self.invalidHost = invalidHost
    self.segments = segments
    self.pathStart = hostLeads ? 1 : 0
    self.query = query
    self.repeatedNames = repeatedNames
  }

  /// The text percent-decoded, or `nil` when its escapes are not UTF-8; text without `%` as it is.
  static func decoded(_ text: some StringProtocol) -> String? {
    text.utf8.contains(UInt8(ascii: "%")) ? text.removingPercentEncoding : String(text)
  }

  /// ASCII letters, digits and `-._~` (an internationalised host arrives as `xn--`).
  static func isHostByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"),
      UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"):
      true
    default: false
    }
  }

  /// An IPv6 literal (the parser gives it without brackets) in brackets, or `nil`.
  private static func ipLiteral(_ text: String) -> String? {
    let digits = text.hasPrefix("[") && text.hasSuffix("]") ? text.dropFirst().dropLast() : text[...]
    guard digits.utf8.contains(UInt8(ascii: ":")),
      digits.utf8.allSatisfy({
        $0 == UInt8(ascii: ":") || $0 == UInt8(ascii: ".") || $0 < 0x80 && Character(Unicode.Scalar($0)).isHexDigit
      })
    else { return nil }
    return "[\(digits)]"
  }

  /// Whether the scheme is `http` or `https`, whose host is always a host.
  static func isWeb(_ scheme: String?) -> Bool {
    scheme.map { equalIgnoringASCIICase($0, "http") || equalIgnoringASCIICase($0, "https") } ?? false
  }

  /// Only ASCII letters lowercased: no Unicode folding (KELVIN SIGN to `k`) makes two hosts equal.
  static func asciiLowercased(_ text: String) -> String {
    String(
      decoding: text.utf8.map { (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) ? $0 | 0x20 : $0 }, as: UTF8.self)
  }

  /// Equal with ASCII letters compared without case, and nothing else folded.
  static func equalIgnoringASCIICase(_ lhs: some StringProtocol, _ rhs: some StringProtocol) -> Bool {
    lhs.utf8.elementsEqual(rhs.utf8) { a, b in
      a == b || (a | 0x20 == b | 0x20 && (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(a | 0x20))
    }
  }
}
