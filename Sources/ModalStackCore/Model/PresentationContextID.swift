/// The name of a view, marked with the adapter's `presentationContext(_:)`, that bounds the routes naming it
/// (UIKit's `definesPresentationContext`): they cover that view's frame, or the window while it is not on screen.
///
/// ```swift
/// try router.present(.tip, as: .popup.presented(in: "card"))
/// ```
public struct PresentationContextID: Hashable, Sendable, Codable, ExpressibleByStringLiteral,
  CustomStringConvertible
{
  /// The context's name, unique among the contexts of one layer.
  public let name: String

  /// Names a presentation context.
  /// - Parameter name: The name, unique among the contexts of one layer.
  public init(_ name: String) { self.name = name }

  /// Names a presentation context with a string literal: `"card"`.
  public init(stringLiteral value: String) { self.init(value) }

  /// The context's name.
  public var description: String { name }

  /// Decodes a context's name, saved as a plain string.
  public init(from decoder: any Decoder) throws { name = try String(from: decoder) }

  /// Encodes the context's name as a plain string.
  public func encode(to encoder: any Encoder) throws { try name.encode(to: encoder) }
}
