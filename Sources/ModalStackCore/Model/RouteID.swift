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
  public init() { self.rawValue = Self.uuidText(RandomIDSource.shared.next()) }

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

  /// A UUID's uppercase text, as `UUID.uuidString` writes it, without its formatter: a command
  /// that presents makes one, and the formatter costs more than the rest of the command.
  /// - Parameter uuid: The UUID's 128 bits, high half first.
  private static let hexDigits = Array("0123456789ABCDEF".utf8)

  private static func uuidText(_ uuid: (UInt64, UInt64)) -> String {
    var text: [UInt8] = []
    text.reserveCapacity(36)
    for half in 0..<2 {
      let word = half == 0 ? uuid.0 : uuid.1
      for position in 0..<8 {
        // Dashes before bytes 4, 6, 8 and 10: 8-4-4-4-12 digits.
        let byteIndex = half * 8 + position
        if byteIndex == 4 || byteIndex == 6 || byteIndex == 8 || byteIndex == 10 { text.append(UInt8(ascii: "-")) }
        let byte = Int(truncatingIfNeeded: word >> UInt64(56 - 8 * position))
        text.append(hexDigits[(byte >> 4) & 0x0F])
        text.append(hexDigits[byte & 0x0F])
      }
    }
    return String(decoding: text, as: UTF8.self)
  }
}
