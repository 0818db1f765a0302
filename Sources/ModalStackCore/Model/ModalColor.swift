/// A colour for a popup's dimming or a layer's background, with its Dark Mode variant. On iOS, `ModalColor(_:)` takes
/// any SwiftUI `Color`; on any platform, give the sRGB components, in `0...1`.
public struct ModalColor: Hashable, Sendable, Codable {
  package struct Components: Hashable, Sendable, Codable {
    package var red: Double
    package var green: Double
    package var blue: Double
    package var alpha: Double
  }

  package var light: Components
  package var dark: Components

  /// Creates a colour that differs between the light and dark appearances.
  /// - Parameters:
  ///   - light: Its light appearance is the colour's light appearance.
  ///   - dark: Its dark appearance is the colour's dark appearance.
  public init(light: ModalColor, dark: ModalColor) {
    self.light = light.light
    self.dark = dark.dark
  }

  /// Creates a colour from sRGB components, the same in both appearances.
  /// - Parameters:
  ///   - red: Red, `0...1`.
  ///   - green: Green, `0...1`.
  ///   - blue: Blue, `0...1`.
  ///   - alpha: Opacity, `0...1`.
  public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
    light = Components(red: red, green: green, blue: blue, alpha: alpha)
    dark = light
  }

  /// Creates a colour, the same in both appearances, clamping each component to `0...1`.
  package init<Component: BinaryFloatingPoint>(
    clampingRed red: Component, green: Component, blue: Component, alpha: Component
  ) {
    func clamped(_ value: Component) -> Double { Double(min(max(value, 0), 1)) }
    self.init(red: clamped(red), green: clamped(green), blue: clamped(blue), alpha: clamped(alpha))
  }

  package func resolved(isDark: Bool) -> Components { isDark ? dark : light }

  /// Whether it is fully transparent in both appearances.
  public var isClear: Bool { light.alpha == 0 && dark.alpha == 0 }

  static let transparent = ModalColor(red: 0, green: 0, blue: 0, alpha: 0)
}
