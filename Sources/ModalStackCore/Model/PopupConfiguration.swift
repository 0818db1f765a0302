/// The configuration of a ``ModalStyle/popup(_:)``.
public struct PopupConfiguration: Hashable, Sendable, Codable {
  /// Where the popup sits on screen.
  public enum Alignment: String, Hashable, Sendable, Codable, CaseIterable {
    /// At the top of the screen, like a banner.
    case top
    /// In the middle, like an alert.
    case center
    /// At the bottom, like a toast or an action card.
    case bottom
  }

  /// The background behind a popup.
  public struct Dimming: Hashable, Sendable, Codable {
    /// The dimming colour, per appearance.
    public var color: ModalColor
    /// The dimming opacity, `0...1`.
    public var opacity: Double
    /// A blur radius in points, `0` for none.
    public var blurRadius: Double

    /// Creates a dimming background.
    /// - Parameters:
    ///   - color: The colour; black by default. On iOS, a SwiftUI `Color` works too.
    ///   - opacity: The opacity, `0...1`.
    ///   - blurRadius: A blur radius in points, `>= 0`.
    public init(
      color: ModalColor = ModalColor(red: 0, green: 0, blue: 0), opacity: Double = 0.4, blurRadius: Double = 0
    ) {
      self.color = color
      self.opacity = opacity
      self.blurRadius = blurRadius
    }

    /// How strongly a blur material shows, full at 20 points (SwiftUI cannot blur another controller by a radius).
    package var materialOpacity: Double { min(1, max(0, blurRadius / 20)) }

    /// A dimming whose colour resolved clear while dimming was asked for (a missing asset colour)
    /// falls back to the standard black, so the popup stays dimmed; `fellBack` says it did.
    package static func loading(_ color: ModalColor, opacity: Double, blurRadius: Double, writtenClear: Bool = false)
      -> (Dimming, fellBack: Bool)
    {
      let asked = Dimming(color: color, opacity: opacity, blurRadius: blurRadius)
      guard color.isClear, opacity > 0, blurRadius == 0, !writtenClear else { return (asked, false) }
      return (Dimming(color: Dimming.standard.color, opacity: opacity, blurRadius: blurRadius), true)
    }

    /// Black at 40 % opacity, no blur.
    public static let standard = Dimming()
    /// No dimming at all.
    public static let none = Dimming(opacity: 0)
  }

  /// Where the popup sits.
  public var alignment: Alignment
  /// The background behind it.
  public var dimming: Dimming
  /// Whether a tap on the background dismisses it (subject to the dismiss policy).
  public var dismissOnTapOutside: Bool

  /// Whether touches outside the content reach the screen below: true for a popup without dimming (a toast).
  public var letsTouchesThrough: Bool { (dimming.opacity == 0 || dimming.color.isClear) && dimming.blurRadius == 0 }

  /// Creates a popup configuration.
  /// - Parameters:
  ///   - alignment: Where the popup sits.
  ///   - dimming: The background behind it.
  ///   - dismissOnTapOutside: Whether a tap on the background dismisses it.
  public init(alignment: Alignment = .center, dimming: Dimming = .standard, dismissOnTapOutside: Bool = true) {
    self.alignment = alignment
    self.dimming = dimming
    self.dismissOnTapOutside = dismissOnTapOutside
  }
}
