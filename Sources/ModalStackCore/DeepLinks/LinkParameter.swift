import Foundation

/// A parameter an entry of a ``DeepLinkMap`` declares, checked before the entry's route maker
/// runs; a link that breaks one is refused with ``DeepLinkError/blocked(_:)``.
///
/// ```swift
/// links.add("/wallet/send/:account", parameters: [
///   .text("account", maxLength: 34),
///   .integer("amount", in: 1...10_000),
///   .oneOf("currency", ["EUR", "USD"]),
///   .uuid("request", required: false),
/// ]) { link in … }
/// ```
/// A link may leave out one declared `required: false`; undeclared query items are ignored.
public struct LinkParameter: Hashable, Sendable {
  /// A path parameter (`:id`) or a query item.
  let name: String
  let isRequired: Bool
  let rule: Rule

  enum Rule: Hashable, Sendable {
    case integer(ClosedRange<Int>)
    case text(maxLength: Int, characters: TextCharacters)
    case oneOf([String])
    case uuid
  }

  /// The characters a ``text(_:maxLength:characters:required:)`` parameter may hold.
  public enum TextCharacters: Hashable, Sendable {
    /// ASCII letters, digits, `-` and `_`: ids, slugs, codes.
    case identifier
    /// Text a person writes: no control characters, `<>"'`, backticks, `%`, `javascript:`, nor
    /// slashes, backslashes or `..` in any form that reads as them (`．．／`, `‥`, `∕`).
    case plainText
    /// Anything; only the length is checked.
    case any
  }

  /// An integer in a range, in its one plain form: `+5`, `05` and `-0` are refused.
  public static func integer(_ name: String, in range: ClosedRange<Int>, required: Bool = true) -> LinkParameter {
    LinkParameter(name: name, isRequired: required, rule: .integer(range))
  }

  /// Text of at most `maxLength` bytes in UTF-8 (not characters), of a kind.
  public static func text(
    _ name: String, maxLength: Int = 64, characters: TextCharacters = .identifier, required: Bool = true
  ) -> LinkParameter {
    LinkParameter(name: name, isRequired: required, rule: .text(maxLength: maxLength, characters: characters))
  }

  /// One of a list of values, compared byte for byte in UTF-8, not by canonical equivalence.
  public static func oneOf(_ name: String, _ values: [String], required: Bool = true) -> LinkParameter {
    LinkParameter(name: name, isRequired: required, rule: .oneOf(values))
  }

  /// A UUID.
  public static func uuid(_ name: String, required: Bool = true) -> LinkParameter {
    LinkParameter(name: name, isRequired: required, rule: .uuid)
  }

  /// What is wrong with this parameter in a link, if anything, and its value there.
  func violation(in link: DeepLinkParameters) -> (value: String?, violation: ParameterViolation)? {
    let (path, query) = (link.pathValue(name), link.query[name])
    let value = path ?? query
    if link.repeatedNames.contains(name) || (path != nil && query != nil) { return (value, .repeated) }
    guard let value else { return isRequired ? (nil, .missing) : nil }
    return violation(of: value).map { (value, $0) }
  }

  func violation(of value: String) -> ParameterViolation? {
    switch rule {
    case .integer(let range):
      guard value.utf8.count <= 20, let number = Int(value) else { return .wrongType(expected: "an integer") }
      // One spelling per number: what the maker reads as text is what the range was checked on.
      guard String(number).utf8.elementsEqual(value.utf8) else {
        return .wrongType(expected: "an integer without a sign or leading zeros")
      }
      return range.contains(number) ? nil : .outOfRange("\(range)")
    case .text(let maxLength, let characters):
      return value.utf8.count > maxLength ? .tooLong(limit: maxLength) : characters.violation(of: value)
    case .oneOf(let values):
      return values.contains { $0.utf8.elementsEqual(value.utf8) } ? nil : .notAllowed(values)
    case .uuid:
      return UUID(uuidString: value) == nil ? .wrongType(expected: "a UUID") : nil
    }
  }
}

extension LinkParameter.TextCharacters {
  /// The first character a value may not hold, as a violation.
  func violation(of value: String) -> ParameterViolation? {
    if let scalar = value.unicodeScalars.first(where: { !allows($0) }) { return .forbiddenCharacter(String(scalar)) }
    return switch self {
    case .identifier: value.isEmpty ? .wrongType(expected: "a non-empty identifier") : nil
    case .plainText: Self.plainTextViolation(of: value)
    case .any: nil
    }
  }

  /// Characters that read as a slash or a backslash and that compatibility mapping keeps as they are.
  static let slashLookAlikes: Set<Unicode.Scalar> = [
    "\u{2044}",  // FRACTION SLASH
    "\u{2215}",  // DIVISION SLASH
    "\u{2216}",  // SET MINUS
    "\u{29F5}",  // REVERSE SOLIDUS OPERATOR
    "\u{29F8}",  // BIG SOLIDUS
    "\u{29F9}",  // BIG REVERSE SOLIDUS
    "\u{2571}",  // BOX DRAWINGS LIGHT DIAGONAL UPPER RIGHT TO LOWER LEFT
    "\u{2572}",  // BOX DRAWINGS LIGHT DIAGONAL UPPER LEFT TO LOWER RIGHT
  ]

  /// What reads as a slash, a backslash, `..` or `javascript:` once each character is in its
  /// compatibility form (NFKC) and combining marks are taken out.
  private static func plainTextViolation(of value: String) -> ParameterViolation? {
    var folded = String.UnicodeScalarView()
    for scalar in value.unicodeScalars {
      for mapped in String(scalar).precomposedStringWithCompatibilityMapping.unicodeScalars {
        if mapped == "/" || mapped == "\\" || slashLookAlikes.contains(mapped) {
          return .forbiddenCharacter(String(scalar))
        }
        switch mapped.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .spacingMark: continue
        default: folded.append(mapped)
        }
      }
    }
    let text = String(folded)
    // On scalars: `"..\u{301}"` holds `..` though no two of its characters are dots.
    let dot = UInt8(ascii: ".")
    if zip(text.utf8, text.utf8.dropFirst()).contains(where: { $0 == dot && $1 == dot }) {
      return .forbiddenCharacter("..")
    }
    // A value an app shows as a link must not run script: `JavaScript:`, `ｊａｖａｓｃｒｉｐｔ:`.
    if LinkURL.asciiLowercased(text).contains("javascript:") { return .forbiddenCharacter("javascript:") }
    return nil
  }

  private func allows(_ scalar: Unicode.Scalar) -> Bool {
    switch self {
    case .any: true
    case .identifier:
      scalar.isASCII
        && (scalar == "-" || scalar == "_" || scalar.properties.isAlphabetic || ("0"..."9").contains(scalar))
    case .plainText:
      switch scalar.properties.generalCategory {
      case .control, .format, .lineSeparator, .paragraphSeparator: false
      default: !"<>\"'`/\\%".unicodeScalars.contains(scalar)
      }
    }
  }
}

/// How a link's parameter breaks its entry's declaration (``LinkParameter``).
public enum ParameterViolation: Hashable, Sendable {
  /// A required parameter is absent.
  case missing
  /// The parameter is given more than once (twice in the query, or in the path and the query).
  case repeated
  /// The value is not of the declared type.
  case wrongType(expected: String)
  /// The value is outside the declared range.
  case outOfRange(String)
  /// The value is not one of those declared.
  case notAllowed([String])
  /// The value is longer than declared, in UTF-8 bytes.
  case tooLong(limit: Int)
  /// The value holds a character (or `..`) its kind does not allow.
  case forbiddenCharacter(String)

  /// For refusals: `is outside 1...10000`.
  package var description: String {
    switch self {
    case .missing: "is missing"
    case .repeated: "is given more than once"
    case .wrongType(let expected): "is not \(expected)"
    case .outOfRange(let range): "is outside \(range)"
    case .notAllowed(let values): "is not one of \(values.joined(separator: ", "))"
    case .tooLong(let limit): "is longer than \(limit) bytes"
    case .forbiddenCharacter(let character): "holds \(character.debugDescription)"
    }
  }
}
