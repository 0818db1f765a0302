/// One change a ``PresentationHost`` makes on screen: a single UIKit transition.
package enum PresentationStep<Destination: Hashable & Sendable>: Hashable, Sendable {
  /// Presents a new layer on the top one: its modal route with its path already pushed.
  case present(Layer<Destination>, animated: Bool)
  /// Dismisses every layer above `toLayer` in one transition (only the top one animates).
  case dismiss(toLayer: Int, animated: Bool)
  /// Sets the navigation path of one layer in one transition.
  case setPath(layer: Int, path: [Route<Destination>], animated: Bool)
  /// Shows another layer in the controller of layer `index`, in place, without a transition: the
  /// new route is presented as the old one and neither is a popup, so only the content changes.
  case swapContent(layer: Int, with: Layer<Destination>)
  /// Moves the sheet of layer `index` to `route`'s selected detent: UIKit animates the height in
  /// place (`animateChanges`), no presentation transition, so the step completes at once.
  case selectDetent(layer: Int, route: Route<Destination>)
  /// Takes off the overlay of layer `index`; the layers above stay, presented from the controller
  /// under it.
  case removeOverlay(layer: Int)

  /// How long an animated popup's content takes to come in once UIKit added it; the step completes
  /// then, so a settle time includes what the user watches. Zero for every other step.
  var entranceDuration: Duration {
    guard case .present(let layer, true) = self, let modal = layer.modal?.modal else { return .zero }
    return modal.popupContentTransition?.playTime ?? .zero
  }

  /// The same step without animation.
  var unanimated: PresentationStep {
    switch self {
    case .present(let layer, _): .present(layer, animated: false)
    case .dismiss(let index, _): .dismiss(toLayer: index, animated: false)
    case .setPath(let index, let path, _): .setPath(layer: index, path: path, animated: false)
    case .swapContent, .selectDetent, .removeOverlay: self
    }
  }

  var isAnimated: Bool {
    switch self {
    case .present(_, let animated), .dismiss(_, let animated), .setPath(_, _, let animated): animated
    case .swapContent, .selectDetent, .removeOverlay: false
    }
  }

  /// The stack after this step is applied to `stack`.
  package func applied(to stack: RouteStack<Destination>) -> RouteStack<Destination> {
    var result = stack
    apply(to: &result)
    return result
  }

  /// Applies this step to `stack` in place: a deep stack is not copied for it.
  func apply(to stack: inout RouteStack<Destination>) {
    switch self {
    case .present(let layer, _): stack.append(layer: layer)
    case .dismiss(let index, _): stack.removeLayers(above: index)
    case .setPath(let index, let path, _): stack.setPath(path, ofLayer: index)
    case .swapContent(let index, let layer): stack.replaceLayer(at: index, with: layer)
    case .selectDetent(let index, let route):
      stack.replaceLayer(at: index, with: Layer(modal: route, path: stack.layer(at: index)?.path ?? []))
    case .removeOverlay(let index): stack.replaceLayer(at: index, with: nil)
    }
  }

  /// The routes this step shows and those it removes (top first) when applied to `stack`.
  /// O(routes changed).
  package func change(from stack: RouteStack<Destination>) -> (
    presented: [Route<Destination>], dismissed: [Route<Destination>]
  ) {
    switch self {
    case .present(let layer, _):
      return (layer.routes, [])
    case .dismiss(let index, _):
      return ([], stack.layers.dropFirst(index + 1).reversed().flatMap { $0.routes.reversed() })
    case .setPath(let index, let path, _):
      // Each navigation stack of the layer (a tab's) shows its own routes.
      let old = stack.layer(at: index)?.path ?? []
      var presented: [Route<Destination>] = []
      var dismissed: [Route<Destination>] = []
      var seen: Set<NavigationStackID> = []
      for name in (old + path).compactMap(\.shownInStack) where seen.insert(name).inserted {
        let before = old.routes(in: name)
        let after = path.routes(in: name)
        let common = zip(before, after).prefix { $0 == $1 }.count
        presented += after.dropFirst(common)
        dismissed += before.dropFirst(common).reversed()
      }
      return (presented, dismissed)
    case .swapContent(let index, let layer):
      // A pushed route on both paths stays; one whose id stays with another destination goes and comes.
      let old = stack.layer(at: index)?.routes ?? []
      let staying = Set(old).intersection(layer.routes)
      return (layer.routes.filter { !staying.contains($0) }, old.reversed().filter { !staying.contains($0) })
    case .selectDetent:
      // The same route, resting elsewhere: nothing appears or goes.
      return ([], [])
    case .removeOverlay(let index):
      return ([], stack.layer(at: index)?.routes.reversed() ?? [])
    }
  }
}

extension PresentationStep: CustomStringConvertible {
  package var description: String {
    let suffix = isAnimated ? "" : " (no animation)"
    switch self {
    case .present(let layer, _):
      return "present \(layer.routes.map(\.description).joined(separator: " ▸ "))\(suffix)"
    case .dismiss(let index, _):
      return "dismiss to layer \(index)\(suffix)"
    case .setPath(let index, let path, _):
      return "set path of layer \(index) to [\(path.map(\.description).joined(separator: ", "))]\(suffix)"
    case .swapContent(let index, let layer):
      return "swap layer \(index) to \(layer.routes.map(\.description).joined(separator: " ▸ ")) in place"
    case .selectDetent(let index, let route):
      return
        "select detent \(route.presentation.sheetConfiguration?.selectedDetent?.description ?? "smallest") of layer \(index)"
    case .removeOverlay(let index):
      return "remove the overlay of layer \(index) from under the layers above it"
    }
  }
}
