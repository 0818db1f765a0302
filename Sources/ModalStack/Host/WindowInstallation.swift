#if canImport(UIKit)
  import ModalStackCore
  import ObjectiveC
  import Observation
  import SwiftUI
  import UIKit

  /// What a window owns, for one destination type: the host on its root controller, the root
  /// layer's path, the popover anchors, and the ``WindowSession``. It lives as long as the window
  /// (an associated object of it), not as long as a root view.
  @MainActor
  @Observable
  final class WindowInstallation<Destination: Hashable & Sendable> {
    @ObservationIgnored let rootState = LayerState<Destination>(path: [])
    @ObservationIgnored let anchors = PopoverAnchorRegistry.views()
    @ObservationIgnored let contexts: PresentationContextRegistry
    @ObservationIgnored let session: WindowSession<Destination, RootModel<Destination>>
    /// The current root, whose views build the layers now; observed, so layers follow a new one.
    private(set) var currentRoot: RootModel<Destination>?
    /// The router that drives the window; observed, so a root whose router takes over shows pushes.
    private(set) var owner: ObjectIdentifier?
    @ObservationIgnored private var observers: [any NSObjectProtocol] = []

    /// The root controller the host is installed on; another one gets a fresh installation.
    @ObservationIgnored private weak var rootController: UIViewController?

    private init(rootController: UIViewController) {
      self.rootController = rootController
      let rootState = rootState
      let factory = HostingLayerFactory(rootController: rootController, rootState: rootState, anchors: anchors)
      let host = ControllerHost(root: rootController, factory: factory)
      factory.host = host
      contexts = PresentationContextRegistry(host: host)
      rootState.onUserChange = { [weak host, weak rootController] path in
        guard let host, let rootController else { return }
        host.userChangedPath(of: rootController, to: path)
      }
      session = WindowSession(host: host)
      rootState.stacks = (session.stacks, nil)
      factory.installation = self
      session.onChange = { [weak self] in
        guard let self else { return }
        currentRoot = session.currentModel
        owner = session.router.map(ObjectIdentifier.init)
      }
    }

    /// The installation of a window, made on first use.
    static func of(_ window: UIWindow, rootController: UIViewController) -> WindowInstallation {
      let installations = WindowInstallations.of(window)
      if let existing = installations.values[ObjectIdentifier(Destination.self)] as? WindowInstallation {
        if existing.rootController === rootController { return existing }
        // `window.rootViewController` was replaced: the old host's chain went with the old controller.
        existing.session.windowRootReplaced()
        existing.stopObserving()
      }
      let installation = WindowInstallation(rootController: rootController)
      installations.values[ObjectIdentifier(Destination.self)] = installation
      if let scene = window.windowScene { installation.observe(scene) }
      return installation
    }

    /// The installation of a window, if a root installed one.
    static func existing(in window: UIWindow) -> WindowInstallation? {
      WindowInstallations.existing(window)?.values[ObjectIdentifier(Destination.self)] as? WindowInstallation
    }

    /// The installation of a scene's window, if a root installed one.
    static func of(_ scene: UIWindowScene) -> WindowInstallation? {
      for window in scene.windows {
        if let installation = WindowInstallations.existing(window)?.values[ObjectIdentifier(Destination.self)]
          as? WindowInstallation
        {
          return installation
        }
      }
      return nil
    }

    /// Follows the scene: time limits stop in the background; a disconnected scene releases its
    /// controllers (the router detaches and keeps its stack) and the observers go with it.
    private func observe(_ scene: UIWindowScene) {
      // A scene launched in the background starts with its time limits stopped.
      session.isSceneInBackground = scene.activationState == .background
      let center = NotificationCenter.default
      let on = { (name: Notification.Name, action: @escaping @MainActor (WindowInstallation) -> Void) in
        center.addObserver(forName: name, object: scene, queue: .main) { [weak self] _ in
          MainActor.assumeIsolated { if let self { action(self) } }
        }
      }
      observers = [
        on(UIScene.didEnterBackgroundNotification) { $0.session.isSceneInBackground = true },
        on(UIScene.willEnterForegroundNotification) { $0.session.isSceneInBackground = false },
        on(UIScene.didDisconnectNotification) { installation in
          (installation.session.host as? ControllerHost<HostingLayerFactory<Destination>>)?.windowClosed()
          installation.stopObserving()
        },
      ]
    }

    private func stopObserving() {
      for observer in observers { NotificationCenter.default.removeObserver(observer) }
      observers.removeAll()
    }
  }

  /// The installations of one window, by destination type; an associated object of the window.
  @MainActor
  private final class WindowInstallations {
    var values: [ObjectIdentifier: AnyObject] = [:]

    static func of(_ window: UIWindow) -> WindowInstallations {
      if let existing = existing(window) { return existing }
      let installations = WindowInstallations()
      objc_setAssociatedObject(window, &associationKey, installations, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
      return installations
    }

    static func existing(_ window: UIWindow) -> WindowInstallations? {
      objc_getAssociatedObject(window, &associationKey) as? WindowInstallations
    }
  }

  private nonisolated(unsafe) var associationKey: UInt8 = 0
#endif
