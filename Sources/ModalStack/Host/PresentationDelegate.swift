#if canImport(UIKit)
  import ModalStackCore
  import UIKit

  /// The delegate of a layer controller's presentation controller: it turns what the user does
  /// (swipe a sheet, drag a detent, tap outside a popover) into ``ControllerHost`` calls. UIKit
  /// never calls these methods for programmatic dismissals, so neither does the host.
  @MainActor
  package final class PresentationDelegate<Factory: LayerControllerFactory>: NSObject, HostPresentationDelegate,
    UIPopoverPresentationControllerDelegate,
    UISheetPresentationControllerDelegate
  {
    /// The delegate other code set in this one's place, which this one forwards every call to
    /// (UIKit holds delegates weakly; so does this).
    package weak var forwardee: (any UIAdaptivePresentationControllerDelegate)?
    private weak var host: ControllerHost<Factory>?
    private weak var controller: UIViewController?
    private let configuration: ControllerConfiguration
    /// The style UIKit shows the controller in now, when it adapted it (a popover at compact width).
    private var shownStyle: ControllerConfiguration.Style?

    /// Creates a delegate for one presented controller, reporting to `host`.
    package init(host: ControllerHost<Factory>?, controller: UIViewController, configuration: ControllerConfiguration) {
      self.host = host
      self.controller = controller
      self.configuration = configuration
    }

    /// How a user dismissal is reported now: a popover adapted to a sheet is swiped (a core rule).
    private var reason: RouteChangeReason { configuration.userDismissalReason(shownAs: shownStyle) }

    package func presentationController(
      _ presentationController: UIPresentationController, willPresentWithAdaptiveStyle style: UIModalPresentationStyle,
      transitionCoordinator: (any UIViewControllerTransitionCoordinator)?
    ) {
      // `.none`: no adaptation, the requested style shows (a window made regular again).
      shownStyle = style == .none ? nil : ControllerConfiguration.Style(style)
      if let controller { AdapterProbe.observer?(controller, .adaptiveStyle(shownStyle)) }
      forwardee?.presentationController?(
        presentationController, willPresentWithAdaptiveStyle: style, transitionCoordinator: transitionCoordinator)
    }

    package func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
      forwardee?.presentationControllerShouldDismiss?(presentationController) ?? true
    }

    package func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
      forwardee?.presentationControllerWillDismiss?(presentationController)
      guard let host, let controller else { return }
      host.userWillDismiss(controller)
      // The swipe may be cancelled: the transition's completion tells which way it ended.
      controller.transitionCoordinator?.animate(alongsideTransition: nil) { [weak self] context in
        guard context.isCancelled, let self, let controller = self.controller else { return }
        self.host?.userCancelledDismissal(controller)
      }
    }

    package func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
      forwardee?.presentationControllerDidDismiss?(presentationController)
      guard let host, let controller else { return }
      host.userDidDismiss(controller, reason: reason)
    }

    package func popoverPresentationController(
      _ popoverPresentationController: UIPopoverPresentationController,
      willRepositionPopoverTo rect: UnsafeMutablePointer<CGRect>,
      in view: AutoreleasingUnsafeMutablePointer<UIView>
    ) {
      // The source's frame is read again (a rotation, a resize): an anchor's whole bounds; a
      // fallback source (no arrow) the centre of its view.
      let bounds = view.pointee.bounds
      rect.pointee =
        popoverPresentationController.permittedArrowDirections.isEmpty
        ? CGRect(x: bounds.midX, y: bounds.midY, width: 0, height: 0) : bounds
      (forwardee as? any UIPopoverPresentationControllerDelegate)?.popoverPresentationController?(
        popoverPresentationController, willRepositionPopoverTo: rect, in: view)
    }

    package func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
      _ sheetPresentationController: UISheetPresentationController
    ) {
      (forwardee as? any UISheetPresentationControllerDelegate)?
        .sheetPresentationControllerDidChangeSelectedDetentIdentifier?(sheetPresentationController)
      guard let host, let controller, let identifier = sheetPresentationController.selectedDetentIdentifier else {
        return
      }
      host.userSelectedDetent(of: controller, identifier: identifier.rawValue)
    }

    package func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
      forwardee?.presentationControllerDidAttemptToDismiss?(presentationController)
      guard let host, let controller else { return }
      host.userAttemptedDismissal(controller, reason: reason)
    }
  }

  /// The host's presentation controller delegate, whichever factory made it.
  @MainActor
  package protocol HostPresentationDelegate: UIAdaptivePresentationControllerDelegate {
    var forwardee: (any UIAdaptivePresentationControllerDelegate)? { get set }
  }

  /// A controller that keeps the host's presentation controller delegate alive.
  @MainActor
  package protocol PresentationDelegateOwner: AnyObject {
    var hostPresentationDelegate: (any HostPresentationDelegate)? { get }
  }
#endif
