/// The name of a navigation stack the app marks for the router's pushes: one per tab, one per split-view column, or
/// the one stack of a screen (``main``). A pushed route shows only in the stack it was pushed into.
///
/// ```swift
/// try router.push(.profile(id), in: "feed")   // into the feed tab's stack, whichever tab is selected
/// ```
public struct NavigationStackID: Hashable, Sendable, Codable, ExpressibleByStringLiteral, CustomStringConvertible {
  /// The stack's name, unique among the stacks of one layer.
  public let name: String

  /// Names a stack.
  /// - Parameter name: The name, unique among the stacks of one layer.
  public init(_ name: String) { self.name = name }

  /// Names a stack with a string literal: `"feed"`.
  public init(stringLiteral value: String) { self.init(value) }

  /// The stack a route pushed without a stack name joins when no marked stack tells otherwise.
  public static let main = NavigationStackID("main")

  /// The stack's name.
  public var description: String { name }

  /// Decodes a stack's name, saved as a plain string.
  public init(from decoder: any Decoder) throws { name = try String(from: decoder) }

  /// Encodes the stack's name as a plain string.
  public func encode(to encoder: any Encoder) throws { try name.encode(to: encoder) }
}

extension Array {
  package func routes<Destination>(in stack: NavigationStackID) -> [Route<Destination>]
  where Element == Route<Destination> {
    filter { $0.shownInStack == stack }
  }
}
