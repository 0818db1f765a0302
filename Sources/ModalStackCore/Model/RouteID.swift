import Foundation

/// The stable, unique identity of one ``Route`` on a ``RouteStack``.
///
/// Identifiers are generated for you when you present a destination, or you can pass your own
/// (a string literal works) to address a route later:
///
/// ```swift
/// try router.present(.settings, as: .sheet, id: "settings")
/// try router.dismiss("settings")
/// ```
public struct RouteID: Hashable, Sendable, Codable, ExpressibleByStringLiteral, CustomStringConvertible {
  /// The identifier's text.
  public let rawValue: String

  /// Creates an identifier from text.
  /// - Parameter rawValue: Any text; it only has to be unique on the stack it is used on.
  public init(_ rawValue: String) { self.rawValue = rawValue }

  /// Creates a new random identifier: a version-4 UUID's text.
  public init() { self.rawValue = UUID().uuidString }

  /// Creates an identifier from a string literal.
  public init(stringLiteral value: String) { self.rawValue = value }

  public init(from decoder: any Decoder) throws {
    rawValue = try decoder.singleValueContainer().decode(String.self)
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(rawValue)
  }

  public var description: String { rawValue }
}
