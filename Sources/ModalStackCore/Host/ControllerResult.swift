/// What a controller the app made finished with (a share's outcome, the photos picked), on its
/// way from the host to the code awaiting it (``Router/presentForResult(_:as:returning:id:)``).
/// Two results are equal only if they are the same one: the value is the app's, of any type, so a
/// trace records none (it decodes as a result holding nothing).
public final class ControllerResult: Hashable, Sendable, Codable {
  /// The value, as the adapter's wrapper or a simulated controller gave it.
  package let value: any Sendable

  /// Wraps a value.
  /// - Parameter value: What the controller finished with.
  package init(_ value: any Sendable) { self.value = value }

  public static func == (lhs: ControllerResult, rhs: ControllerResult) -> Bool { lhs === rhs }

  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

  /// Reads a result recorded in a trace: it holds nothing.
  /// - Parameter decoder: The decoder.
  public convenience init(from decoder: any Decoder) throws { self.init(()) }

  /// Records nothing of the value.
  /// - Parameter encoder: The encoder.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encodeNil()
  }
}
