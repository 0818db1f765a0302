/// A height a sheet rests at.
public enum SheetDetent: Hashable, Sendable, Codable, CustomStringConvertible {
  /// About half the screen.
  case medium
  /// The full sheet height.
  case large
  /// A fraction of the full sheet height, in `0 < f <= 1`.
  case fraction(Double)
  /// A fixed height in points, greater than zero.
  case height(Double)

  /// The detent's height as a fraction of the sheet, or `nil` for a fixed height.
  var relativeHeight: Double? {
    switch self {
    case .medium: 0.5
    case .large: 1
    case .fraction(let value): value
    case .height: nil
    }
  }

  public var description: String {
    switch self {
    case .medium: "medium"
    case .large: "large"
    case .fraction(let value): "fraction(\(value))"
    case .height(let value): "height(\(value))"
    }
  }
}
