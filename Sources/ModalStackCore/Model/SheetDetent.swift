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
  /// A fixed height in points (greater than zero) under a name of the app's, not `medium` or `large`: UIKit's
  /// `.custom(identifier:resolver:)`. Name a detent the app selects, so a saved or linked stack reads well.
  case custom(_ identifier: String, height: Double)

  /// The detent's height as a fraction of the sheet, or `nil` for a fixed height.
  var relativeHeight: Double? {
    switch self {
    case .medium: 0.5
    case .large: 1
    case .fraction(let value): value
    case .height, .custom: nil
    }
  }

  /// The detent's height in points, for fixed heights.
  var fixedHeight: Double? {
    switch self {
    case .height(let value), .custom(_, let value): value
    default: nil
    }
  }

  /// The identifier UIKit knows the detent by: the custom name, or the description.
  package var identifier: String {
    switch self {
    case .custom(let identifier, _): identifier
    default: description
    }
  }

  public var description: String {
    switch self {
    case .medium: "medium"
    case .large: "large"
    case .fraction(let value): "fraction(\(value))"
    case .height(let value): "height(\(value))"
    case .custom(let identifier, let height): "custom(\(identifier), height: \(height))"
    }
  }
}
