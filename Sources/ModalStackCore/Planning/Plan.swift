/// Computes the UIKit transitions that take the screen from one stack to another.
///
/// The plan is legal and fast by construction:
/// - a layer whose modal route is replaced by one presented the same way (not a popup) keeps its
///   controller, which shows the new layer in place, without a transition, as FlowStacks does;
/// - at most one dismissal: UIKit removes every controller above the one it dismisses in a single
///   transition;
/// - the path changes of the layers that stay, one step per layer, before the dismissal that
///   uncovers them (unanimated, so the host makes them at once, see UIKit's Rules as the Simulator Enforces Them, 'Navigation under a modal');
/// - then the new layers, bottom-up, so nothing is ever presented on a controller that already
///   presents; with ``AnimationPolicy/lastOnly`` only the last one animates.
///
/// Cost: proportional to the layers that differ, not to the depth of the stacks, because the
/// stacks share their unchanged layers.
///
/// ```swift
/// let steps = Plan.steps(from: onScreen, to: target)
/// ```
///
/// A plan is kept as the layers that differ, so its steps are built on demand.
package struct Plan<Destination: Hashable & Sendable> {
  /// The steps from `actual` to `target`.
  /// - Parameters:
  ///   - actual: What is on screen.
  ///   - target: What should be on screen.
  ///   - policy: Which steps animate.
  /// - Returns: The steps in order; empty when the stacks are equal.
  package static func steps(
    from actual: RouteStack<Destination>,
    to target: RouteStack<Destination>,
    policy: AnimationPolicy = .lastOnly
  ) -> [PresentationStep<Destination>] {
    let plan = Plan(from: actual, to: target, policy: policy)
    return (0..<plan.count).map(plan.step)
  }

  typealias Node = RouteStack<Destination>.Node

  /// The layer index of the first node in `old` and `new`.
  let base: Int
  /// The layers each stack has above the part they share, bottom first.
  let old: [Node]
  let new: [Node]
  /// How many of those layers keep their place and controller (same modal route, or one the
  /// controller shows in place).
  let kept: Int
  /// The kept layers whose controller shows another modal route, by offset.
  let swaps: [Int]
  /// The kept layers whose sheet rests at another detent (the same route otherwise), by offset.
  let detentSelections: [Int]
  /// The kept layers with the same modal route (but for its selected detent) and another path, by offset.
  let pathChanges: [Int]
  let policy: AnimationPolicy

  /// The first of ``steps(from:to:policy:)``: what the transition state machine asks after
  /// every step.
  /// - Parameters:
  ///   - actual: What is on screen.
  ///   - target: What should be on screen.
  ///   - policy: Which steps animate.
  /// - Returns: The first step, or `nil` when the stacks are equal.
  static func firstStep(
    from actual: RouteStack<Destination>,
    to target: RouteStack<Destination>,
    policy: AnimationPolicy = .lastOnly
  ) -> PresentationStep<Destination>? {
    let plan = Plan(from: actual, to: target, policy: policy)
    return plan.count > 0 ? plan.step(0) : nil
  }

  init(from actual: RouteStack<Destination>, to target: RouteStack<Destination>, policy: AnimationPolicy) {
    var old: [Node] = []
    var new: [Node] = []
    var a: Node? = actual.top
    var b: Node? = target.top
    while let node = a, node.index > (b?.index ?? -1) {
      old.append(node)
      a = node.parent
    }
    while let node = b, node.index > (a?.index ?? -1) {
      new.append(node)
      b = node.parent
    }
    while let left = a, let right = b, left !== right {
      old.append(left)
      new.append(right)
      a = left.parent
      b = right.parent
    }
    old.reverse()
    new.reverse()
    let kept = zip(old, new).prefix { Self.keepsController(from: $0.layer, to: $1.layer) }.count
    self.base = (a?.index ?? -1) + 1
    self.old = old
    self.new = new
    self.kept = kept
    let movesDetent = (0..<kept).map { Self.movesDetent(from: old[$0].layer, to: new[$0].layer) }
    self.swaps = (0..<kept).filter { old[$0].layer.modal != new[$0].layer.modal && !movesDetent[$0] }
    self.detentSelections = (0..<kept).filter { movesDetent[$0] }
    self.pathChanges = (0..<kept).filter {
      (old[$0].layer.modal == new[$0].layer.modal || movesDetent[$0]) && old[$0].layer.path != new[$0].layer.path
    }
    self.policy = policy
  }

  /// Whether a layer's controller can go on showing it: same modal route, or a new one presented
  /// exactly the same way and not a popup, whose content the controller swaps in place.
  /// A sheet whose route only rests at another detent keeps its controller too: it moves there.
  static func keepsController(from old: Layer<Destination>, to new: Layer<Destination>) -> Bool {
    guard let oldModal = old.modal, let newModal = new.modal, oldModal != newModal else {
      return old.modal == new.modal
    }
    // A popup animates its content in, and an alert's controller cannot take another route.
    guard case .modal(let presentation) = newModal.presentation, !presentation.style.isPopup,
      !presentation.style.isAlert
    else { return false }
    // The swapped-in route's own detent is applied with its content.
    return oldModal.presentation.selectingDetent(nil) == newModal.presentation.selectingDetent(nil)
  }

  /// Whether the layer's modal route is the same but for the detent its sheet rests at.
  static func movesDetent(from old: Layer<Destination>, to new: Layer<Destination>) -> Bool {
    guard let oldModal = old.modal, let newModal = new.modal else { return false }
    return oldModal.differsOnlyInSelectedDetent(from: newModal)
  }

  var hasDismissal: Bool { old.count > kept }
  var presentCount: Int { new.count - kept }
  /// The index of the last layer both stacks keep.
  var keptTop: Int { base + kept - 1 }

  var count: Int { swaps.count + detentSelections.count + (hasDismissal ? 1 : 0) + pathChanges.count + presentCount }

  /// Swaps come first: they are no transition and cost nothing. Path changes of kept layers
  /// come next, while the layers being dismissed still cover them: with a dismissal to follow
  /// they are not the last step, so they are not animated, and the change costs one animation
  /// (the dismissal's), not two in sequence.
  func step(_ position: Int) -> PresentationStep<Destination> {
    var position = position
    if position < swaps.count {
      let offset = swaps[position]
      return .swapContent(layer: base + offset, with: new[offset].layer)
    }
    position -= swaps.count
    // A sheet moves to its detent at once, like a swap: no transition of its own.
    if position < detentSelections.count {
      let offset = detentSelections[position]
      return .selectDetent(layer: base + offset, route: new[offset].layer.modal!)
    }
    position -= detentSelections.count
    if position < pathChanges.count {
      let offset = pathChanges[position]
      let index = base + offset
      return .setPath(
        layer: index, path: new[offset].layer.path,
        animated: animated(isLast: !hasDismissal && presentCount == 0 && index == keptTop))
    }
    position -= pathChanges.count
    if hasDismissal {
      if position == 0 { return .dismiss(toLayer: keptTop, animated: animated(isLast: presentCount == 0)) }
      position -= 1
    }
    return .present(new[kept + position].layer, animated: animated(isLast: position == presentCount - 1))
  }

  func animated(isLast: Bool) -> Bool {
    switch policy {
    case .all: true
    case .none: false
    case .lastOnly: isLast
    }
  }
}
