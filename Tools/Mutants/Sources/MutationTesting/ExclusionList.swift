/// The mutants a run leaves out, each with the reason, read from a committed file.
///
/// One mutant a line: its id, then the reason, which is required:
///
///     # Comments and blank lines are ignored.
///     Router/RouteLedger.swift:40:7:delete-statement:deleted  performance-only: a cache; lookups fall back to a scan
///     Stack/RouteStack.swift:88:19:relational:<=  equivalent: the index is never equal to count here
///
/// Reasons are free text; `equivalent:` (no test could tell the mutant from the code) and
/// `performance-only:` (it changes speed, not behaviour) are the two the project accepts.
public struct ExclusionList: Equatable, Sendable {
  /// The reason for each excluded mutant id.
  public private(set) var reasons: [String: String] = [:]

  public init() {}

  /// Parses the file's text.
  /// - Throws: ``ExclusionError`` for a line without a reason, an id that is not a mutant id,
  ///   or an id listed twice, naming the line.
  public init(parsing text: String) throws(ExclusionError) {
    for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let line = rawLine.trimmingWhitespace()
      guard !line.isEmpty, !line.hasPrefix("#") else { continue }
      let id = String(line.prefix { !$0.isWhitespace })
      let reason = String(line.dropFirst(id.count)).trimmingWhitespace()
      let lineNumber = index + 1
      guard Self.isMutantID(id) else { throw .malformedID(line: lineNumber, id) }
      guard !reason.isEmpty else { throw .missingReason(line: lineNumber, id: id) }
      guard reasons[id] == nil else { throw .duplicate(line: lineNumber, id: id) }
      reasons[id] = reason
    }
  }

  /// The reason a mutant is excluded, or nil when it is not.
  public func reason(for mutant: Mutant) -> String? { reasons[mutant.id] }

  /// Ids in the list that name none of these mutants: the code moved, and the line needs updating.
  public func stale(among mutants: [Mutant]) -> [String] {
    let ids = Set(mutants.map(\.id))
    return reasons.keys.filter { !ids.contains($0) }.sorted()
  }

  /// `file:line:column:operator:replacement`, with a known operator.
  static func isMutantID(_ id: String) -> Bool {
    let parts = id.split(separator: ":", omittingEmptySubsequences: false)
    guard parts.count >= 5, Int(parts[1]) != nil, Int(parts[2]) != nil else { return false }
    return MutationOperator(rawValue: String(parts[3])) != nil && !parts[0].isEmpty && !parts[4].isEmpty
  }
}

/// A line of the exclusion file that cannot be used.
public enum ExclusionError: Error, Equatable, CustomStringConvertible {
  case missingReason(line: Int, id: String)
  case malformedID(line: Int, String)
  case duplicate(line: Int, id: String)

  public var description: String {
    switch self {
    case .missingReason(let line, let id):
      "line \(line): \(id) has no reason (write why it is excluded: equivalent: … or performance-only: …)"
    case .malformedID(let line, let id):
      "line \(line): '\(id)' is not a mutant id (file:line:column:operator:replacement, as `--list` prints)"
    case .duplicate(let line, let id): "line \(line): \(id) is listed twice"
    }
  }
}

extension StringProtocol {
  func trimmingWhitespace() -> String {
    String(drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
  }
}
