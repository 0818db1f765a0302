#if canImport(UIKit)
  import ModalStackCore
  import UIKit

  /// `UIViewController` is the controller the ModalStack host drives; ``ControllerHost`` is written
  /// against ``ModalController`` and runs unchanged on real controllers here and fake ones in tests.
  /// (The types are spelled with their modules: the conformance of a UIKit type is intended.)
  extension UIKit.UIViewController: ModalStackCore.ModalController {
    /// The controller this one presents: `presentedViewController`.
    package var presentedModal: (any ModalController)? { presentedViewController }

    /// The controller that presented this one: `presentingViewController`.
    package var presentingModal: (any ModalController)? { presentingViewController }

    /// The container controller this one is a child of: `parent`.
    package var parentModal: (any ModalController)? { parent }

    /// Presents another controller with `present(_:animated:completion:)`.
    package func presentModal(
      _ controller: any ModalController, animated: Bool, completion: @escaping @MainActor () -> Void
    ) {
      guard let controller = controller as? UIViewController else { return }
      present(controller, animated: animated, completion: completion)
    }

    /// Dismisses what this controller presents, and everything above it, with `dismiss(animated:completion:)`.
    package func dismissModal(animated: Bool, completion: @escaping @MainActor () -> Void) {
      dismiss(animated: animated, completion: completion)
    }

    /// Lays an overlay's view in the window just above the window-level view that holds this
    /// controller's view, in a ``PassthroughView``. Not inside this controller's view: UIKit would draw
    /// it in a popover's bubble, or clip and drag it with a medium sheet. A controller presented
    /// later adds its container above it, so the stack order holds.
    package func addOverlay(_ overlay: any ModalController, completion: @escaping @MainActor () -> Void) {
      guard let overlay = overlay as? UIViewController else { return }
      let surface: UIView = view.window ?? view
      let container = PassthroughView(frame: surface.bounds)
      container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      container.anchor = self
      container.overlay = overlay
      overlay.view.frame = container.bounds
      overlay.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      container.addSubview(overlay.view)
      var holder: UIView = view
      while let superview = holder.superview, superview !== surface { holder = superview }
      if holder.superview === surface {
        surface.insertSubview(container, aboveSubview: holder)
      } else {
        surface.addSubview(container)
      }
      Task { @MainActor in completion() }
    }

    /// Takes this overlay's view (and its ``PassthroughView``) off the controller it lies over.
    package func removeOverlay(completion: @escaping @MainActor () -> Void) {
      let container = viewIfLoaded?.superview as? PassthroughView
      viewIfLoaded?.removeFromSuperview()
      container?.removeFromSuperview()
      container?.overlay = nil
      Task { @MainActor in completion() }
    }

    /// The controller this one lies over, while it is an overlay.
    package var overlaidController: (any ModalController)? { (viewIfLoaded?.superview as? PassthroughView)?.anchor }

    /// Whether a transition involving this controller is running: `transitionCoordinator != nil`.
    package var isInTransition: Bool { transitionCoordinator != nil }

    /// Whether it is an alert or an action sheet: the host waits for it to go.
    package var isAlert: Bool { self is UIAlertController }

    package var isViewInWindow: Bool { viewIfLoaded?.window != nil }

    /// The style UIKit shows it in now: its `modalPresentationStyle`, with `automatic` resolved
    /// to a sheet and a popover at compact width adapted to one; `nil` when nobody presented it.
    package var shownStyle: ControllerConfiguration.Style? {
      guard presentingViewController != nil else { return nil }
      switch modalPresentationStyle {
      case .automatic: return .pageSheet
      // A popover's own content gets a compact size class even on a wide iPad: the window's width decides.
      case .popover
      where (viewIfLoaded?.window ?? presentingViewController?.viewIfLoaded?.window)?
        .traitCollection.horizontalSizeClass == .compact:
        return .pageSheet
      default: return ControllerConfiguration.Style(modalPresentationStyle) ?? .custom
      }
    }

    /// The type of the presentation controller delegate other code set in place of the host's.
    package var replacedPresentationDelegate: String? {
      guard let ours = (self as? any PresentationDelegateOwner)?.hostPresentationDelegate,
        let current = presentationController?.delegate, current !== ours
      else { return nil }
      return String(describing: type(of: current))
    }

    /// Makes the host's delegate the delegate again, forwarding every call to the one that replaced it.
    package func reclaimPresentationDelegate() {
      guard let ours = (self as? any PresentationDelegateOwner)?.hostPresentationDelegate,
        let presentation = presentationController, let current = presentation.delegate, current !== ours
      else { return }
      ours.forwardee = current
      presentation.delegate = ours
    }

    package var modalName: String { String(describing: type(of: self)) }
  }
#endif
