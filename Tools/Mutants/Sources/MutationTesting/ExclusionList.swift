/// The mutants a run leaves out, each with the reason, read from a committed file.
///
/// One mutant a line: its key (as `mutants --list` prints it: file, declaration, operator and
/// replacement, the line's code in backticks, and `#N` when the declaration has that line more
/// than once), then the reason, which starts with one of the two the project accepts:
///
///     # Comments and blank lines are ignored.
///     Model/Route.swift Route.hash(into:) delete-statement:deleted `hasher.combine(destination)`  performance-only: …
///     Router/ObserverList.swift ObserverList.nextKey boundary-constant:1 `private var nextKey = 0`  equivalent: …
///
/// `equivalent:` means no test could tell the mutant from the code; `performance-only:` that it
/// changes speed, not behaviour. A key names no line number, so code that moves keeps its
/// exclusions; a key whose line or declaration changed names no mutant and is reported as stale.
public struct ExclusionList: Equatable, Sendable {
  /// The reason for each excluded mutant, by its ``Mutant/key``.
  public private(set) var reasons: [String: String] = [:]

  /// The reasons the project accepts, as a reason starts.
  public static let acceptedReasons = ["equivalent:", "performance-only:"]

  public init() {}

  /// Parses the file's text.
  /// - Throws: ``ExclusionError`` for a line that is not a key and a reason, a reason the project
  ///   does not accept, or a key listed twice, naming the line.
  public init(parsing text: String) throws(ExclusionError) {
    for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let line = rawLine.trimmingWhitespace()
      guard !line.isEmpty, !line.hasPrefix("#") else { continue }
      let lineNumber = index + 1
      guard let (key, reason) = Self.split(line) else { throw .malformedKey(line: lineNumber, line) }
      guard !reason.isEmpty else { throw .missingReason(line: lineNumber, key: key) }
      guard Self.acceptedReasons.contains(where: { reason.hasPrefix($0) }) else {
        throw .unknownReason(line: lineNumber, key: key)
      }
      guard reasons[key] == nil else { throw .duplicate(line: lineNumber, key: key) }
      reasons[key] = reason
    }
  }

  /// The reason a mutant is excluded, or nil when it is not.
  public func reason(for mutant: Mutant) -> String? { reasons[mutant.key] }

  /// Keys in the list that name none of these mutants: the line or its declaration changed, and
  /// the exclusion needs a new key (or is no longer needed).
  public func stale(among mutants: [Mutant]) -> [String] {
    let keys = Set(mutants.map(\.key))
    return reasons.keys.filter { !keys.contains($0) }.sorted()
  }

  /// A line's key and reason: `file declaration operator:replacement`, the code in backticks, an
  /// optional ` #N`, then the reason. The code may hold backticks itself: it ends at the first
  /// backtick that an accepted reason (or the end of the line) follows, else at the first that
  /// whitespace follows. Nil when the line does not start with a key.
  static func split(_ line: String) -> (key: String, reason: String)? {
    let fields = line.split(separator: " ", maxSplits: 3)
    guard fields.count == 4, fields[3].hasPrefix("`") else { return nil }
    let operation = fields[2].split(separator: ":", maxSplits: 1)
    guard operation.count == 2, MutationOperator(rawValue: String(operation[0])) != nil else { return nil }
    let rest = fields[3].dropFirst()
    var candidates: [(key: String, reason: String)] = []
    for end in rest.indices where rest[end] == "`" {
      var after = rest[rest.index(after: end)...]
      var occurrence = ""
      if after.hasPrefix(" #"), case let digits = after.dropFirst(2).prefix(while: \.isNumber), !digits.isEmpty {
        occurrence = " #\(digits)"
        after = after.dropFirst(2 + digits.count)
      }
      guard after.isEmpty || after.first!.isWhitespace else { continue }
      let reason = after.trimmingWhitespace()
      let key = "\(fields[0]) \(fields[1]) \(fields[2]) `\(rest[..<end])`\(occurrence)"
      if reason.isEmpty || acceptedReasons.contains(where: { reason.hasPrefix($0) }) { return (key, reason) }
      candidates.append((key, reason))
    }
    return candidates.first
  }
}

/// A line of the exclusion file that cannot be used.
public enum ExclusionError: Error, Equatable, CustomStringConvertible {
  case missingReason(line: Int, key: String)
  case unknownReason(line: Int, key: String)
  case malformedKey(line: Int, String)
  case duplicate(line: Int, key: String)

  public var description: String {
    switch self {
    case .missingReason(let line, let key):
      "line \(line): \(key) has no reason (write why it is excluded: equivalent: … or performance-only: …)"
    case .unknownReason(let line, let key):
      "line \(line): the reason for \(key) starts with neither equivalent: nor performance-only:"
    case .malformedKey(let line, let text):
      "line \(line): '\(text)' does not start with a mutant's key (file declaration operator:replacement `code`, "
        + "as `mutants --list` prints it)"
    case .duplicate(let line, let key): "line \(line): \(key) is listed twice"
    }
  }
}

extension StringProtocol {
  func trimmingWhitespace() -> String {
    String(drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
  }
}
