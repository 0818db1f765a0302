/// Where a popover points: the identifier of a source view registered by the app.
public struct PopoverAnchor: Hashable, Sendable, Codable {
  /// The identifier of the source view; must not be empty.
  public var id: String

  /// Creates an anchor.
  /// - Parameter id: The identifier of the source view (see the adapter's `popoverAnchor(_:)`).
  public init(_ id: String) { self.id = id }
}
