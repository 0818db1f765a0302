/// What a controller the app made finished with (a share's outcome, the photos picked), on its
/// way from the host to the code awaiting it (``Router/presentForResult(_:as:returning:id:)``).
/// Two results are equal only if they are the same one: the value is the app's, of any type.
package final class ControllerResult: Hashable, Sendable {
  /// The value, as the adapter's wrapper or a simulated controller gave it.
  package let value: any Sendable

  /// Wraps a value.
  /// - Parameter value: What the controller finished with.
  package init(_ value: any Sendable) { self.value = value }

  package static func == (lhs: ControllerResult, rhs: ControllerResult) -> Bool { lhs === rhs }

  package func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
