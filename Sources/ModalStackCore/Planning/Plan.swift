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
/// Cost: O(layers) to find the layers the stacks share, then proportional to the layers that differ.
///
/// ```swift
/// let steps = Plan.steps(from: onScreen, to: target)
/// ```
package enum Plan<Destination: Hashable & Sendable> {
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
    // The layers each stack has above the layers they share, bottom first; `shared + n` is the
    // index of `old[n]` and of `new[n]`.
    var shared = 0
    let common = min(actual.layers.count, target.layers.count)
    while shared < common, actual.layers[shared] == target.layers[shared] { shared += 1 }
    if shared == actual.layers.count, shared == target.layers.count { return [] }
    let old = Array(actual.layers.dropFirst(shared))
    let new = Array(target.layers.dropFirst(shared))
    // How many of those layers keep their place and controller (same modal route, or one the
    // controller shows in place). An overlay (a toast) is laid over a controller, not presented:
    // one that goes from under layers that stay is taken off alone (`overlays`, old offsets),
    // and the layers above it keep their controllers. `matched[n]` is the old offset of new[n].
    var kept = 0
    var matched: [Int] = []
    var overlays: [Int] = []
    var skipped: [Int] = []
    var offset = 0
    while offset < old.count, kept < new.count {
      if keepsController(from: old[offset], to: new[kept]) {
        overlays += skipped
        skipped = []
        matched.append(offset)
        kept += 1
      } else if isOverlay(old[offset]) {
        skipped.append(offset)
      } else {
        break
      }
      offset += 1
    }
    // Overlays with no kept layer above them go with the dismissal.
    let firstDismissed = skipped.first ?? offset
    let keptTop = shared - 1 + kept
    let hasDismissal = old.count > firstDismissed
    func animated(isLast: Bool) -> Bool { policy == .all || (policy == .lastOnly && isLast) }
    // A kept layer whose modal route changed but kept its id and destination: the controller keeps
    // it only when the two are presented alike but for the detent (``keepsController(from:to:)``),
    // so the sheet moves to its new detent.
    func movesDetent(_ offset: Int) -> Bool {
      let (before, after) = (old[matched[offset]].modal, new[offset].modal)
      return before != after && before?.id == after?.id && before?.destination == after?.destination
    }
    // Swaps come first: they are no transition and cost nothing. A sheet moves to its detent at
    // once, like a swap. Path changes of kept layers come next, while the layers being dismissed
    // still cover them: with a dismissal to follow they are not the last step, so they are not
    // animated, and the change costs one animation (the dismissal's), not two in sequence.
    // Overlays taken from under kept layers come first, top first, so each index is still right.
    var steps: [PresentationStep<Destination>] = overlays.reversed().map { .removeOverlay(layer: shared + $0) }
    for offset in 0..<kept where old[matched[offset]].modal != new[offset].modal && !movesDetent(offset) {
      steps.append(.swapContent(layer: shared + offset, with: new[offset]))
    }
    for offset in 0..<kept where movesDetent(offset) {
      if let route = new[offset].modal { steps.append(.selectDetent(layer: shared + offset, route: route)) }
    }
    for offset in 0..<kept where old[matched[offset]].path != new[offset].path {
      guard old[matched[offset]].modal == new[offset].modal || movesDetent(offset) else { continue }
      let isLast = !hasDismissal && kept == new.count && shared + offset == keptTop
      steps.append(.setPath(layer: shared + offset, path: new[offset].path, animated: animated(isLast: isLast)))
    }
    if hasDismissal { steps.append(.dismiss(toLayer: keptTop, animated: animated(isLast: kept == new.count))) }
    for offset in kept..<new.count {
      steps.append(.present(new[offset], animated: animated(isLast: offset == new.count - 1)))
    }
    return steps
  }

  /// Whether a layer is an overlay: a popup that lets touches through, laid over the controller
  /// under it instead of presented (see ``ControllerConfiguration/isOverlay``).
  static func isOverlay(_ layer: Layer<Destination>) -> Bool {
    guard case .popup(let popup)? = layer.modal?.modal?.style else { return false }
    return popup.letsTouchesThrough
  }

  /// Whether a layer's controller can go on showing it: same modal route, or a new one presented
  /// exactly the same way, not a popup and not a controller the app made, whose content the
  /// controller swaps in place.
  /// A sheet whose route only rests at another detent keeps its controller too: it moves there.
  static func keepsController(from old: Layer<Destination>, to new: Layer<Destination>) -> Bool {
    guard let oldModal = old.modal, let newModal = new.modal, oldModal != newModal else {
      return old.modal == new.modal
    }
    // A popup animates its content in; an alert's controller, and one the app made (Safari, a
    // share sheet), cannot take another route.
    guard let modal = newModal.modal, !modal.style.isPopup, !modal.style.isAlert, !modal.showsController else {
      return false
    }
    // The swapped-in route's own detent is applied with its content.
    return oldModal.presentation.selectingDetent(nil) == newModal.presentation.selectingDetent(nil)
  }
}
