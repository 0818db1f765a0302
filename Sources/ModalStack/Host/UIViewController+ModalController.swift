#if canImport(UIKit)
  import ModalStackCore
  import UIKit

  /// `UIViewController` is the controller the ModalStack host drives. (The types are spelled with
  /// their modules, which tells the compiler this conformance of a UIKit type is intended.) The
  /// members are `package`: apps do not see them on their controllers. The host logic in
  /// ``ControllerHost`` (which controller presents, which one a dismissal goes to) is written against
  /// ``ModalController`` and runs unchanged on real controllers here and on fake ones in tests.
  ///
  /// ```swift
  /// let host = ControllerHost(root: window.rootViewController!, factory: factory)
  /// ```
  extension UIKit.UIViewController: ModalStackCore.ModalController {
    /// The controller this one presents: `presentedViewController`.
    package var presentedModal: (any ModalController)? { presentedViewController }

    /// The controller that presented this one: `presentingViewController`.
    package var presentingModal: (any ModalController)? { presentingViewController }

    /// The container controller this one is a child of: `parent`.
    package var parentModal: (any ModalController)? { parent }

    /// Presents another controller with `present(_:animated:completion:)`.
    /// - Parameters:
    ///   - controller: The controller to present; it must be a `UIViewController`.
    ///   - animated: Whether UIKit animates the presentation.
    ///   - completion: Called by UIKit once the presented controller's view has appeared.
    package func presentModal(
      _ controller: any ModalController, animated: Bool, completion: @escaping @MainActor () -> Void
    ) {
      guard let controller = controller as? UIViewController else { return }
      present(controller, animated: animated, completion: completion)
    }

    /// Dismisses what this controller presents, and everything above it, with `dismiss(animated:completion:)`.
    /// - Parameters:
    ///   - animated: Whether UIKit animates the dismissal (only the top controller animates).
    ///   - completion: Called by UIKit once the dismissed controller's view has disappeared.
    package func dismissModal(animated: Bool, completion: @escaping @MainActor () -> Void) {
      dismiss(animated: animated, completion: completion)
    }

    /// Lays an overlay's view in the window this controller is in, just above the window-level
    /// view that holds this controller's view (its presentation's container, or the root view),
    /// in a ``PassthroughView`` that remembers this controller as the one it belongs to. Not inside
    /// this controller's view: over a popover it would be drawn in the bubble, over a medium sheet
    /// clipped and dragged with it. It is not made a child (its view is not in this controller's
    /// view). UIKit does not animate it: a popup animates its own content. A controller presented
    /// later adds its container to the window above it, and one presented before by others (a
    /// share sheet) stays above it, so the stack order holds.
    /// - Parameters:
    ///   - overlay: The overlay's controller; it must be a `UIViewController`.
    ///   - completion: Called on the next turn of the main run loop.
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
    /// - Parameter completion: Called on the next turn of the main run loop.
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
      // The window's width decides the adaptation; a popover's own content is given a compact
      // horizontal size class even on a wide iPad, so its traits cannot tell.
      case .popover
      where (viewIfLoaded?.window ?? presentingViewController?.viewIfLoaded?.window)?
        .traitCollection.horizontalSizeClass == .compact:
        return .pageSheet
      default: return ControllerConfiguration.Style(modalPresentationStyle) ?? .custom
      }
    }

    /// The type of the presentation controller delegate that other code set in place of the
    /// host's, or `nil` while the host's is there (or the controller has none).
    package var replacedPresentationDelegate: String? {
      guard let ours = (self as? any PresentationDelegateOwner)?.hostPresentationDelegate,
        let current = presentationController?.delegate, current !== ours
      else { return nil }
      return String(describing: type(of: current))
    }

    /// Makes the host's delegate the presentation controller's delegate again, forwarding every
    /// call to the one that replaced it.
    package func reclaimPresentationDelegate() {
      guard let ours = (self as? any PresentationDelegateOwner)?.hostPresentationDelegate,
        let presentation = presentationController, let current = presentation.delegate, current !== ours
      else { return }
      ours.forwardee = current
      presentation.delegate = ours
    }

    /// The controller's type, for events and logs.
    package var modalName: String { String(describing: type(of: self)) }
  }
#endif
