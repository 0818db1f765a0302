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
      transition.runningTime(isAnimated: context?.isAnimated ?? true)
    }

    func animateTransition(using context: any UIViewControllerContextTransitioning) {
      let key: UITransitionContextViewControllerKey = isPresenting ? .to : .from
      // The view UIKit hands the animator (a presentation controller may wrap the controller's).
      let viewKey: UITransitionContextViewKey = isPresenting ? .to : .from
      guard let controller = context.viewController(forKey: key),
        let view = context.view(forKey: viewKey) ?? controller.view
      else {
        context.completeTransition(!context.transitionWasCancelled)
        return
      }
      let container = context.containerView
      // The way out may differ from the way in (an asymmetric transition).
      let phase = isPresenting ? self.transition : self.transition.removal
      let transition = phase.respecting(reduceMotion: UIAccessibility.isReduceMotionEnabled)
      let hidden = transition.hiddenState(
        width: container.bounds.width, height: container.bounds.height,
        rightToLeft: container.effectiveUserInterfaceLayoutDirection == .rightToLeft)
      if isPresenting {
        container.addSubview(view)
        view.frame = context.finalFrame(for: controller)
        Self.apply(hidden, to: view)
      }
      let isPresenting = isPresenting
      guard transition.runningTime(isAnimated: context.isAnimated) > 0 else {
        // Without animation: the final state at once (the core's rule), completed in this turn.
        Self.apply(CustomTransition.HiddenState(), to: view)
        if !isPresenting { view.removeFromSuperview() }
        context.completeTransition(true)
        return
      }
      let animator = Self.animator(for: transition)
      animator.addAnimations {
        Self.apply(isPresenting ? CustomTransition.HiddenState() : hidden, to: view)
      }
      animator.addCompletion { _ in
        let finished = !context.transitionWasCancelled
        if !isPresenting && finished { view.removeFromSuperview() }
        context.completeTransition(finished)
      }
      animator.startAnimation()
    }

    /// Puts a view in a state the core computed.
    private static func apply(_ state: CustomTransition.HiddenState, to view: UIView) {
      view.alpha = state.alpha
      view.transform = CGAffineTransform(translationX: state.translationX, y: state.translationY).scaledBy(
        x: state.scale, y: state.scale)
    }

    /// A property animator over the transition's duration; a spring keeps the duration and uses
    /// the damping fraction (UIKit's duration-based spring has no separate response).
    private static func animator(for transition: CustomTransition) -> UIViewPropertyAnimator {
      let duration = transition.duration
      switch transition.curve {
      case .linear: return UIViewPropertyAnimator(duration: duration, curve: .linear)
      case .easeIn: return UIViewPropertyAnimator(duration: duration, curve: .easeIn)
      case .easeOut: return UIViewPropertyAnimator(duration: duration, curve: .easeOut)
      case .easeInOut: return UIViewPropertyAnimator(duration: duration, curve: .easeInOut)
      case .spring(_, let dampingFraction):
        return UIViewPropertyAnimator(duration: duration, dampingRatio: dampingFraction)
      }
    }
  }
#endif
