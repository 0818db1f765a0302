#if canImport(UIKit)
  import ModalStackCore
  import UIKit

  /// Copies a validated ``SheetConfiguration`` onto a `UISheetPresentationController`.
  extension SheetConfiguration {
    /// Sets every setting: detents, grabber, selected and largest undimmed detents, edge attachment,
    /// corner radius, scrolling and page sizing.
    /// - Parameter sheet: The controller's sheet presentation controller, before presentation.
    @MainActor
    package func apply(to sheet: UISheetPresentationController) {
      sheet.detents = detents.map(\.uiKit)
      sheet.prefersGrabberVisible = prefersGrabberVisible
      sheet.selectedDetentIdentifier = selectedDetent?.uiKitIdentifier
      sheet.largestUndimmedDetentIdentifier = largestUndimmedDetent?.uiKitIdentifier
      sheet.prefersEdgeAttachedInCompactHeight = prefersEdgeAttachedInCompactHeight
      sheet.widthFollowsPreferredContentSizeWhenEdgeAttached = widthFollowsPreferredContentSizeWhenEdgeAttached
      // `nil` leaves UIKit's automatic radius.
      if let preferredCornerRadius { sheet.preferredCornerRadius = CGFloat(preferredCornerRadius) }
      sheet.prefersScrollingExpandsWhenScrolledToEdge = prefersScrollingExpandsWhenScrolledToEdge
      sheet.prefersPageSizing = prefersPageSizing
    }
  }

  extension SheetDetent {
    /// The UIKit detent: the system medium and large, or a custom detent (iOS 16) for fractions
    /// of the largest height, fixed heights and named heights.
    @MainActor
    package var uiKit: UISheetPresentationController.Detent {
      switch self {
      case .medium: .medium()
      case .large: .large()
      case .fraction(let fraction):
        .custom(identifier: uiKitIdentifier) { context in context.maximumDetentValue * fraction }
      case .height(let height), .custom(_, let height):
        .custom(identifier: uiKitIdentifier) { _ in height }
      }
    }

    /// The detent's identifier: the system ones for medium and large, the core's name otherwise
    /// (a custom detent's own, the description for fractions and heights).
    package var uiKitIdentifier: UISheetPresentationController.Detent.Identifier {
      switch self {
      case .medium: .medium
      case .large: .large
      case .fraction, .height, .custom: .init(identifier)
      }
    }
  }
#endif
