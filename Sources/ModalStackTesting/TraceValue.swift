/// Any JSON value, as a destination: lets a replay read a trace without the app's own
/// destination type (`modalstack replay` does). A string prints as itself; anything else as
/// compact JSON.
public enum TraceValue: Hashable, Sendable, Codable, CustomStringConvertible {
  /// `null`.
  case null
  /// `true` or `false`.
  case bool(Bool)
  /// A number.
  case number(Double)
  /// A string.
  case string(String)
  /// An array.
  case array([TraceValue])
  /// An object.
  case object([String: TraceValue])

  /// Reads any JSON value.
  /// - Parameter decoder: The decoder.
  /// - Throws: `DecodingError` when the input is not JSON.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      self = .null
    } else if let value = try? container.decode(Bool.self) {
      self = .bool(value)
    } else if let value = try? container.decode(Double.self) {
      self = .number(value)
    } else if let value = try? container.decode(String.self) {
      self = .string(value)
    } else if let value = try? container.decode([TraceValue].self) {
      self = .array(value)
    } else {
      self = .object(try container.decode([String: TraceValue].self))
    }
  }

  /// Writes the value as the JSON it was read from.
  /// - Parameter encoder: The encoder.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    switch self {
    case .null: try container.encodeNil()
    case .bool(let value): try container.encode(value)
    case .number(let value): try container.encode(value)
    case .string(let value): try container.encode(value)
    case .array(let value): try container.encode(value)
    case .object(let value): try container.encode(value)
    }
  }

  /// A string as itself; anything else as compact JSON, keys sorted.
  public var description: String {
    switch self {
    case .null: "null"
    case .bool(let value): "\(value)"
    case .number(let value): value.rounded() == value && abs(value) < 1e15 ? "\(Int(value))" : "\(value)"
    case .string(let value): value
    case .array(let values): "[" + values.map(\.json).joined(separator: ",") + "]"
    case .object(let values):
      "{" + values.keys.sorted().map { "\"\($0)\":\(values[$0]!.json)" }.joined(separator: ",") + "}"
    }
  }

  /// The value as JSON text (strings quoted).
  private var json: String {
    if case .string(let value) = self { return "\"\(value)\"" }
    return description
  }
}
