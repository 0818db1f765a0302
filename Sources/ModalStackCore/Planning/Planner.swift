/// Computes the UIKit transitions that take the screen from one stack to another.
///
/// The plan is legal and fast by construction:
/// - at most one dismissal, first: UIKit removes every controller above the one it dismisses in
///   a single transition;
/// - then the path changes of the layers that stay, one step per layer;
/// - then the new layers, bottom-up, so nothing is ever presented on a controller that already
///   presents; with ``AnimationPolicy/lastOnly`` only the last one animates.
///
/// Cost: proportional to the layers that differ, not to the depth of the stacks, because the
/// stacks share their unchanged layers.
///
/// ```swift
/// let steps = Planner.steps(from: onScreen, to: target)
/// ```
@_spi(Engine) public enum Planner {
  /// The steps from `actual` to `target`.
  /// - Parameters:
  ///   - actual: What is on screen.
  ///   - target: What should be on screen.
  ///   - policy: Which steps animate.
  /// - Returns: The steps in order; empty when the stacks are equal.
  @_spi(Engine) public static func steps<Destination>(
    from actual: RouteStack<Destination>,
    to target: RouteStack<Destination>,
    policy: AnimationPolicy = .lastOnly
  ) -> [PresentationStep<Destination>] {
    let plan = Plan(from: actual, to: target, policy: policy)
    return (0..<plan.count).map(plan.step)
  }

  /// The first of ``steps(from:to:policy:)``, without building the others.
  /// - Parameters:
  ///   - actual: What is on screen.
  ///   - target: What should be on screen.
  ///   - policy: Which steps animate.
  /// - Returns: The first step, or `nil` when the stacks are equal.
  static func firstStep<Destination>(
    from actual: RouteStack<Destination>,
    to target: RouteStack<Destination>,
    policy: AnimationPolicy = .lastOnly
  ) -> PresentationStep<Destination>? {
    let plan = Plan(from: actual, to: target, policy: policy)
    return plan.count > 0 ? plan.step(0) : nil
  }
}

/// The plan between two stacks, kept as the differing layers so steps are built on demand.
private struct Plan<Destination: Hashable & Sendable> {
  typealias Node = RouteStack<Destination>.Node

  /// The layer index of the first node in `old` and `new`.
  let base: Int
  /// The layers each stack has above the part they share, bottom first.
  let old: [Node]
  let new: [Node]
  /// How many of those layers keep their place (same modal route).
  let kept: Int
  let pathChanges: [Int]
  let policy: AnimationPolicy

  init(from actual: RouteStack<Destination>, to target: RouteStack<Destination>, policy: AnimationPolicy) {
    var old: [Node] = []
    var new: [Node] = []
    var a: Node? = actual.top
    var b: Node? = target.top
    while let node = a, node.index > (b?.index ?? -1) { old.append(node); a = node.parent }
    while let node = b, node.index > (a?.index ?? -1) { new.append(node); b = node.parent }
    while let left = a, let right = b, left !== right {
      old.append(left)
      new.append(right)
      a = left.parent
      b = right.parent
    }
    old.reverse()
    new.reverse()
    var kept = 0
    while kept < old.count, kept < new.count, old[kept].layer.modal == new[kept].layer.modal { kept += 1 }
    self.base = (a?.index ?? -1) + 1
    self.old = old
    self.new = new
    self.kept = kept
    self.pathChanges = (0..<kept).filter { old[$0].layer.path != new[$0].layer.path }
    self.policy = policy
  }

  private var hasDismissal: Bool { old.count > kept }
  private var presentCount: Int { new.count - kept }
  /// The index of the last layer both stacks keep.
  private var keptTop: Int { base + kept - 1 }

  var count: Int { (hasDismissal ? 1 : 0) + pathChanges.count + presentCount }

  /// Path changes of kept layers come first, while the layers being dismissed still cover them:
  /// with a dismissal to follow they are not the last step, so they are not animated, and the
  /// change costs one animation (the dismissal's), not two in sequence.
  func step(_ position: Int) -> PresentationStep<Destination> {
    var position = position
    if position < pathChanges.count {
      let offset = pathChanges[position]
      let index = base + offset
      return .setPath(
        layer: index, path: new[offset].layer.path, animated: animated(isLast: !hasDismissal && presentCount == 0 && index == keptTop))
    }
    position -= pathChanges.count
    if hasDismissal {
      if position == 0 { return .dismiss(toLayer: keptTop, animated: animated(isLast: presentCount == 0)) }
      position -= 1
    }
    return .present(new[kept + position].layer, animated: animated(isLast: position == presentCount - 1))
  }

  private func animated(isLast: Bool) -> Bool {
    switch policy {
    case .all: true
    case .none: false
    case .lastOnly: isLast
    }
  }
}
