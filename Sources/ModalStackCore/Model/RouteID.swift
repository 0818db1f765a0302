import Foundation

/// The stable, unique identity of one ``Route`` on a ``RouteStack``.
///
/// ```swift
/// try router.present(.settings, as: .sheet, id: "settings")
/// try router.dismiss("settings")
/// ```
public struct RouteID: Hashable, Sendable, Codable, ExpressibleByStringLiteral, CustomStringConvertible {
  /// A generated UUID or the app's text; a UUID's own text is stored as that UUID, so equal texts mean equal ids.
  private enum Value: Hashable, Sendable {
    case uuid(UUID)
    case text(String)
  }

  private let value: Value

  /// Creates an identifier from text.
  /// - Parameter rawValue: Any text; it only has to be unique on the stack it is used on.
  public init(_ rawValue: String) {
    if let uuid = UUID(uuidString: rawValue), uuid.uuidString == rawValue {
      value = .uuid(uuid)
    } else {
      value = .text(rawValue)
    }
  }

  /// Creates a new random identifier (a version-4 UUID).
  public init() { value = .uuid(UUID()) }

  /// Creates an identifier from a string literal.
  public init(stringLiteral value: String) { self.init(value) }

  /// Decodes the identifier's text, as ``encode(to:)`` writes it.
  public init(from decoder: any Decoder) throws {
    self.init(try decoder.singleValueContainer().decode(String.self))
  }

  /// Encodes the identifier as its text, a plain string.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(rawValue)
  }

  /// The identifier's text; a generated one's is its UUID's `uuidString`.
  public var rawValue: String {
    switch value {
    case .uuid(let uuid): uuid.uuidString
    case .text(let text): text
    }
  }

  public var description: String { rawValue }
}
