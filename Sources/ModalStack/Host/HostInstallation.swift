#if canImport(UIKit)
import ModalStackCore
import Observation
import SwiftUI
import UIKit

/// What a ``ModalStackRoot`` owns: the root layer's path, the popover anchors, the root's
/// environment for the layers, and, once the anchor has found the window's root controller,
/// the ``ControllerHost`` attached to the router.
@MainActor
@Observable
final class HostInstallation<Destination: Hashable & Sendable> {
  /// The router the host is attached to.
  @ObservationIgnored let router: Router<Destination>
  /// The path of the root layer.
  @ObservationIgnored let rootState = LayerState<Destination>(path: [])
  /// The popover source views of this root and its layers.
  @ObservationIgnored let anchors = PopoverAnchorRegistry.views()
  /// Builds route views.
  @ObservationIgnored let builder: RouteViewBuilder<Destination>
  /// The views of routes presented by `present(item:…content:)`.
  @ObservationIgnored let localContent: LocalContentRegistry
  /// The root's environment, re-applied in every layer; observed, so layers follow its changes.
  private(set) var environment: EnvironmentValues?
  @ObservationIgnored private var host: ControllerHost<HostingLayerFactory<Destination>>?

  /// Creates an installation; nothing is attached until ``install(on:)``.
  /// - Parameters:
  ///   - router: The router.
  ///   - destination: The app's view for a destination.
  init(router: Router<Destination>, destination: @escaping @MainActor (Destination) -> AnyView) {
    self.router = router
    let localContent = LocalContentRegistry(router: router)
    self.localContent = localContent
    self.builder = RouteViewBuilder(router: router, destination: destination, localContent: localContent)
  }

  /// The dismiss action of the root layer: it has no route of its own, so only `.all` acts.
  var rootDismissAction: ModalDismissAction { ModalDismissAction(routeID: nil, router: router) }

  /// Records the root's environment.
  /// - Parameter values: The environment where the root sits.
  func capture(_ values: EnvironmentValues) {
    environment = values
  }

  /// Installs the host on the window's root controller and attaches it to the router, once.
  /// - Parameter rootController: The window's root view controller.
  func install(on rootController: UIViewController) {
    guard host == nil else { return }
    let factory = HostingLayerFactory(
      rootController: rootController, rootState: rootState, builder: builder, anchors: anchors,
      inheritedEnvironment: { [weak self] in self?.environment })
    let host = ControllerHost(root: rootController, factory: factory)
    factory.host = host
    rootState.onUserChange = { [weak host, weak rootController] path in
      guard let host, let rootController else { return }
      host.userChangedPath(of: rootController, to: path)
    }
    do {
      try router.attach(host)
    } catch {
      // A second router in this window (another tab, a root inside a sheet): refused, visibly.
      router.reportAttachRefused(error)
      return
    }
    self.host = host
    // The scene's window goes away with its controllers: the router detaches and keeps its stack.
    if let scene = rootController.view.window?.windowScene {
      disconnection = NotificationCenter.default.addObserver(
        forName: UIScene.didDisconnectNotification, object: scene, queue: .main
      ) { [weak host] _ in MainActor.assumeIsolated { host?.windowClosed() } }
    }
  }

  /// The observer of the scene's disconnection.
  @ObservationIgnored private var disconnection: (any NSObjectProtocol)?
}
#endif
