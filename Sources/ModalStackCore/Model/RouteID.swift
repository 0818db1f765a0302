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
  private static func uuidText(_ uuid: (UInt64, UInt64)) -> String {
    withUnsafeBytes(of: (uuid.0.bigEndian, uuid.1.bigEndian)) { bytes in
      String(unsafeUninitializedCapacity: 36) { text in
        let digits: StaticString = "0123456789ABCDEF"
        var index = 0
        for (position, byte) in bytes.enumerated() {
          if position == 4 || position == 6 || position == 8 || position == 10 {
            text[index] = UInt8(ascii: "-")
            index += 1
          }
          text[index] = digits.utf8Start[Int(byte >> 4)]
          text[index + 1] = digits.utf8Start[Int(byte & 0x0F)]
          index += 2
        }
        return index
      }
    }
  }
}
