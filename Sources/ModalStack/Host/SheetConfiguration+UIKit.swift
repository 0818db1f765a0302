#if canImport(UIKit)
import ModalStackCore
import UIKit

/// Copies a validated ``SheetConfiguration`` onto a `UISheetPresentationController`.
extension SheetConfiguration {
  /// Sets detents, grabber, selected detent and largest undimmed detent.
  /// - Parameter sheet: The controller's sheet presentation controller, before presentation.
  @MainActor
  func apply(to sheet: UISheetPresentationController) {
    sheet.detents = detents.map(\.uiKit)
    sheet.prefersGrabberVisible = prefersGrabberVisible
    sheet.selectedDetentIdentifier = selectedDetent?.identifier
    sheet.largestUndimmedDetentIdentifier = largestUndimmedDetent?.identifier
  }
}

extension SheetDetent {
  /// The UIKit detent: the system medium and large, or a custom detent (iOS 16) for fractions
  /// of the largest height and fixed heights.
  @MainActor
  var uiKit: UISheetPresentationController.Detent {
    switch self {
    case .medium: .medium()
    case .large: .large()
    case .fraction(let fraction):
      .custom(identifier: identifier) { context in context.maximumDetentValue * fraction }
    case .height(let height):
      .custom(identifier: identifier) { _ in height }
    }
  }

  /// The detent's identifier: the system ones for medium and large, the description otherwise.
  var identifier: UISheetPresentationController.Detent.Identifier {
    switch self {
    case .medium: .medium
    case .large: .large
    case .fraction, .height: .init(description)
    }
  }
}
#endif
