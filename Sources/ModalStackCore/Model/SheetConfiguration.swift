/// The configuration of a ``ModalStyle/sheet(_:)``, mirroring `UISheetPresentationController`; defaults are UIKit's.
///
/// ```swift
/// let sheet = SheetConfiguration(detents: [.medium, .large], prefersEdgeAttachedInCompactHeight: true)
/// try router.present(.places, as: .modal(.sheet(sheet), dismissPolicy: .blocked))
/// ```
public struct SheetConfiguration: Hashable, Sendable, Codable {
  /// The heights the sheet rests at, smallest first. Must not be empty.
  public var detents: [SheetDetent]
  /// Whether the grabber is visible.
  public var prefersGrabberVisible: Bool
  /// The detent the sheet rests at (`nil`: the smallest); the user's drag writes it back, and
  /// ``Router/selectDetent(_:of:)`` moves the sheet.
  public var selectedDetent: SheetDetent?
  /// The largest detent at which the screen under the sheet stays undimmed and takes touches; one of ``detents``.
  public var largestUndimmedDetent: SheetDetent?
  /// Whether the sheet attaches to the bottom edge in compact height instead of going full screen.
  public var prefersEdgeAttachedInCompactHeight: Bool
  /// Whether an edge-attached sheet takes its width from the content's preferred size.
  public var widthFollowsPreferredContentSizeWhenEdgeAttached: Bool
  /// The corner radius, in points, at least 0; `nil` for the system's.
  public var preferredCornerRadius: Double?
  /// Whether scrolling to the edge of the content expands the sheet to a larger detent.
  public var prefersScrollingExpandsWhenScrolledToEdge: Bool
  /// Whether the sheet is page-sized in regular width (iOS 17).
  public var prefersPageSizing: Bool

  /// Creates a sheet configuration; each default is UIKit's.
  /// - Parameters:
  ///   - detents: The heights the sheet rests at, smallest first.
  ///   - prefersGrabberVisible: Whether the grabber is visible.
  ///   - selectedDetent: The detent the sheet opens at; must be one of `detents`.
  ///   - largestUndimmedDetent: The largest undimmed detent; must be one of `detents`.
  ///   - prefersEdgeAttachedInCompactHeight: Whether it attaches to the bottom edge in compact height.
  ///   - widthFollowsPreferredContentSizeWhenEdgeAttached: Whether an edge-attached sheet takes the content's width.
  ///   - preferredCornerRadius: The corner radius, at least 0; `nil` for the system's.
  ///   - prefersScrollingExpandsWhenScrolledToEdge: Whether scrolling to the edge expands the sheet.
  ///   - prefersPageSizing: Whether the sheet is page-sized in regular width.
  public init(
    detents: [SheetDetent] = [.large],
    prefersGrabberVisible: Bool = false,
    selectedDetent: SheetDetent? = nil,
    largestUndimmedDetent: SheetDetent? = nil,
    prefersEdgeAttachedInCompactHeight: Bool = false,
    widthFollowsPreferredContentSizeWhenEdgeAttached: Bool = false,
    preferredCornerRadius: Double? = nil,
    prefersScrollingExpandsWhenScrolledToEdge: Bool = true,
    prefersPageSizing: Bool = true
  ) {
    self.detents = detents
    self.prefersGrabberVisible = prefersGrabberVisible
    self.selectedDetent = selectedDetent
    self.largestUndimmedDetent = largestUndimmedDetent
    self.prefersEdgeAttachedInCompactHeight = prefersEdgeAttachedInCompactHeight
    self.widthFollowsPreferredContentSizeWhenEdgeAttached = widthFollowsPreferredContentSizeWhenEdgeAttached
    self.preferredCornerRadius = preferredCornerRadius
    self.prefersScrollingExpandsWhenScrolledToEdge = prefersScrollingExpandsWhenScrolledToEdge
    self.prefersPageSizing = prefersPageSizing
  }

  var restingDetent: SheetDetent? { selectedDetent ?? detents.first }

  /// Whether the screen under the sheet is undimmed and takes touches at the resting detent.
  package var passesTouchesThrough: Bool {
    guard let largestUndimmedDetent, let resting = restingDetent,
      let undimmed = detents.firstIndex(of: largestUndimmedDetent), let index = detents.firstIndex(of: resting)
    else { return false }
    return index <= undimmed
  }
}
