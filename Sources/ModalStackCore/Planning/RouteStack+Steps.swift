extension RouteStack {
  /// The routes of the layer a modal route starts and of every layer above it, top first: what
  /// UIKit removes when the user dismisses that route. Empty for a pushed or unknown route.
  func routes(from modalID: RouteID) -> [Route<Destination>] {
    guard let layer = layerIndex(ofModal: modalID) else { return [] }
    return PresentationStep.dismiss(toLayer: layer - 1, animated: true).change(from: self).dismissed
  }
}
