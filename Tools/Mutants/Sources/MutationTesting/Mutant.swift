/// One change to one source file: a byte range replaced by new text.
public struct SourceEdit: Hashable, Codable, Sendable {
  /// The UTF-8 offset of the first byte replaced.
  public var start: Int
  /// The UTF-8 offset just past the last byte replaced.
  public var end: Int
  /// What the range becomes.
  public var replacement: String

  public init(start: Int, end: Int, replacement: String) {
    self.start = start
    self.end = end
    self.replacement = replacement
  }
}

/// A small, deliberate fault: one operator applied at one place of one file.
public struct Mutant: Hashable, Codable, Sendable {
  /// The file, relative to the mutated source folder (`Engine/TransitionStateMachine.swift`).
  public var file: String
  /// The 1-based line and UTF-8 column where the change starts.
  public var line: Int
  public var column: Int
  public var mutationOperator: MutationOperator
  /// A short label of what the code becomes, without spaces (`<=`, `!`, `deleted`, `last`).
  public var replacement: String
  /// The text replaced, as it stands in the file.
  public var original: String
  public var edit: SourceEdit

  public init(
    file: String, line: Int, column: Int, mutationOperator: MutationOperator, replacement: String,
    original: String, edit: SourceEdit
  ) {
    self.file = file
    self.line = line
    self.column = column
    self.mutationOperator = mutationOperator
    self.replacement = replacement
    self.original = original
    self.edit = edit
  }

  /// The mutant's stable name: file, line, column, operator and replacement
  /// (`Engine/TransitionStateMachine.swift:120:15:relational:<=`). It changes only when the code it
  /// points at moves.
  public var id: String { "\(file):\(line):\(column):\(mutationOperator.rawValue):\(replacement)" }

  /// The folder of the source folder the file is in (`DeepLinks` for `DeepLinks/Internal/LinkURL.swift`),
  /// or `.` for a file at its top.
  public var folder: String { Self.folder(ofFile: file) }

  /// The folder of a file relative to the source folder, or `.` for a file at its top.
  static func folder(ofFile file: String) -> String {
    let components = file.split(separator: "/")
    return components.count > 1 ? String(components[0]) : "."
  }

  /// The file's text with this mutant applied.
  /// - Throws: ``MutantError/sourceChanged(_:)`` when the file no longer holds the text the
  ///   mutant was found on.
  public func apply(to source: String) throws(MutantError) -> String {
    var bytes = Array(source.utf8)
    guard edit.end <= bytes.count, String(decoding: bytes[edit.start..<edit.end], as: UTF8.self) == original else {
      throw .sourceChanged(id)
    }
    bytes.replaceSubrange(edit.start..<edit.end, with: Array(edit.replacement.utf8))
    return String(decoding: bytes, as: UTF8.self)
  }
}

extension Mutant: Comparable {
  /// File, then position, then operator and replacement: the order of every list and report.
  public static func < (lhs: Mutant, rhs: Mutant) -> Bool {
    (lhs.file, lhs.line, lhs.column, lhs.mutationOperator.rawValue, lhs.replacement)
      < (rhs.file, rhs.line, rhs.column, rhs.mutationOperator.rawValue, rhs.replacement)
  }
}

/// Why a mutant could not be applied or run.
public enum MutantError: Error, Equatable, CustomStringConvertible {
  /// The file changed since the mutant was found.
  case sourceChanged(String)

  public var description: String {
    switch self {
    case .sourceChanged(let id): "the source of mutant \(id) changed since it was found"
    }
  }
}
