#if canImport(UIKit)
import ModalStackCore
import UIKit

/// `UIViewController` is the controller the ModalStack host drives: the host logic in
/// ``ControllerHost`` (which controller presents, which one a dismissal goes to) is written against
/// ``ModalController`` and runs unchanged on real controllers here and on fake ones in tests.
///
/// ```swift
/// let host = ControllerHost(root: window.rootViewController!, factory: factory)
/// ```
extension UIViewController: ModalController {
  /// The controller this one presents: `presentedViewController`.
  public var presentedModal: (any ModalController)? { presentedViewController }

  /// Presents another controller with `present(_:animated:completion:)`.
  /// - Parameters:
  ///   - controller: The controller to present; it must be a `UIViewController`.
  ///   - animated: Whether UIKit animates the presentation.
  ///   - completion: Called by UIKit once the presented controller's view has appeared.
  public func presentModal(_ controller: any ModalController, animated: Bool, completion: @escaping @MainActor () -> Void) {
    guard let controller = controller as? UIViewController else { return }
    present(controller, animated: animated, completion: completion)
  }

  /// Dismisses what this controller presents, and everything above it, with `dismiss(animated:completion:)`.
  /// - Parameters:
  ///   - animated: Whether UIKit animates the dismissal (only the top controller animates).
  ///   - completion: Called by UIKit once the dismissed controller's view has disappeared.
  public func dismissModal(animated: Bool, completion: @escaping @MainActor () -> Void) {
    dismiss(animated: animated, completion: completion)
  }

  /// Whether a transition involving this controller is running: `transitionCoordinator != nil`.
  public var isInTransition: Bool { transitionCoordinator != nil }
}
#endif
