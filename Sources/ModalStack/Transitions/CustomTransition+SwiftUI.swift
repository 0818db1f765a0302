#if canImport(UIKit)
  import ModalStackCore
  import SwiftUI

  /// A ``CustomTransition`` as SwiftUI values, for the popup container.
  extension CustomTransition {
    /// The timing: a curve over ``duration``, or a spring with its own response and damping.
    var animation: Animation {
      switch curve {
      case .linear: .linear(duration: duration)
      case .easeIn: .easeIn(duration: duration)
      case .easeOut: .easeOut(duration: duration)
      case .easeInOut: .easeInOut(duration: duration)
      case .spring(let response, let dampingFraction): .spring(response: response, dampingFraction: dampingFraction)
      }
    }

    /// The SwiftUI transition: the effects combined (`.identity` when there are none), asymmetric
    /// when the way out differs.
    /// - Parameter registered: The app's named transitions; a name missing there fades.
    func transition(registered: [String: AnyTransition]) -> AnyTransition {
      guard let removalEffects else { return Self.transition(of: effects, registered) }
      return .asymmetric(
        insertion: Self.transition(of: effects, registered), removal: Self.transition(of: removalEffects, registered))
    }

    private static func transition(of effects: [Effect], _ registered: [String: AnyTransition]) -> AnyTransition {
      effects.reduce(AnyTransition.identity) { combined, effect in
        switch effect {
        case .opacity: combined.combined(with: .opacity)
        case .scale(let factor): combined.combined(with: .scale(scale: factor))
        case .move(let edge): combined.combined(with: .move(edge: edge.swiftUI))
        case .named(let name): combined.combined(with: registered[name] ?? .opacity)
        }
      }
    }
  }

  extension CustomTransition.Edge {
    /// The SwiftUI edge of the same name.
    var swiftUI: Edge {
      switch self {
      case .top: .top
      case .leading: .leading
      case .bottom: .bottom
      case .trailing: .trailing
      }
    }
  }
#endif
