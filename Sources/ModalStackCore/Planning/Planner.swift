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
public enum Planner {
  /// The steps from `actual` to `target`.
  /// - Parameters:
  ///   - actual: What is on screen.
  ///   - target: What should be on screen.
  ///   - policy: Which steps animate.
  /// - Returns: The steps in order; empty when the stacks are equal.
  public static func steps<Destination>(
    from actual: RouteStack<Destination>,
    to target: RouteStack<Destination>,
    policy: AnimationPolicy = .lastOnly
  ) -> [PresentationStep<Destination>] {
    let (oldLayers, newLayers, base) = divergentLayers(actual, target)
    // Layers keep their place while their modal route is the same.
    var kept = 0
    while kept < oldLayers.count, kept < newLayers.count, oldLayers[kept].modal == newLayers[kept].modal {
      kept += 1
    }
    let keptTop = base + kept - 1  // the index of the last layer both stacks keep
    let presents = newLayers.dropFirst(kept)
    let hasPresents = !presents.isEmpty

    func animated(_ isLast: Bool) -> Bool {
      switch policy {
      case .all: true
      case .none: false
      case .lastOnly: isLast
      }
    }

    var steps: [PresentationStep<Destination>] = []
    if oldLayers.count > kept {
      steps.append(.dismiss(toLayer: keptTop, animated: animated(!hasPresents)))
    }
    for offset in 0..<kept where oldLayers[offset].path != newLayers[offset].path {
      let index = base + offset
      steps.append(.setPath(layer: index, path: newLayers[offset].path, animated: animated(!hasPresents && index == keptTop)))
    }
    for (offset, layer) in presents.enumerated() {
      steps.append(.present(layer, animated: animated(offset == presents.count - 1)))
    }
    return steps
  }

  /// The layers of each stack above the part they share, and the index of the first such layer.
  private static func divergentLayers<Destination>(
    _ actual: RouteStack<Destination>, _ target: RouteStack<Destination>
  ) -> (old: [Layer<Destination>], new: [Layer<Destination>], base: Int) {
    var old: [Layer<Destination>] = []
    var new: [Layer<Destination>] = []
    var a: RouteStack<Destination>.Node? = actual.top
    var b: RouteStack<Destination>.Node? = target.top
    while let node = a, node.index > (b?.index ?? -1) { old.append(node.layer); a = node.parent }
    while let node = b, node.index > (a?.index ?? -1) { new.append(node.layer); b = node.parent }
    while let left = a, let right = b, left !== right {
      old.append(left.layer)
      new.append(right.layer)
      a = left.parent
      b = right.parent
    }
    let base = (a?.index ?? -1) + 1
    return (old.reversed(), new.reversed(), base)
  }
}
