#if canImport(UIKit)
import ModalStackCore
import UIKit

/// Runs a ``CustomTransition`` as a UIKit transition: the presented view comes in from the
/// transition's effects (transparent, scaled, moved off an edge) to its final frame, and goes
/// back out the same way. Its duration is the transition's, as UIKit requires.
@MainActor
final class CustomTransitionAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  private let transition: CustomTransition
  private let isPresenting: Bool

  /// Creates an animator.
  /// - Parameters:
  ///   - transition: The effects, duration and curve.
  ///   - isPresenting: `true` to animate in, `false` to animate out.
  init(_ transition: CustomTransition, isPresenting: Bool) {
    self.transition = transition
    self.isPresenting = isPresenting
  }

  func transitionDuration(using context: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
    transition.duration
  }

  func animateTransition(using context: any UIViewControllerContextTransitioning) {
    let key: UITransitionContextViewControllerKey = isPresenting ? .to : .from
    guard let controller = context.viewController(forKey: key), let view = controller.view else {
      context.completeTransition(!context.transitionWasCancelled)
      return
    }
    let container = context.containerView
    if isPresenting {
      container.addSubview(view)
      view.frame = context.finalFrame(for: controller)
      apply(hidden: true, to: view, in: container)
    }
    let animator = makeAnimator()
    let isPresenting = isPresenting
    animator.addAnimations { [self] in
      apply(hidden: !isPresenting, to: view, in: container)
    }
    animator.addCompletion { _ in
      let finished = !context.transitionWasCancelled
      if !isPresenting && finished { view.removeFromSuperview() }
      context.completeTransition(finished)
    }
    animator.startAnimation()
  }

  /// Puts the view in its hidden state (the transition's effects) or its shown state (identity).
  private func apply(hidden: Bool, to view: UIView, in container: UIView) {
    guard hidden else {
      view.alpha = 1
      view.transform = .identity
      return
    }
    var transform = CGAffineTransform.identity
    for effect in transition.effects {
      switch effect {
      case .opacity: view.alpha = 0
      case .scale(let factor): transform = transform.scaledBy(x: factor, y: factor)
      case .move(let edge): transform = transform.concatenating(offset(from: edge, in: container))
      }
    }
    view.transform = transform
  }

  /// The translation that puts a view just past an edge of the container.
  private func offset(from edge: CustomTransition.Edge, in container: UIView) -> CGAffineTransform {
    let size = container.bounds.size
    let isRightToLeft = container.effectiveUserInterfaceLayoutDirection == .rightToLeft
    switch edge {
    case .top: return CGAffineTransform(translationX: 0, y: -size.height)
    case .bottom: return CGAffineTransform(translationX: 0, y: size.height)
    case .leading: return CGAffineTransform(translationX: isRightToLeft ? size.width : -size.width, y: 0)
    case .trailing: return CGAffineTransform(translationX: isRightToLeft ? -size.width : size.width, y: 0)
    }
  }

  /// A property animator over the transition's duration; a spring keeps the duration and uses
  /// the damping fraction (UIKit's duration-based spring has no separate response).
  private func makeAnimator() -> UIViewPropertyAnimator {
    let duration = transition.duration
    switch transition.curve {
    case .linear: return UIViewPropertyAnimator(duration: duration, curve: .linear)
    case .easeIn: return UIViewPropertyAnimator(duration: duration, curve: .easeIn)
    case .easeOut: return UIViewPropertyAnimator(duration: duration, curve: .easeOut)
    case .easeInOut: return UIViewPropertyAnimator(duration: duration, curve: .easeInOut)
    case .spring(_, let dampingFraction): return UIViewPropertyAnimator(duration: duration, dampingRatio: dampingFraction)
    }
  }
}
#endif
