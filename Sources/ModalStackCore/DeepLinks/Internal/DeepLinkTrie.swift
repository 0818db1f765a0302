/// Patterns stored by path segment, so matching a URL costs time in its number of segments, not
/// in the number of patterns. A value type (nodes in an array), so maps copy safely.
struct DeepLinkTrie<Entry: Sendable>: Sendable {
  private struct Node: Sendable {
    var literals: [String: Int] = [:]
    var parameter: Int?
    /// Entries whose pattern ends here.
    var entries: [Int] = []
    /// Entries whose pattern ends here with a `*rest` wildcard.
    var wildcards: [Int] = []
  }

  /// A match: the entry, the parameter values in pattern order, and the wildcard's segments.
  typealias Match = (entry: Entry, parameters: [String], rest: [String])

  private var nodes = [Node()]
  private var entries: [Entry] = []

  /// Adds an entry under a pattern.
  mutating func insert(_ pattern: DeepLinkPattern, _ entry: Entry) {
    entries.append(entry)
    let index = entries.count - 1
    var node = 0
    for segment in pattern.segments {
      switch segment {
      case .literal(let text):
        node = child(of: node, at: \.literals[text])
      case .parameter:
        node = child(of: node, at: \.parameter)
      case .wildcard:
        nodes[node].wildcards.append(index)
        return
      }
    }
    nodes[node].entries.append(index)
  }

  /// The first entry, by priority literal > parameter > wildcard, then insertion order, whose
  /// pattern matches `segments` and that `accept` takes.
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
}
