/// A colour for a popup's dimming or a layer's background, with its Dark Mode variant.
///
/// It is a value the core can store, compare and encode, so ``Presentation`` stays `Codable` and
/// testable on Linux; the adapter resolves it for the layer's environment, and UIKit re-resolves
/// it when the appearance changes. On iOS, `ModalColor(_:)` takes any SwiftUI `Color` (an asset
/// catalog colour, `.indigo`, `Color(uiColor:)`) and keeps its light and dark appearances:
///
/// ```swift
/// .popup(dimming: .init(color: Color("Scrim"), opacity: 0.5))
/// .sheet(detents: [.medium], background: .color(.yellow))
/// ```
///
/// On any platform, give the components:
///
/// ```swift
/// let scrim = ModalColor(light: RGBAColor(red: 0, green: 0, blue: 0.2), dark: RGBAColor(red: 0, green: 0, blue: 0))
/// ```
public struct ModalColor: Hashable, Sendable, Codable {
  /// The colour in the light appearance.
  public var light: RGBAColor
  /// The colour in the dark appearance.
  public var dark: RGBAColor

  /// Creates a colour that differs between the light and dark appearances.
  /// - Parameters:
  ///   - light: The colour in the light appearance.
  ///   - dark: The colour in the dark appearance.
  public init(light: RGBAColor, dark: RGBAColor) {
    self.light = light
    self.dark = dark
  }

  /// Creates a colour that is the same in both appearances.
  /// - Parameter color: The colour.
  public init(_ color: RGBAColor) {
    self.init(light: color, dark: color)
  }

  /// Creates a colour from sRGB components, the same in both appearances.
  /// - Parameters:
  ///   - red: Red, `0...1`.
  ///   - green: Green, `0...1`.
  ///   - blue: Blue, `0...1`.
  ///   - alpha: Opacity, `0...1`.
  public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
    self.init(RGBAColor(red: red, green: green, blue: blue, alpha: alpha))
  }

  /// The colour for an appearance.
  /// - Parameter isDark: Whether the appearance is dark.
  /// - Returns: ``dark`` or ``light``.
  package func resolved(isDark: Bool) -> RGBAColor { isDark ? dark : light }

  /// Whether it is fully transparent in both appearances.
  public var isClear: Bool { light.alpha == 0 && dark.alpha == 0 }

  /// Transparent in both appearances.
  static let transparent = ModalColor(red: 0, green: 0, blue: 0, alpha: 0)
}
