/// A parsed URL pattern: `/learn/:id`, `/users/:id/posts/:post`, `/settings/*rest`.
///
/// Segments are literals (matched exactly, case-sensitively), `:name` parameters (one
/// non-empty segment) or a final `*name` wildcard (zero or more segments).
struct DeepLinkPattern: Hashable, Sendable {
  enum Segment: Hashable, Sendable {
    case literal(String)
    case parameter(String)
    case wildcard(String)
  }

  let text: String
  let segments: [Segment]

  init(_ text: String) throws {
    self.text = text
    guard text.hasPrefix("/") else { throw DeepLinkError.invalidPattern(text, reason: "a pattern starts with /") }
    let parts = text.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
    var segments: [Segment] = []
    var names = Set<String>()
    for (index, part) in parts.enumerated() {
      if let marker = part.first, marker == ":" || marker == "*" {
        let name = String(part.dropFirst())
        guard !name.isEmpty else { throw DeepLinkError.invalidPattern(text, reason: "\(part) needs a name") }
        guard names.insert(name).inserted else { throw DeepLinkError.invalidPattern(text, reason: "\(name) appears twice") }
        if marker == "*" {
          guard index == parts.count - 1 else { throw DeepLinkError.invalidPattern(text, reason: "a wildcard must come last") }
          segments.append(.wildcard(name))
        } else {
          segments.append(.parameter(name))
        }
      } else {
        segments.append(.literal(part))
      }
    }
    self.segments = segments
  }
}
