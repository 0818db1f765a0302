/// Patterns stored by path segment, so matching a URL costs time in its number of segments, not
/// in the number of patterns. A value type (nodes in an array), so maps copy safely.
struct DeepLinkTrie<Entry: Sendable>: Sendable {
  private struct Node: Sendable {
    var literals: [String: Int] = [:]
    /// Parameters with literal text around them (`@:user`), longest text first, then as added.
    var affixed: [Affixed] = []
    var parameter: Int?
    var entries: [Int] = []
    /// Entries whose pattern ends here with a `*rest` wildcard.
    var wildcards: [Int] = []
  }

  /// A parameter's edge with literal text around it in the segment.
  private struct Affixed: Sendable {
    let prefix: String
    let suffix: String
    let node: Int

    /// The non-empty value between the prefix and the suffix, if the segment has both.
    func value(in segment: String) -> String? {
      guard segment.count > prefix.count + suffix.count, segment.hasPrefix(prefix), segment.hasSuffix(suffix)
      else { return nil }
      return String(segment.dropFirst(prefix.count).dropLast(suffix.count))
    }
  }

  /// A match: the entry, the parameter values in pattern order, and the wildcard's segments.
  typealias Match = (entry: Entry, parameters: [String], rest: [String])

  private var nodes = [Node()]
  private var entries: [Entry] = []

  mutating func insert(_ pattern: DeepLinkPattern, _ entry: Entry) {
    entries.append(entry)
    let index = entries.count - 1
    var node = 0
    for segment in pattern.segments {
      switch segment {
      case .literal(let text):
        node = child(of: node, at: \.literals[text])
      case .parameter(_, "", ""):
        node = child(of: node, at: \.parameter)
      case .parameter(_, let prefix, let suffix):
        node = affixedChild(of: node, prefix: prefix, suffix: suffix)
      case .wildcard:
        nodes[node].wildcards.append(index)
        return
      }
    }
    nodes[node].entries.append(index)
  }

  /// The first entry, by priority literal > parameter with literal text around it > parameter >
  /// wildcard, then insertion order, whose pattern matches `segments` and that `accept` takes.
  func match(_ segments: ArraySlice<String>, accept: (Entry) -> Bool) -> Match? {
    var parameters: [String] = []
    // Recursion depth is bounded by the longest pattern, not by the URL.
    func visit(_ node: Int, _ position: Int) -> Match? {
      if position == segments.endIndex {
        for index in nodes[node].entries where accept(entries[index]) {
          return (entries[index], parameters, [])
        }
      } else {
        if let next = nodes[node].literals[segments[position]],
          let found = visit(next, position + 1)
        {
          return found
        }
        for edge in nodes[node].affixed {
          guard let value = edge.value(in: segments[position]) else { continue }
          parameters.append(value)
          if let found = visit(edge.node, position + 1) { return found }
          parameters.removeLast()
        }
        if let next = nodes[node].parameter {
          parameters.append(segments[position])
          if let found = visit(next, position + 1) { return found }
          parameters.removeLast()
        }
      }
      for index in nodes[node].wildcards where accept(entries[index]) {
        return (entries[index], parameters, Array(segments[position...]))
      }
      return nil
    }
    return visit(0, segments.startIndex)
  }

  /// The node's child at `edge`, made when it has none.
  private mutating func child(of node: Int, at edge: WritableKeyPath<Node, Int?>) -> Int {
    if let existing = nodes[node][keyPath: edge] { return existing }
    nodes.append(Node())
    nodes[node][keyPath: edge] = nodes.count - 1
    return nodes.count - 1
  }

  /// The node's child for a parameter with this text around it, made after edges of as long a text.
  private mutating func affixedChild(of node: Int, prefix: String, suffix: String) -> Int {
    if let existing = nodes[node].affixed.first(where: { $0.prefix == prefix && $0.suffix == suffix }) {
      return existing.node
    }
    nodes.append(Node())
    let length = prefix.count + suffix.count
    let position = nodes[node].affixed.firstIndex { $0.prefix.count + $0.suffix.count < length }
    let edge = Affixed(prefix: prefix, suffix: suffix, node: nodes.count - 1)
    nodes[node].affixed.insert(edge, at: position ?? nodes[node].affixed.endIndex)
    return nodes.count - 1
  }
}
