#if canImport(UIKit)
  import ModalStackCore
  import UIKit

  /// The `transitioningDelegate` of a controller presented with a ``CustomTransition``: it hands
  /// UIKit a ``CustomTransitionAnimator`` for the way in and the way out. UIKit holds it weakly,
  /// so the layer controller keeps it.
  @MainActor
  final class CustomTransitionDelegate: NSObject, UIViewControllerTransitioningDelegate {
    private let transition: CustomTransition

    /// Creates a delegate.
    /// - Parameter transition: The custom transition.
    init(_ transition: CustomTransition) { self.transition = transition }

    func animationController(
      forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
      CustomTransitionAnimator(transition, isPresenting: true)
    }

    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
      CustomTransitionAnimator(transition, isPresenting: false)
    }
  }
#endif
