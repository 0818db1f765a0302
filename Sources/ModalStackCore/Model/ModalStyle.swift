/// A UIKit modal presentation style, plus ModalStack's popup.
///
/// Each case maps to a `UIModalPresentationStyle`; `.popup` is presented over full screen with a
/// clear background and a container that dims, closes on a tap outside and animates its content.
public enum ModalStyle: Hashable, Sendable, Codable {
  /// A card sheet with detents and an optional grabber (`pageSheet` with a sheet controller).
  case sheet(SheetConfiguration)
  /// `UIModalPresentationStyle.pageSheet` with UIKit's defaults.
  case pageSheet
  /// `UIModalPresentationStyle.formSheet`, sized by the content.
  case formSheet
  /// `UIModalPresentationStyle.fullScreen`: the presenter's view is removed.
  case fullScreen
  /// `UIModalPresentationStyle.overFullScreen`: the presenter stays visible below.
  case overFullScreen
  /// `UIModalPresentationStyle.currentContext`.
  case currentContext
  /// `UIModalPresentationStyle.overCurrentContext`.
  case overCurrentContext
  /// `UIModalPresentationStyle.popover`, pointing at an anchor (a view marked with `popoverAnchor(_:)`;
  /// while it is not on screen, the presenting view). UIKit throws for a popover without a source.
  case popover(PopoverAnchor)
  /// A popup over a dimmed background.
  case popup(PopupConfiguration)

  /// Whether the presenter's view stays on screen below the presented one.
  var keepsPresenterVisible: Bool {
    switch self {
    case .fullScreen, .currentContext: false
    default: true
    }
  }

  /// Whether this is a popover.
  var isPopover: Bool {
    if case .popover = self { true } else { false }
  }

  /// Whether this is a popup, whose content SwiftUI animates.
  var isPopup: Bool {
    if case .popup = self { true } else { false }
  }

  /// Whether this is a card the user can swipe down (sheet, page sheet, form sheet).
  var isSheetLike: Bool {
    switch self {
    case .sheet, .pageSheet, .formSheet: true
    default: false
    }
  }

  /// A short name for timelines: `sheet`, `cover`, `popup`, ….
  package var shortName: String {
    switch self {
    case .sheet: "sheet"
    case .pageSheet: "pageSheet"
    case .formSheet: "formSheet"
    case .fullScreen: "fullScreenCover"
    case .overFullScreen: "overFullScreen"
    case .currentContext: "currentContext"
    case .overCurrentContext: "overCurrentContext"
    case .popover: "popover"
    case .popup: "popup"
    }
  }
}

/// The configuration of a ``ModalStyle/sheet(_:)``, mirroring `UISheetPresentationController`.
public struct SheetConfiguration: Hashable, Sendable, Codable {
  /// The heights the sheet rests at, smallest first. Must not be empty.
  public var detents: [SheetDetent]
  /// Whether the grabber is visible.
  public var prefersGrabberVisible: Bool
  /// The detent the sheet opens at; `nil` means the smallest, as in UIKit.
  public var selectedDetent: SheetDetent?
  /// The largest detent at which content below stays usable; `nil` dims at every detent.
  public var largestUndimmedDetent: SheetDetent?

  /// Creates a sheet configuration.
  /// - Parameters:
  ///   - detents: The heights the sheet rests at, smallest first.
  ///   - prefersGrabberVisible: Whether the grabber is visible.
  ///   - selectedDetent: The detent the sheet opens at; must be one of `detents`.
  ///   - largestUndimmedDetent: The largest undimmed detent; must be one of `detents`.
  public init(
    detents: [SheetDetent] = [.large],
    prefersGrabberVisible: Bool = false,
    selectedDetent: SheetDetent? = nil,
    largestUndimmedDetent: SheetDetent? = nil
  ) {
    self.detents = detents
    self.prefersGrabberVisible = prefersGrabberVisible
    self.selectedDetent = selectedDetent
    self.largestUndimmedDetent = largestUndimmedDetent
  }
}

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

/// Where a popover points: the identifier of a source view registered by the app.
public struct PopoverAnchor: Hashable, Sendable, Codable {
  /// The identifier of the source view; must not be empty.
  public var id: String

  /// Creates an anchor.
  /// - Parameter id: The identifier of the source view (see the adapter's `popoverAnchor(_:)`).
  public init(_ id: String) { self.id = id }
}

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
    public init(color: ModalColor = ModalColor(red: 0, green: 0, blue: 0), opacity: Double = 0.4, blurRadius: Double = 0) {
      self.color = color
      self.opacity = opacity
      self.blurRadius = blurRadius
    }

    /// How strongly a blur material shows, `0...1`: SwiftUI cannot blur another controller's
    /// content by a radius, so a material is the closest system effect, full at 20 points.
    package var materialOpacity: Double { min(1, max(0, blurRadius / 20)) }

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

  /// Whether touches outside the content reach the screen below: true for a popup without
  /// dimming (a toast, a banner), which lies over the top layer instead of being presented, so
  /// the screen under it stays usable. A tap there also dismisses it if ``dismissOnTapOutside``.
  /// A dimmed popup takes every touch in the window.
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
