#if canImport(UIKit)
  import ModalStackCore
  import SwiftUI
  import UIKit

  extension ModalColor {
    /// Creates a colour from a SwiftUI colour, keeping its light and dark appearances.
    ///
    /// The colour is resolved now for both appearances (an asset catalog colour gives its two
    /// variants), so the route's ``Presentation`` stays a plain value; the layer picks the variant
    /// of its own appearance. What a plain light/dark pair cannot keep is lost: Display P3
    /// components are clamped to sRGB, and the elevated (sheet) and Increase Contrast variants of
    /// system colours and the app's tint are resolved as for a base-level screen. For those, give
    /// both variants yourself with ``ModalColor/init(light:dark:)``.
    ///
    /// ```swift
    /// .popup(dimming: .init(color: Color("Scrim"), opacity: 0.5))
    /// ```
    /// - Parameter color: A SwiftUI colour.
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
    /// ```swift
    /// .popup(dimming: .init(color: .indigo, opacity: 0.3, blurRadius: 8))
    /// ```
    /// A colour that resolves clear while dimming is asked for without a blur, as an asset catalog
    /// colour the bundle lacks does, gives the standard dimming colour (black) at this opacity,
    /// with a fault logged in every build (once per colour: a view's body may build this on every
    /// frame). `Color.clear` itself, or a blur, is kept as written; for
    /// no dimming, pass ``PopupConfiguration/Dimming/none``.
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
    ///
    /// ```swift
    /// .sheet(detents: [.medium], background: .color(.yellow))
    /// ```
    /// - Parameter color: The colour.
    /// - Returns: The background.
    public static func color(_ color: Color) -> ModalBackground { .color(ModalColor(color)) }
  }

  extension UIColor {
    /// A dynamic colour: UIKit (and SwiftUI, through `Color(uiColor:)`) picks the variant of the
    /// appearance, and again when it changes.
    convenience init(_ color: ModalColor) {
      self.init { traits in
        let components = color.resolved(isDark: traits.userInterfaceStyle == .dark)
        return UIColor(red: components.red, green: components.green, blue: components.blue, alpha: components.alpha)
      }
    }
  }

#endif
