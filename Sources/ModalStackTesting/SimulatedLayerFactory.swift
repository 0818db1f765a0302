import ModalStackCore

/// Makes ``SimulatedController``s for a `ControllerHost`: the fake-controller side of the host
/// logic the UIKit host shares, so that logic runs in Linux tests.
///
/// ```swift
/// let window = SimulatedWindow(clock: SimulatedClock())
/// let host = ControllerHost(root: window.root, factory: SimulatedLayerFactory<Screen>(window: window))
/// ```
@MainActor
struct SimulatedLayerFactory<Destination: Hashable & Sendable>: LayerControllerFactory {
  unowned let window: SimulatedWindow
  /// Tells the simulated SwiftUI side what is made and changed.
  var hooks = SimulatedSwiftUIHooks<Destination>()

  func makeController(for layer: Layer<Destination>, at index: Int, configuration: ControllerConfiguration)
    -> any ModalController
  {
    let controller = SimulatedController(
      name: layer.modal?.description ?? "layer \(index)", routeID: layer.modal?.id, configuration: configuration,
      window: window, isViewInWindow: true)
    // The container is decided once, from what the layer is created with.
    controller.container = LayerContainer(configuration)
    // The initial path is set before presenting, so it is part of the presentation.
    controller.path = layer.path.map(\.description)
    hooks.layerMade?(layer, controller)
    return controller
  }

  func setPath(
    _ path: [Route<Destination>], of controller: any ModalController, layer index: Int, animated: Bool,
    completion: @escaping @MainActor () -> Void
  ) {
    guard let controller = controller as? SimulatedController else { return }
    hooks.pathSet?(index, controller, path)
    window.setPath(path.map(\.description), of: controller, animated: animated, completion: completion)
  }

  func swapContent(of controller: any ModalController, to layer: Layer<Destination>, at index: Int) {
    guard let controller = controller as? SimulatedController, let route = layer.modal else { return }
    window.swapContent(of: controller, name: route.description, routeID: route.id, path: layer.path.map(\.description))
    // The new route's content is built now, in the same controller.
    hooks.layerMade?(layer, controller)
    // The new route's own detent, as the UIKit factory sets it.
    if let sheet = route.modal.flatMap({ if case .sheet(let sheet) = $0.style { sheet } else { nil } }) {
      controller.selectedDetent = sheet.selectedDetent ?? sheet.detents.first
    }
  }

  func selectDetent(_ detent: SheetDetent?, of controller: any ModalController, at index: Int) {
    guard let controller = controller as? SimulatedController, let detent else { return }
    window.selectDetent(detent, of: controller)
  }
}
