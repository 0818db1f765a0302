import Foundation

/// The parts of a URL's text that deep-link matching reads, split in one pass over its UTF-8
/// bytes (RFC 3986: `scheme:[//[userinfo@]host[:port]]path[?query][#fragment]`).
///
/// It reads what `URLComponents` reads (the scheme, the percent-decoded host, the path's
/// non-empty segments percent-decoded, the query items) without building a `URLComponents`,
/// which on Linux costs several times the whole match.
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

  /// Splits a URL's text.
  /// - Parameter text: An absolute URL's text (`URL.absoluteString`).
  /// - Returns: `nil` when a path segment or the host has an invalid percent encoding.
  init?(_ text: String) {
    guard let parsed = Self.parse(Array(text.utf8)) else { return nil }
    self = parsed
  }

  private init(
    scheme: String?, host: String?, segments: [String], pathStart: Int, query: [String: String],
    repeatedNames: Set<String>
  ) {
    self.scheme = scheme
    self.host = host
    self.segments = segments
    self.pathStart = pathStart
    self.query = query
    self.repeatedNames = repeatedNames
  }

  /// One pass over the bytes, by offset (every read bounds-checked).
  private static func parse(_ bytes: [UInt8]) -> LinkURL? {
    let end = bytes.count
    var index = 0

    // scheme ":" — a letter, then letters, digits, "+", "-", "." (RFC 3986 §3.1).
    var scheme: String?
    var cursor = 0
    while cursor < end, isSchemeByte(bytes[cursor], first: cursor == 0) { cursor += 1 }
    if cursor > 0, cursor < end, bytes[cursor] == UInt8(ascii: ":") {
      scheme = text(bytes, 0, cursor)
      index = cursor + 1
    }
    let isWeb = scheme != nil && isWebScheme(bytes, end: cursor)

    // "//" authority, up to the first "/", "?" or "#": the host without userinfo and port.
    var host: String?
    var segments: [String] = []
    if index + 1 < end, bytes[index] == UInt8(ascii: "/"), bytes[index + 1] == UInt8(ascii: "/") {
      let start = index + 2
      var authorityEnd = start
      while authorityEnd < end, !isOneOf(bytes[authorityEnd], "/", "?", "#") { authorityEnd += 1 }
      var hostStart = start
      for position in start..<authorityEnd where bytes[position] == UInt8(ascii: "@") { hostStart = position + 1 }
      // The host ends at the port's ":"; an IP literal keeps its brackets, as URLComponents.host does.
      let isIPLiteral = hostStart < authorityEnd && bytes[hostStart] == UInt8(ascii: "[")
      var hostEnd = hostStart
      while hostEnd < authorityEnd, bytes[hostEnd] != UInt8(ascii: isIPLiteral ? "]" : ":") { hostEnd += 1 }
      if isIPLiteral { hostEnd = min(hostEnd + 1, authorityEnd) }
      if hostStart < hostEnd {
        guard let decoded = decoded(bytes, hostStart, hostEnd) else { return nil }
        host = decoded
        if !isWeb { segments.append(decoded) }
      }
      index = authorityEnd
    }
    let pathStart = segments.count

    // The path, up to "?" or "#", split at "/" without empty segments.
    var segmentStart = index
    while index <= end {
      if index == end || isOneOf(bytes[index], "/", "?", "#") {
        if segmentStart < index {
          guard let decoded = decoded(bytes, segmentStart, index) else { return nil }
          segments.append(decoded)
        }
        if index == end || bytes[index] != UInt8(ascii: "/") { break }
        segmentStart = index + 1
      }
      index += 1
    }

    // The query, after "?" up to "#": items split at "&", names from values at the first "=".
    var query: [String: String] = [:]
    var repeatedNames = Set<String>()
    if index < end, bytes[index] == UInt8(ascii: "?") {
      var itemStart = index + 1
      var equals: Int?
      var position = itemStart
      while position <= end {
        if position == end || bytes[position] == UInt8(ascii: "&") || bytes[position] == UInt8(ascii: "#") {
          if position > index + 1 || position < end && bytes[position] == UInt8(ascii: "&") {
            let nameEnd = equals ?? position
            let name = decoded(bytes, itemStart, nameEnd) ?? text(bytes, itemStart, nameEnd)
            if query[name] == nil {
              let valueStart = equals.map { $0 + 1 } ?? position
              query[name] = decoded(bytes, valueStart, position) ?? text(bytes, valueStart, position)
            } else {
              repeatedNames.insert(name)
            }
          }
          if position == end || bytes[position] == UInt8(ascii: "#") { break }
          itemStart = position + 1
          equals = nil
        } else if equals == nil, bytes[position] == UInt8(ascii: "=") {
          equals = position
        }
        position += 1
      }
    }
    return LinkURL(
      scheme: scheme, host: host, segments: segments, pathStart: pathStart, query: query, repeatedNames: repeatedNames)
  }

  /// Whether two texts are equal when ASCII letters are compared without case (schemes and
  /// host names), without Foundation's locale-aware comparison.
  static func equalIgnoringASCIICase(_ lhs: some StringProtocol, _ rhs: some StringProtocol) -> Bool {
    lhs.utf8.elementsEqual(rhs.utf8) { a, b in
      a == b || (a | 0x20 == b | 0x20 && (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(a | 0x20))
    }
  }

  /// Whether the scheme in `bytes[0..<end]` is `http` or `https`, in any case.
  private static func isWebScheme(_ bytes: [UInt8], end: Int) -> Bool {
    guard end == 4 || end == 5 else { return false }
    let lowercased = { (index: Int) in bytes[index] | 0x20 }
    return lowercased(0) == UInt8(ascii: "h") && lowercased(1) == UInt8(ascii: "t")
      && lowercased(2) == UInt8(ascii: "t")
      && lowercased(3) == UInt8(ascii: "p") && (end == 4 || lowercased(4) == UInt8(ascii: "s"))
  }

  private static func isSchemeByte(_ byte: UInt8, first: Bool) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"): true
    case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "."): !first
    default: false
    }
  }

  private static func isOneOf(_ byte: UInt8, _ a: Unicode.Scalar, _ b: Unicode.Scalar, _ c: Unicode.Scalar) -> Bool {
    byte == UInt8(ascii: a) || byte == UInt8(ascii: b) || byte == UInt8(ascii: c)
  }

  /// The bytes `start..<end` as text.
  private static func text(_ bytes: [UInt8], _ start: Int, _ end: Int) -> String {
    String(decoding: bytes[start..<end], as: UTF8.self)
  }

  /// The bytes `start..<end` percent-decoded; `nil` for an invalid encoding.
  private static func decoded(_ bytes: [UInt8], _ start: Int, _ end: Int) -> String? {
    let part = text(bytes, start, end)
    return bytes[start..<end].contains(UInt8(ascii: "%")) ? part.removingPercentEncoding : part
  }
}
