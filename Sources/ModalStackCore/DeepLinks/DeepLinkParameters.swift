import Foundation

/// The values a deep link carried: path parameters, the wildcard rest, query items, typed.
///
/// ```swift
/// map.add("/users/:id/posts/:post") { link in
///   [Route(.post(user: try link.value("id", as: Int.self), post: try link.value("post", as: UUID.self)), presentation: .sheet)]
/// }
/// ```
public struct DeepLinkParameters: Hashable, Sendable {
  /// The URL that matched.
  public let url: URL
  /// The path parameters by name (`:id` → `"42"`), percent-decoded.
  public let path: [String: String]
  /// The segments a `*rest` wildcard took, percent-decoded.
  public let rest: [String]
  /// The query items by name; the first value wins when a name repeats.
  public let query: [String: String]

  /// A path parameter or query item converted to a type.
  /// - Parameters:
  ///   - name: The parameter's name (path first, then query).
  ///   - type: Any `LosslessStringConvertible` type: `Int`, `String`, `Double`, `Bool`, ….
  /// - Returns: The value.
  /// - Throws: ``DeepLinkError/invalidParameter(name:value:url:)`` when it is missing or does not convert.
  public func value<Value: LosslessStringConvertible>(_ name: String, as type: Value.Type = Value.self) throws -> Value {
    let text = path[name] ?? query[name]
    guard let text, let value = Value(text) else { throw DeepLinkError.invalidParameter(name: name, value: text, url: url) }
    return value
  }

  /// A path parameter or query item as a UUID.
  /// - Parameter name: The parameter's name.
  /// - Returns: The UUID.
  /// - Throws: ``DeepLinkError/invalidParameter(name:value:url:)`` when it is missing or not a UUID.
  public func uuid(_ name: String) throws -> UUID {
    let text = path[name] ?? query[name]
    guard let text, let value = UUID(uuidString: text) else { throw DeepLinkError.invalidParameter(name: name, value: text, url: url) }
    return value
  }

  /// An optional query item converted to a type: `nil` when absent.
  /// - Parameters:
  ///   - name: The query item's name.
  ///   - type: The type.
  /// - Returns: The value, or `nil` when the URL has no such item.
  /// - Throws: ``DeepLinkError/invalidParameter(name:value:url:)`` when present but not convertible.
  public func optionalQuery<Value: LosslessStringConvertible>(_ name: String, as type: Value.Type = Value.self) throws -> Value? {
    guard let text = query[name] else { return nil }
    guard let value = Value(text) else { throw DeepLinkError.invalidParameter(name: name, value: text, url: url) }
    return value
  }
}
