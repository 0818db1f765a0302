#if canImport(UIKit)
import ModalStackCore
import UIKit

/// `UIViewController` is the controller the ModalStack host drives. (The types are spelled with
/// their modules, which tells the compiler this conformance of a UIKit type is intended.) The conformance is SPI
/// (`@_spi(Engine)`): apps do not see these members on their controllers. The host logic in
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

  /// Presents another controller with `present(_:animated:completion:)`.
  /// - Parameters:
  ///   - controller: The controller to present; it must be a `UIViewController`.
  ///   - animated: Whether UIKit animates the presentation.
  ///   - completion: Called by UIKit once the presented controller's view has appeared.
  package func presentModal(_ controller: any ModalController, animated: Bool, completion: @escaping @MainActor () -> Void) {
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

  /// Lays an overlay's view over this controller's view, in a ``PassthroughView``, as a child
  /// controller (containers that manage their children, like a navigation controller, only get
  /// the view). UIKit does not animate it: a popup animates its own content.
  /// - Parameters:
  ///   - overlay: The overlay's controller; it must be a `UIViewController`.
  ///   - completion: Called on the next turn of the main run loop.
  package func addOverlay(_ overlay: any ModalController, completion: @escaping @MainActor () -> Void) {
    guard let overlay = overlay as? UIViewController else { return }
    let container = PassthroughView(frame: view.bounds)
    container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    container.anchor = self
    container.overlay = overlay
    let adopts = !(self is UINavigationController || self is UITabBarController || self is UISplitViewController)
    if adopts { addChild(overlay) }
    overlay.view.frame = container.bounds
    overlay.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    container.addSubview(overlay.view)
    view.addSubview(container)
    if adopts { overlay.didMove(toParent: self) }
    Task { @MainActor in completion() }
  }

  /// Takes this overlay's view (and its ``PassthroughView``) off the controller it lies over.
  /// - Parameter completion: Called on the next turn of the main run loop.
  package func removeOverlay(completion: @escaping @MainActor () -> Void) {
    let container = viewIfLoaded?.superview as? PassthroughView
    if parent != nil { willMove(toParent: nil) }
    viewIfLoaded?.removeFromSuperview()
    container?.removeFromSuperview()
    if parent != nil { removeFromParent() }
    container?.overlay = nil
    Task { @MainActor in completion() }
  }

  /// The controller this one lies over, while it is an overlay.
  package var overlaidController: (any ModalController)? { (viewIfLoaded?.superview as? PassthroughView)?.anchor }

  /// Whether a transition involving this controller is running: `transitionCoordinator != nil`.
  package var isInTransition: Bool { transitionCoordinator != nil }

  /// Whether it is an alert or an action sheet: the host waits for it to go.
  package var isAlert: Bool { self is UIAlertController }

  /// The controller's type, for events and logs.
  package var modalName: String { String(describing: type(of: self)) }
}
#endif
