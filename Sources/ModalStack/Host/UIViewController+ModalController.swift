#if canImport(UIKit)
import ModalStackCore
import UIKit

/// `UIViewController` is the controller the ModalStack host drives. The conformance is `package`:
/// apps do not see these members on their controllers.: the host logic in
/// ``ControllerHost`` (which controller presents, which one a dismissal goes to) is written against
/// ``ModalController`` and runs unchanged on real controllers here and on fake ones in tests.
///
/// ```swift
/// let host = ControllerHost(root: window.rootViewController!, factory: factory)
/// ```
extension UIViewController: ModalController {
  /// The controller this one presents: `presentedViewController`.
  package var presentedModal: (any ModalController)? { presentedViewController }

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

  /// Whether a transition involving this controller is running: `transitionCoordinator != nil`.
  package var isInTransition: Bool { transitionCoordinator != nil }

  /// Whether it is an alert or an action sheet: the host waits for it to go.
  package var isAlert: Bool { self is UIAlertController }

  /// The controller's type, for events and logs.
  package var modalName: String { String(describing: type(of: self)) }
}
#endif
