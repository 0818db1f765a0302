/// Computes the UIKit transitions that take the screen from one stack to another, legal and fast
/// by construction:
/// - a layer whose modal route is replaced by one presented the same way keeps its controller,
///   which shows the new layer in place, without a transition;
/// - at most one dismissal: UIKit removes every controller above the one it dismisses at once;
/// - path changes of the layers that stay come before the dismissal that uncovers them,
///   unanimated, so the host makes them at once;
/// - then the new layers, bottom-up, so nothing is presented on a controller that already
///   presents. O(layers) to find the shared layers, then proportional to the layers that differ.
package enum Plan<Destination: Hashable & Sendable> {
  /// The steps from `actual` to `target`, in order; empty when the stacks are equal.
  package static func steps(
    from actual: RouteStack<Destination>,
    to target: RouteStack<Destination>,
    policy: AnimationPolicy = .lastOnly
  ) -> [PresentationStep<Destination>] {
    // The layers each stack has above the layers they share, bottom first; `shared + n` is the
    // index of `old[n]` and of `new[n]`.
    var shared = 0
    let common = min(actual.layers.count, target.layers.count)
    // Two layers with the same routes are the same layer (the first route says whether it is a
    // modal one); comparing the arrays here saves a metadata lookup for each layer of a deep stack.
    while shared < common, actual.layers[shared].routes == target.layers[shared].routes { shared += 1 }
    if shared == actual.layers.count, shared == target.layers.count { return [] }
    let old = Array(actual.layers.dropFirst(shared))
    let new = Array(target.layers.dropFirst(shared))
    // How many of those layers keep their place and controller. An overlay is laid over a controller,
    // not presented: one that goes from under kept layers is taken off alone (`overlays`), and the
    // layers above it keep their controllers. `matched[n]` is the old offset of new[n].
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
    // A kept layer whose route kept its id and destination but changed only its detent
    // (``keepsController(from:to:)``): the sheet moves to its new detent.
    func movesDetent(_ offset: Int) -> Bool {
      let (before, after) = (old[matched[offset]].modal, new[offset].modal)
      return before != after && before?.id == after?.id && before?.destination == after?.destination
    }
    // Swaps and detent moves come first: no transition, no cost. Overlays under kept layers go before
    // them, top first, so each index is still right. Path changes of kept layers follow while the
    // layers being dismissed still cover them, unanimated, so the change costs one animation.
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

  /// Whether a layer is an overlay (``ControllerConfiguration/isOverlay``).
  static func isOverlay(_ layer: Layer<Destination>) -> Bool {
    guard case .popup(let popup)? = layer.modal?.modal?.style else { return false }
    return popup.letsTouchesThrough
  }

  /// Whether a layer's controller can go on showing it: same modal route, or one presented exactly
  /// the same way (the detent aside) that is not a popup, an alert or a controller the app made.
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
