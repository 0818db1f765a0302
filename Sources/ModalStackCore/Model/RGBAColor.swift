/// A colour as red, green, blue and alpha components in `0...1`.
public struct RGBAColor: Hashable, Sendable, Codable {
  /// Red, `0...1`.
  public var red: Double
  /// Green, `0...1`.
  public var green: Double
  /// Blue, `0...1`.
  public var blue: Double
  /// Opacity, `0...1`.
  public var alpha: Double

  /// Creates a colour.
  /// - Parameters:
  ///   - red: Red, `0...1`.
  ///   - green: Green, `0...1`.
  ///   - blue: Blue, `0...1`.
  ///   - alpha: Opacity, `0...1`.
  public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }

  /// Opaque black.
  public static let black = RGBAColor(red: 0, green: 0, blue: 0)

  /// Creates a colour from components that may lie outside `0...1` (an extended-range or
  /// Display P3 colour's sRGB components), clamping each to `0...1`.
  /// - Parameters:
  ///   - red: Red.
  ///   - green: Green.
  ///   - blue: Blue.
  ///   - alpha: Opacity.
  package init<Component: BinaryFloatingPoint>(
    clampingRed red: Component, green: Component, blue: Component, alpha: Component
  ) {
    func clamped(_ value: Component) -> Double { Double(min(max(value, 0), 1)) }
    self.init(red: clamped(red), green: clamped(green), blue: clamped(blue), alpha: clamped(alpha))
  }
}
