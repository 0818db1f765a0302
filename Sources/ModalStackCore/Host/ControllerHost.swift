/// The host logic shared by the UIKit host and the simulated one, written against
/// ``ModalController`` so that it runs in Linux tests: which controller presents, which one a
/// dismissal goes to, how paths are set, and how user actions on a controller become
/// ``HostEvent``s naming the right route.
@MainActor
package final class ControllerHost<Factory: LayerControllerFactory>: PresentationHost {
  package typealias Destination = Factory.Destination

  /// The controller of each layer; index 0 is the root controller.
  package private(set) var controllers: [any ModalController]
  /// The layer each controller shows, as last asked for.
  private var layers: [Layer<Destination>]
  private let factory: Factory
  private var events: (@MainActor (HostEvent<Destination>) -> Void)?

  /// Creates a host over a root controller.
  /// - Parameters:
  ///   - root: The controller that shows the root layer (the window's root view controller).
  ///   - factory: Makes layer controllers and sets paths.
  package init(root: any ModalController, factory: Factory) {
    self.controllers = [root]
    self.layers = [Layer(modal: nil)]
    self.factory = factory
  }

  package func attach(events: @escaping @MainActor (HostEvent<Destination>) -> Void) -> RouteStack<Destination> {
    self.events = events
    return stack(of: layers)
  }

  package func perform(_ step: PresentationStep<Destination>, completion: @escaping @MainActor () -> Void) {
    switch step {
    case .present(let layer, let animated):
      guard let modal = layer.modal?.modal, let presenter = controllers.last else { return }
      let configuration = ControllerConfiguration(modal)
      let controller = factory.makeController(for: layer, at: controllers.count, configuration: configuration)
      controllers.append(controller)
      layers.append(layer)
      presenter.presentModal(controller, animated: animated && configuration.usesUIKitAnimation, completion: completion)
    case .dismiss(let index, let animated):
      guard index >= 0, index < controllers.count - 1 else { return }
      let animates = animated && (layers.last?.modal?.modal.map { ControllerConfiguration($0).usesUIKitAnimation } ?? true)
      controllers[index].dismissModal(animated: animates) { [weak self] in
        self?.truncate(toLayer: index)
        completion()
      }
    case .setPath(let index, let path, let animated):
      guard index < controllers.count else { return }
      layers[index].path = path
      factory.setPath(path, of: controllers[index], layer: index, animated: animated, completion: completion)
    }
  }

  package func shownStack(expected: RouteStack<Destination>) -> RouteStack<Destination> {
    // Follow the real chain of presented controllers from the root; the layers whose controller
    // is on it are shown.
    var shown = 1
    var current = controllers[0].presentedModal
    while shown < controllers.count, let presented = current, presented === controllers[shown] {
      shown += 1
      current = presented.presentedModal
    }
    truncate(toLayer: shown - 1)
    return stack(of: layers)
  }

  package var isTransitioning: Bool { controllers.contains { $0.isInTransition } }

  // MARK: What the user did, reported by the presentation controller's delegate

  /// The user began an interactive dismissal of `controller` (`presentationControllerWillDismiss`).
  /// - Parameter controller: The presented controller.
  package func userWillDismiss(_ controller: any ModalController) {
    guard let id = routeID(of: controller) else { return }
    events?(.userDismissBegan(id))
  }

  /// The user let go and `controller` stayed.
  /// - Parameter controller: The presented controller.
  package func userCancelledDismissal(_ controller: any ModalController) {
    guard let id = routeID(of: controller) else { return }
    events?(.userDismissCancelled(id))
  }

  /// UIKit removed `controller`, and what it presented, after a swipe or a tap outside
  /// (`presentationControllerDidDismiss`).
  /// - Parameters:
  ///   - controller: The presented controller.
  ///   - reason: ``RouteChangeReason/interactive`` or ``RouteChangeReason/tapOutside``.
  package func userDidDismiss(_ controller: any ModalController, reason: RouteChangeReason) {
    guard let index = index(of: controller), let id = layers[index].modal?.id else { return }
    truncate(toLayer: index - 1)
    events?(.userDismissed(id, reason: reason))
  }

  /// The user tried to dismiss `controller` and UIKit refused (`presentationControllerDidAttemptToDismiss`),
  /// or tapped a popup's background: the router applies the dismiss policy.
  /// - Parameters:
  ///   - controller: The presented controller.
  ///   - reason: How the user tried.
  package func userAttemptedDismissal(_ controller: any ModalController, reason: RouteChangeReason) {
    guard let id = routeID(of: controller) else { return }
    events?(.dismissAttempted(id, reason: reason))
  }

  /// The user changed the navigation path shown by `controller` (back button, swipe back).
  /// - Parameters:
  ///   - controller: The layer's controller.
  ///   - path: The path now shown.
  package func userChangedPath(of controller: any ModalController, to path: [Route<Destination>]) {
    guard let index = index(of: controller), layers[index].path != path else { return }
    layers[index].path = path
    events?(.userChangedPath(layer: index, path: path))
  }

  /// The route a controller shows, or `nil` for the root or an unknown controller.
  /// - Parameter controller: A controller.
  /// - Returns: The id of the modal route of its layer.
  package func routeID(of controller: any ModalController) -> RouteID? {
    index(of: controller).flatMap { layers[$0].modal?.id }
  }

  // MARK: Bookkeeping

  /// The layer index of a controller; searched from the top, where user actions happen.
  private func index(of controller: any ModalController) -> Int? {
    controllers.lastIndex { $0 === controller }
  }

  private func truncate(toLayer index: Int) {
    guard index + 1 < controllers.count else { return }
    controllers.removeSubrange((index + 1)...)
    layers.removeSubrange((index + 1)...)
  }

  private func stack(of layers: [Layer<Destination>]) -> RouteStack<Destination> {
    var stack = RouteStack<Destination>()
    stack.setPath(layers[0].path, ofLayer: 0)
    for layer in layers.dropFirst() { stack.append(layer: layer) }
    return stack
  }
}
