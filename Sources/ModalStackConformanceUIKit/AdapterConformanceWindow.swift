#if canImport(UIKit)
  import ModalStack
  import ModalStackConformance
  import ModalStackCore
  import SwiftUI
  import UIKit

  /// The root controller of an adapter-driven window: a `UIHostingController` showing a
  /// `ModalStackRoot` with the window's router, as an app's window does, writing its own appearance
  /// callbacks into the trace. Each destination's view is a `Text` of its name.
  @MainActor
  final class AdapterRootController: UIHostingController<AnyView> {
    private let record: @MainActor (String) -> Void

    init(router: Router<String>, record: @escaping @MainActor (String) -> Void) {
      self.record = record
      super.init(
        rootView: AnyView(
          ModalStackRoot(router: router) {
            Color.clear
          } destination: { name in
            Text(name)
          }))
    }

    @available(*, unavailable, message: "Made by the conformance host, never from a storyboard")
    required init?(coder: NSCoder) { nil }

    override func viewWillAppear(_ animated: Bool) {
      super.viewWillAppear(animated)
      record("root.viewWillAppear")
    }

    override func viewDidAppear(_ animated: Bool) {
      super.viewDidAppear(animated)
      record("root.viewDidAppear")
    }

    override func viewWillDisappear(_ animated: Bool) {
      super.viewWillDisappear(animated)
      record("root.viewWillDisappear")
    }

    override func viewDidDisappear(_ animated: Bool) {
      super.viewDidDisappear(animated)
      record("root.viewDidDisappear")
    }
  }

  /// One window of the adapter-driven UIKit host: a `UIWindow` whose root is an
  /// ``AdapterRootController``, so that the adapter installs itself as in an app (its
  /// `ControllerHost` over `LayerHostingController`s, its presentation delegate, its popup
  /// container). What the adapter's controllers do reaches the trace through `AdapterProbe`.
  @MainActor
  final class AdapterConformanceWindow {
    let window: UIWindow
    let root: AdapterRootController
    let router = Router<String>()
    /// Other code's controllers, latest last, and how many it presented.
    var foreign: [UIViewController] = []
    var foreignCount = 0
    /// Whether the window's scene is still connected.
    var isOpen = true
    /// Where this window's trace lines go.
    let record: @MainActor (String) -> Void
    /// The adapter's layer controllers of this window: their names and how they are presented.
    private(set) var layers: [ObjectIdentifier: (name: String, configuration: ControllerConfiguration)] = [:]
    /// The style UIKit shows each layer controller in, once it adapted it.
    private var shown: [ObjectIdentifier: ControllerConfiguration.Style] = [:]
    private var observesHost = false

    /// Opens a window on screen; its `ModalStackRoot` attaches the router once it appears.
    /// - Parameters:
    ///   - scene: The test host's window scene, if it has one.
    ///   - record: Where this window's trace lines go.
    init(scene: UIWindowScene?, record: @escaping @MainActor (String) -> Void) {
      self.record = record
      root = AdapterRootController(router: router, record: record)
      window = scene.map(UIWindow.init(windowScene:)) ?? UIWindow(frame: UIScreen.main.bounds)
      window.rootViewController = root
      // Compact width, as the simulated window starts; `resize` steps change it.
      window.traitOverrides.horizontalSizeClass = .compact
      window.makeKeyAndVisible()
    }

    /// Starts hearing the adapter's host calls, once the root installed it.
    /// - Returns: Whether the adapter's host is installed in the window.
    @discardableResult
    func connect() -> Bool {
      if !observesHost {
        observesHost = AdapterProbe.observeHostCalls(in: window, String.self) { [weak self] call in
          self?.hostCalled(call)
        }
      }
      return observesHost
    }

    /// Takes in a layer controller the adapter's factory made, until the host presents it.
    private var made: [ObjectIdentifier: (name: String, configuration: ControllerConfiguration)] = [:]

    /// A probe call about one of the adapter's controllers; `false` when it is not this window's.
    func hear(_ controller: UIViewController, _ call: AdapterProbe.Call) -> Bool {
      let id = ObjectIdentifier(controller)
      if case .made(let name, let configuration) = call {
        // Made while this window's router worked: kept here until a host call places it.
        made[id] = (name, configuration)
        return false
      }
      guard controller === root || layers[id] != nil else { return false }
      let name = self.name(of: controller)
      switch call {
      case .made: break
      case .appearance(let callback): record("\(name).\(callback)")
      case .adaptiveStyle(let style):
        guard let requested = layers[id]?.configuration.style else { break }
        let now = style ?? requested
        if now != (shown[id] ?? requested) {
          record("willPresentWithAdaptiveStyle \(name) \(now.rawValue)")
          shown[id] = now
        }
      case .setPath(let path, let animated):
        record(TraceNormalizer.setViewControllers(name, path: path, animated: animated))
      case .selectDetent(let identifier): record("selectedDetentIdentifier \(name) \(identifier), animateChanges")
      case .swapped(let newName, let path):
        record("rootView \(name) = \(newName) [\(path.joined(separator: ", "))]")
        layers[id]?.name = newName
      }
      return true
    }

    /// A host call in the trace's vocabulary; a controller it presents or lays over becomes this
    /// window's.
    private func hostCalled(_ call: ControllerCall) {
      switch call {
      case .present(let controller, let presenter, let animated):
        adopt(controller)
        let configuration = layers[ObjectIdentifier(controller)]?.configuration
        let transition =
          configuration.map { $0.customTransition != nil ? "custom" : $0.transitionStyle.rawValue } ?? "?"
        record(
          TraceNormalizer.present(
            name(of: controller), on: name(of: presenter), style: configuration?.style.rawValue ?? "?",
            transition: transition, animated: animated))
      case .dismiss(let presenter, let animated):
        record(TraceNormalizer.dismiss(from: name(of: presenter), animated: animated))
      case .addOverlay(let overlay, let anchor):
        adopt(overlay)
        record("addChild \(name(of: overlay)) over \(name(of: anchor))")
      case .removeOverlay(let overlay): record("removeFromParent \(name(of: overlay))")
      }
    }

    private func adopt(_ controller: any ModalController) {
      let id = ObjectIdentifier(controller)
      if let layer = made.removeValue(forKey: id) { layers[id] = layer }
    }

    /// A controller's name in the trace.
    func name(of controller: AnyObject) -> String {
      if controller === root { return "root" }
      if let layer = layers[ObjectIdentifier(controller)] { return layer.name }
      return (controller as? TracingViewController)?.traceName ?? (controller as? TracingAlertController)?.traceName
        ?? "\(type(of: controller))"
    }

    /// How a layer controller is presented, if it is one of the adapter's.
    func configuration(of controller: UIViewController) -> ControllerConfiguration? {
      layers[ObjectIdentifier(controller)]?.configuration
    }

    /// The style UIKit shows a layer controller in now.
    func shownStyle(of controller: UIViewController) -> ControllerConfiguration.Style? {
      let id = ObjectIdentifier(controller)
      return shown[id] ?? layers[id]?.configuration.style
    }

    /// Whether a transition runs anywhere on the window's chain.
    var isTransitioning: Bool { chain.contains { $0.transitionCoordinator != nil } }

    /// The controllers presented from the root up, with other code's.
    var chain: [UIViewController] {
      guard isOpen else { return [] }
      var result: [UIViewController] = [root]
      while let next = result.last?.presentedViewController { result.append(next) }
      return result
    }

    /// The chain as the trace lists it: each layer with the style UIKit shows it in, and the
    /// overlays laid over it.
    var chainDescription: [String] {
      let controllers = AdapterProbe.controllers(in: window, String.self)
      return chain.flatMap { controller -> [String] in
        var name = self.name(of: controller)
        if let style = shownStyle(of: controller) { name += " \(style.rawValue)" }
        let overlays = controllers.filter { $0.overlaidController === controller }.map {
          "\(self.name(of: $0)) overlay"
        }
        return [name] + overlays
      }
    }

    /// Takes the window off screen once a scenario is over, or when its scene disconnects.
    func close() {
      window.isHidden = true
      window.rootViewController = nil
      isOpen = false
    }
  }
#endif
