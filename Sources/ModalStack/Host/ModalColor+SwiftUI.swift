#if canImport(UIKit)
import ModalStackCore
import SwiftUI
import UIKit

extension ModalColor {
  /// Creates a colour from a SwiftUI colour, keeping its light and dark appearances.
  ///
  /// The colour is resolved now for both appearances (an asset catalog colour gives its two
  /// variants), so the route's ``Presentation`` stays a plain value; the layer picks the variant
  /// of its own appearance. Components outside sRGB's `0...1` (Display P3 colours) are clamped.
  ///
  /// ```swift
  /// .popup(dimming: .init(color: Color("Scrim"), opacity: 0.5))
  /// ```
  /// - Parameter color: A SwiftUI colour.
  public init(_ color: Color) {
    var environment = EnvironmentValues()
    environment.colorScheme = .light
    let light = color.resolve(in: environment)
    environment.colorScheme = .dark
    self.init(light: RGBAColor(light), dark: RGBAColor(color.resolve(in: environment)))
  }
}

extension PopupConfiguration.Dimming {
  /// Creates a dimming background in a SwiftUI colour.
  ///
  /// ```swift
  /// .popup(dimming: .init(color: .indigo, opacity: 0.3, blurRadius: 8))
  /// ```
  /// - Parameters:
  ///   - color: The colour, in both appearances (see ``ModalColor/init(_:)-(Color)``).
  ///   - opacity: The opacity, `0...1`.
  ///   - blurRadius: A blur radius in points, `>= 0`.
  public init(color: Color, opacity: Double = 0.4, blurRadius: Double = 0) {
    self.init(color: ModalColor(color), opacity: opacity, blurRadius: blurRadius)
  }
}

extension ModalBackground {
  /// A solid SwiftUI colour, in both appearances.
  ///
  /// ```swift
  /// .sheet(detents: [.medium], background: .color(.yellow))
  /// ```
  /// - Parameter color: The colour.
  /// - Returns: The background.
  public static func color(_ color: Color) -> ModalBackground { .color(ModalColor(color)) }
}

extension RGBAColor {
  /// The sRGB components of a resolved colour, clamped to `0...1`.
  init(_ resolved: Color.Resolved) {
    func clamped(_ value: Float) -> Double { Double(min(max(value, 0), 1)) }
    self.init(red: clamped(resolved.red), green: clamped(resolved.green), blue: clamped(resolved.blue), alpha: clamped(resolved.opacity))
  }
}

extension UIColor {
  /// A dynamic colour: UIKit picks the variant of the trait collection's appearance, and again
  /// when it changes.
  convenience init(_ color: ModalColor) {
    self.init { traits in
      let components = color.resolved(isDark: traits.userInterfaceStyle == .dark)
      return UIColor(red: components.red, green: components.green, blue: components.blue, alpha: components.alpha)
    }
  }
}

extension Color {
  /// The variant of a colour for a colour scheme.
  init(_ color: ModalColor, in colorScheme: ColorScheme) {
    let components = color.resolved(isDark: colorScheme == .dark)
    self.init(.sRGB, red: components.red, green: components.green, blue: components.blue, opacity: components.alpha)
  }
}
#endif
