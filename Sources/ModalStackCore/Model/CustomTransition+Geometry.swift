extension CustomTransition {
  /// Where a view stands when a custom transition has it fully out.
  package struct HiddenState: Hashable, Sendable {
    package var alpha: Double = 1
    package var scale: Double = 1
    /// The translation, in points, that puts the view past an edge.
    package var translationX: Double = 0
    package var translationY: Double = 0

    package init(alpha: Double = 1, scale: Double = 1, translationX: Double = 0, translationY: Double = 0) {
      (self.alpha, self.scale, self.translationX, self.translationY) = (alpha, scale, translationX, translationY)
    }
  }

  /// The transition with Reduce Motion applied: moves and scales become a cross-fade of the same
  /// duration (see UIKit's Rules as the Simulator Enforces Them, 'Reduce Motion').
  package func respecting(reduceMotion: Bool) -> CustomTransition {
    guard reduceMotion, (effects + (removalEffects ?? [])).contains(where: { $0 != .opacity }) else { return self }
    return CustomTransition(effects: [.opacity], duration: duration, curve: .easeInOut)
  }

  /// The hidden state in a container of the given size; leading is the right edge when `rightToLeft`.
  package func hiddenState(width: Double, height: Double, rightToLeft: Bool) -> HiddenState {
    var state = HiddenState()
    for effect in effects {
      switch effect {
      case .opacity: state.alpha = 0
      case .scale(let factor): state.scale *= factor
      case .move(let edge):
        switch edge {
        case .top: state.translationY -= height
        case .bottom: state.translationY += height
        case .leading: state.translationX += rightToLeft ? width : -width
        case .trailing: state.translationX += rightToLeft ? -width : width
        }
      case .named: break  // popups only: validation refuses it where UIKit animates
      }
    }
    return state
  }
}
