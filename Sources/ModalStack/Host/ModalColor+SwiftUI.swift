#if canImport(UIKit)
  import ModalStackCore
  import SwiftUI
  import UIKit

  extension ModalColor {
    /// Creates a colour from a SwiftUI colour, keeping its light and dark appearances.
    ///
    /// The colour is resolved now for both appearances, so the route's ``Presentation`` stays a plain
    /// value. Display P3 components are clamped to sRGB, and the elevated and Increase Contrast
    /// variants of system colours are resolved as for a base-level screen; for those, give both
    /// variants with ``ModalColor/init(light:dark:)``.
    public init(_ color: Color) {
      func resolved(_ scheme: ColorScheme) -> ModalColor {
        var environment = EnvironmentValues()
        environment.colorScheme = scheme
        let resolved = color.resolve(in: environment)
        return ModalColor(
          clampingRed: resolved.red, green: resolved.green, blue: resolved.blue, alpha: resolved.opacity)
      }
      self.init(light: resolved(.light), dark: resolved(.dark))
    }
  }

  extension PopupConfiguration.Dimming {
    /// Creates a dimming background in a SwiftUI colour.
    ///
    /// A colour that resolves clear (an asset catalog colour the bundle lacks) while dimming without
    /// a blur gives the standard dimming colour at this opacity, with a fault logged once per colour.
    /// For no dimming, pass ``PopupConfiguration/Dimming/none``.
    /// - Parameters:
    ///   - color: The colour, in both appearances (see ``ModalColor/init(_:)-(Color)``).
    ///   - opacity: The opacity, `0...1`.
    ///   - blurRadius: A blur radius in points, `>= 0`.
    public init(color: Color, opacity: Double = 0.4, blurRadius: Double = 0) {
      let (dimming, fellBack) = Self.loading(
        ModalColor(color), opacity: opacity, blurRadius: blurRadius, writtenClear: color == .clear)
      if fellBack {
        loggedFaultOnce(
          "popup dimming colour \(color) resolved clear (a missing asset?): dimming in the standard colour instead")
      }
      self = dimming
    }
  }

  extension ModalBackground {
    /// A solid SwiftUI colour, in both appearances.
    public static func color(_ color: Color) -> ModalBackground { .color(ModalColor(color)) }
  }

  extension UIColor {
    /// A dynamic colour: UIKit picks the variant of the appearance, and again when it changes.
    convenience init(_ color: ModalColor) {
      self.init { traits in
        let components = color.resolved(isDark: traits.userInterfaceStyle == .dark)
        return UIColor(red: components.red, green: components.green, blue: components.blue, alpha: components.alpha)
      }
    }
  }

#endif
