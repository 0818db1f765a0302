import ModalStackCore

/// The baseline of `bench` and `plan`: the settle time of the same change under FlowStacks' own
/// rules (iOS 17 behaviour), re-implemented here from its source, not copied:
/// johnpatrickmorgan/FlowStacks `Sources/FlowStacks/FlowPath+calculateSteps.swift` (commit
/// 3fbf3d6, `calculateSteps(from:to:allowMultipleDismissalsInOne:)` with `true`, as on iOS 17) and
/// `Sources/FlowStacks/RoutesHolder.swift` (commit 2212a6b, `updateRoutesWithDelays`).
///
/// FlowStacks keeps one flat array of routes, each pushed or presented (sheet or cover). It goes
/// from one array to another in steps: (1) routes whose style stays get their new content in
/// place, without a transition; (2) every extra presented layer is dismissed in one step; (3)
/// extra pushes are popped, a run of pushes per step; (4) each new route comes in a step of its
/// own, except that a run of new pushes is one step (a `NavigationStack` path is set in one go).
/// A change of fewer than 3 steps is applied in one update; otherwise the first remaining step is
/// applied at once and each further one 0.65 s after the previous.
///
/// Settle time, with the simulated clock's 0.35 s per transition: 0 for a change of content only;
/// 0.35 s when applied in one update; (steps − 2) × 0.65 s + 0.35 s otherwise.
enum FlowStacksBaseline {
  /// How FlowStacks shows a route.
  enum Style: Hashable {
    case push, sheet, cover

    var isPresented: Bool { self != .push }
  }

  /// A route in FlowStacks' flat array: its style, and which screen it shows.
  struct Entry: Hashable {
    let style: Style
    let id: RouteID
  }

  /// The delay between two steps of a change that cannot be applied in one update.
  static let stepDelay: Duration = .milliseconds(650)
  /// One transition, as on the simulated clock.
  static let transition: Duration = .milliseconds(350)

  /// The flat array FlowStacks would hold for a stack.
  static func entries<Destination>(of stack: RouteStack<Destination>) -> [Entry] {
    stack.routes.map { route in
      let style: Style =
        switch route.modal?.style {
        case nil: .push
        case .fullScreen?, .overFullScreen?, .currentContext?, .overCurrentContext?: .cover
        default: .sheet
        }
      return Entry(style: style, id: route.id)
    }
  }

  /// FlowStacks' steps from one array to another, the first being the content-only update.
  static func steps(from start: [Entry], to end: [Entry]) -> [[Entry]] {
    let sharedCount = min(start.count, end.count)
    let diverging = (0..<sharedCount).first { start[$0].style != end[$0].style } ?? sharedCount
    let divergingPresentation = (diverging..<start.count).first { start[$0].style.isPresented } ?? start.count
    var steps = [Array(end[..<diverging] + start[diverging...])]
    if steps[0].count > divergingPresentation {
      steps.append(Array(end[..<diverging]))  // every extra presented layer in one step
    }
    while var step = steps.last, step.count > diverging {
      var popped = step.popLast()
      while popped?.style == .push, step.count > diverging, step.last?.style == .push { popped = step.popLast() }
      steps.append(step)
    }
    while var step = steps.last, step.count < end.count {
      step.append(end[step.count])
      while end[step.count - 1].style == .push, step.count < end.count, end[step.count].style == .push {
        step.append(end[step.count])
      }
      steps.append(step)
    }
    return steps
  }

  /// The settle time of a change under FlowStacks' rules.
  static func settleTime<Destination>(from old: RouteStack<Destination>, to new: RouteStack<Destination>) -> Duration {
    let count = steps(from: entries(of: old), to: entries(of: new)).count
    switch count {
    case 1: return .zero
    case 2: return transition
    default: return stepDelay * (count - 2) + transition
    }
  }
}
