import Foundation

/// The values a deep link carried: path parameters, the wildcard rest, query items, typed. A name
/// is read as a path parameter first, then as a query item.
public struct DeepLinkParameters: Hashable, Sendable {
  /// The URL that matched.
  public let url: URL
  let origin: LinkOrigin
  /// The host the link matched with (``LinkHost``); `nil` when the URL has none.
  public let host: String?
  /// The path parameters' names, in the pattern's order, and their decoded values.
  let names: [String]
  let values: [String]
  /// The segments a `*rest` wildcard took, percent-decoded.
  public let rest: [String]
  /// The query items by name; the first value wins when a name repeats.
  public let query: [String: String]
  let repeatedNames: Set<String>
  /// The link as the app received it, for errors.
  let received: String

  /// The path parameters by name (`:id` → `"42"`), percent-decoded.
  public var path: [String: String] { Dictionary(zip(names, values), uniquingKeysWith: { first, _ in first }) }

  func pathValue(_ name: String) -> String? { names.firstIndex(of: name).map { values[$0] } }

  /// A path parameter or query item converted to a type: `Int`, `String`, `Double`, `Bool`, ….
  /// - Throws: ``DeepLinkError/invalidParameter(name:value:url:)`` when it is missing or does not convert.
  public func value<Value: LosslessStringConvertible>(_ name: String, as type: Value.Type = Value.self) throws -> Value
  {
    try convert(name) { Value($0) }
  }

  /// A path parameter or query item as a UUID.
  /// - Throws: ``DeepLinkError/invalidParameter(name:value:url:)`` when it is missing or not a UUID.
  public func value(_ name: String, as type: UUID.Type) throws -> UUID {
    try convert(name) { UUID(uuidString: $0) }
  }

  /// A path parameter or query item as a raw-value type, such as a `String`-backed enum.
  /// - Throws: ``DeepLinkError/invalidParameter(name:value:url:)`` when it is missing or not a raw value.
  public func value<Value: RawRepresentable>(_ name: String, as type: Value.Type = Value.self) throws -> Value
  where Value.RawValue: LosslessStringConvertible {
    try convert(name) { Value.RawValue($0).flatMap(Value.init(rawValue:)) }
  }

  /// An optional query item converted to a type: `nil` when absent.
  /// - Throws: ``DeepLinkError/invalidParameter(name:value:url:)`` when present but not convertible.
  public func optionalQuery<Value: LosslessStringConvertible>(_ name: String, as type: Value.Type = Value.self) throws
    -> Value?
  {
    guard query[name] != nil else { return nil }
    return try convert(name, queryOnly: true) { Value($0) }
  }

  /// The named path parameter (else query item) converted, or a typed error naming it.
  private func convert<Value>(_ name: String, queryOnly: Bool = false, _ make: (String) -> Value?) throws -> Value {
    let text = queryOnly ? query[name] : pathValue(name) ?? query[name]
    guard let text, let value = make(text) else {
      throw DeepLinkError.invalidParameter(name: name, value: text, url: received)
    }
    return value
  }
}
