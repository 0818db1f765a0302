import ModalStackCore

/// Makes ``SimulatedController``s for the ``ControllerHost`` inside a ``SimulatedHost``.
@MainActor
struct SimulatedLayerFactory<Destination: Hashable & Sendable>: LayerControllerFactory {
  unowned let window: SimulatedWindow

  func makeController(for layer: Layer<Destination>, at index: Int, configuration: ControllerConfiguration) -> any ModalController {
    let controller = SimulatedController(
      name: layer.modal?.description ?? "layer \(index)", routeID: layer.modal?.id, configuration: configuration,
      window: window, isViewInWindow: true)
    // The initial path is set before presenting, so it is part of the presentation.
    controller.path = layer.path.map(\.description)
    return controller
  }

  func setPath(
    _ path: [Route<Destination>], of controller: any ModalController, layer index: Int, animated: Bool,
    completion: @escaping @MainActor () -> Void
  ) {
    guard let controller = controller as? SimulatedController else { return }
    window.setPath(path.map(\.description), of: controller, animated: animated, completion: completion)
  }
}
