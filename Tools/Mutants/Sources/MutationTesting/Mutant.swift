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
  /// The declarations the change is in, outermost first (`Router.present(_:as:id:once:animated:)`,
  /// `RouteStack.Node.deinit`), or `-` outside any. Local variables and closures are not named.
  public var declaration: String
  /// The line the change starts on, without its indentation, each run of spaces as one.
  public var code: String
  /// Which of its file's mutants with the same declaration, operator, replacement and code this
  /// one is, in source order (1, 2, …); nil when it is the only one.
  public var occurrence: Int?

  public init(
    file: String, line: Int, column: Int, mutationOperator: MutationOperator, replacement: String,
    original: String, edit: SourceEdit, declaration: String = "-", code: String = "", occurrence: Int? = nil
  ) {
    self.file = file
    self.line = line
    self.column = column
    self.mutationOperator = mutationOperator
    self.replacement = replacement
    self.original = original
    self.edit = edit
    self.declaration = declaration
    self.code = code
    self.occurrence = occurrence
  }

  /// The mutant's name in one run: file, line, column, operator and replacement
  /// (`Engine/TransitionStateMachine.swift:120:15:relational:<=`). It changes when code above it
  /// moves; samples are ranked by it, and reports name mutants by it.
  public var id: String { "\(file):\(line):\(column):\(mutationOperator.rawValue):\(replacement)" }

  /// The name an exclusion knows the mutant by, which survives moving code: file, declaration,
  /// operator and replacement, the line's code, and the occurrence when one is needed
  /// (``Model/Route.swift Route.hash(into:) delete-statement:deleted `hasher.combine(destination)` ``,
  /// ``Planning/Plan.swift Plan.steps(from:to:policy:) boundary-constant:0 `let (aIndex, bIndex) = (a?.index ?? -1, b?.index ?? -1)` #2``).
  /// It changes when the line itself or the name of a declaration around it changes.
  public var key: String {
    "\(file) \(declaration) \(mutationOperator.rawValue):\(replacement) `\(code)`"
      + (occurrence.map { " #\($0)" } ?? "")
  }

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

extension Mutant {
  /// Decodes a mutant; one from a report written before mutants had keys gets no declaration and
  /// no code (`--again` finds it among the code's mutants by its id and its original text).
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      file: try container.decode(String.self, forKey: .file), line: try container.decode(Int.self, forKey: .line),
      column: try container.decode(Int.self, forKey: .column),
      mutationOperator: try container.decode(MutationOperator.self, forKey: .mutationOperator),
      replacement: try container.decode(String.self, forKey: .replacement),
      original: try container.decode(String.self, forKey: .original),
      edit: try container.decode(SourceEdit.self, forKey: .edit),
      declaration: try container.decodeIfPresent(String.self, forKey: .declaration) ?? "-",
      code: try container.decodeIfPresent(String.self, forKey: .code) ?? "",
      occurrence: try container.decodeIfPresent(Int.self, forKey: .occurrence))
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
