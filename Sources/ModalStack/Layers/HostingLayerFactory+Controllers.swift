#if canImport(UIKit)
  import ModalStackCore
  import UIKit

  extension HostingLayerFactory {
    /// Makes the controller of a layer whose route shows one the app made
    /// (``ModalPresentation/showsController``), from the app's `controllers` rule, configured for
    /// the route's presentation and wired to its host: its own end becomes the host's
    /// `controllerFinished`, a swipe the presentation delegate's. `nil` when the rule makes none
    /// for the destination (mail on a device that cannot send it): the layer shows the
    /// destination's view instead.
    /// - Parameters:
    ///   - route: The layer's modal route.
    ///   - configuration: The UIKit settings for its presentation.
    /// - Returns: The controller, not yet presented, or `nil`.
    func routeController(for route: Route<Destination>, configuration: ControllerConfiguration) -> UIViewController? {
      // The layer is made without a stack of its own: pushes onto it are refused.
      guard
        let made = installation?.session.makingLayer(route, container: .content)?.builder.controller?(route.destination)
      else { return nil }
      let shown = WeakViewController()
      let (controller, finisher) = made.make { [weak self] result in
        guard let self, let controller = shown.controller else { return }
        self.host?.controllerFinished(controller, with: result)
      }
      shown.controller = controller
      AdapterProbe.observer?(controller, .made(name: route.description, configuration: configuration))
      configuration.apply(to: controller, background: .automatic)
      let delegate = PresentationDelegate(host: host, controller: controller, configuration: configuration)
      if configuration.style == .popover, let popover = controller.popoverPresentationController {
        setSource(of: popover, anchor: configuration.popoverAnchor, presenter: host?.nextPresenter as? UIViewController)
      }
      controller.presentationController?.delegate = delegate
      keepAlive(delegate, finisher, for: controller)
      return controller
    }
  }

  /// A controller the factory does not own, held weakly.
  @MainActor
  final class WeakViewController {
    weak var controller: UIViewController?
  }
#endif
