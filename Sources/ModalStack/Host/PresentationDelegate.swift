#if canImport(UIKit)
import ModalStackCore
import UIKit

/// The delegate of a layer controller's presentation controller: it turns what the user does
/// (swipe a sheet, drag it to another detent, tap outside a popover, try to dismiss a blocked sheet) into the
/// ``ControllerHost`` calls that become host events. UIKit never calls these methods for
/// programmatic dismissals (see UIKit's Rules as the Simulator Enforces Them, 'User dismissals'), so neither does the host.
@MainActor
final class PresentationDelegate<Destination: Hashable & Sendable>: NSObject, UIPopoverPresentationControllerDelegate,
  UISheetPresentationControllerDelegate
{
  private weak var host: ControllerHost<HostingLayerFactory<Destination>>?
  private weak var controller: UIViewController?
  private let reason: RouteChangeReason

  /// Creates a delegate for one presented controller.
  /// - Parameters:
  ///   - host: The host to report to.
  ///   - controller: The presented controller.
  ///   - reason: How a user dismissal of this controller is reported (decided by the core).
  init(host: ControllerHost<HostingLayerFactory<Destination>>?, controller: UIViewController, reason: RouteChangeReason) {
    self.host = host
    self.controller = controller
    self.reason = reason
  }

  func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
    guard let host, let controller else { return }
    host.userWillDismiss(controller)
    // The swipe may be cancelled: the transition's completion tells which way it ended.
    controller.transitionCoordinator?.animate(alongsideTransition: nil) { [weak self] context in
      guard context.isCancelled, let self, let controller = self.controller else { return }
      self.host?.userCancelledDismissal(controller)
    }
  }

  func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
    guard let host, let controller else { return }
    host.userDidDismiss(controller, reason: reason)
  }

  func popoverPresentationController(
    _ popoverPresentationController: UIPopoverPresentationController, willRepositionPopoverTo rect: UnsafeMutablePointer<CGRect>,
    in view: AutoreleasingUnsafeMutablePointer<UIView>
  ) {
    // A fallback source (no arrow) stays centred in its view across rotation.
    guard popoverPresentationController.permittedArrowDirections.isEmpty else { return }
    let bounds = view.pointee.bounds
    rect.pointee = CGRect(x: bounds.midX, y: bounds.midY, width: 0, height: 0)
  }

  func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: UISheetPresentationController) {
    guard let host, let controller, let identifier = sheetPresentationController.selectedDetentIdentifier else { return }
    host.userSelectedDetent(of: controller, identifier: identifier.rawValue)
  }

  func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
    guard let host, let controller else { return }
    host.userAttemptedDismissal(controller, reason: reason)
  }
}
#endif
