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
