@_spi(Engine) import ModalStackCore

/// A model of stepped presentation (not a measured peer; FlowStacks, for one, folds some steps):
/// change one SwiftUI binding per layer and wait for its animation before the next, 0.65 s apart. Its settle time is 0.65 s per layer that goes or comes, plus
/// one step per navigation path that changes.
enum SteppedBaseline {
  /// The wait between two steps: one transition's animation and SwiftUI's update around it.
  static let stepDuration: Duration = .milliseconds(650)

  /// The baseline's settle time from one stack to another.
  static func settleTime<Destination>(from old: RouteStack<Destination>, to new: RouteStack<Destination>) -> Duration {
    let steps = Planner.steps(from: old, to: new, policy: .none)
    var layers = 0
    var shown = old
    for step in steps {
      switch step {
      case .dismiss(let index, _): layers += shown.layerCount - 1 - index
      case .present, .setPath: layers += 1
      }
      shown = step.applied(to: shown)
    }
    return stepDuration * layers
  }
}
