/// What a controller the app made finished with, on its way to the code awaiting it
/// (``Router/presentForResult(_:as:returning:id:)``). Equal only to itself; a trace records none.
public final class ControllerResult: Hashable, Sendable, Codable {
  /// The value, as the adapter's wrapper or a simulated controller gave it.
  package let value: any Sendable

  /// Wraps a value.
  package init(_ value: any Sendable) { self.value = value }

  public static func == (lhs: ControllerResult, rhs: ControllerResult) -> Bool { lhs === rhs }

  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

  /// Reads a result recorded in a trace: it holds nothing.
  public convenience init(from decoder: any Decoder) throws { self.init(()) }

  /// Records nothing of the value.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encodeNil()
  }
}
