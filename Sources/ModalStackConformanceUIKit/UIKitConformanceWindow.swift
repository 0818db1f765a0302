#if canImport(UIKit)
  import ModalStackConformance
  import ModalStackCore
  import UIKit

  /// One window of the conformance suite's UIKit host: a `UIWindow` whose root is a
  /// ``TracingViewController``, the shared host logic (`ControllerHost`) over real controllers, the
  /// window's `WindowSession` for SwiftUI roots, and a router on the real clock.
  @MainActor
  final class UIKitConformanceWindow {
    let window: UIWindow
    let root: TracingViewController
    let host: ControllerHost<TracingLayerFactory>
    let session: WindowSession<String, String>
    let router = Router<String>()
    /// Other code's controllers, latest last, and how many it presented.
    var foreign: [UIViewController] = []
    var foreignCount = 0
    /// Whether the window's scene is still connected.
    var isOpen = true
    /// Where this window's trace lines go.
    let record: @MainActor (String) -> Void

    /// Opens a window on screen and attaches its router.
    /// - Parameters:
    ///   - scene: The test host's window scene, if it has one.
    ///   - record: Where this window's trace lines go.
    init(scene: UIWindowScene?, record: @escaping @MainActor (String) -> Void) throws {
      self.record = record
      root = TracingViewController(name: "root", configuration: nil, record: record)
      window = scene.map(UIWindow.init(windowScene:)) ?? UIWindow(frame: UIScreen.main.bounds)
      window.rootViewController = root
      // Compact width, as the simulated window starts (a phone; an iPad in a narrow window), so
      // that an iPad run checks the same scenarios; `resize` steps change it.
      window.traitOverrides.horizontalSizeClass = .compact
      window.makeKeyAndVisible()
      let factory = TracingLayerFactory(root: root, record: record)
      host = ControllerHost(root: root, factory: factory)
      factory.host = host
      session = WindowSession(host: host)
      host.callObserver = { [record] call in record(Self.line(for: call)) }
      try router.attach(host)
    }

    /// A host call in the trace's vocabulary.
    private static func line(for call: ControllerCall) -> String {
      switch call {
      case .present(let controller, let presenter, let animated):
        let configuration = (controller as? TracingViewController)?.configuration
        let transition =
          configuration.map { $0.customTransition != nil ? "custom" : $0.transitionStyle.rawValue } ?? "?"
        return TraceNormalizer.present(
          name(of: controller), on: name(of: presenter), style: configuration?.style.rawValue ?? "?",
          transition: transition,
          animated: animated)
      case .dismiss(let presenter, let animated):
        return TraceNormalizer.dismiss(from: name(of: presenter), animated: animated)
      case .addOverlay(let overlay, let anchor): return "addChild \(name(of: overlay)) over \(name(of: anchor))"
      case .removeOverlay(let overlay): return "removeFromParent \(name(of: overlay))"
      }
    }

    /// A controller's name in the trace.
    static func name(of controller: any ModalController) -> String {
      (controller as? TracingViewController)?.traceName ?? (controller as? TracingAlertController)?.traceName
        ?? controller.modalName
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

    /// The chain as the trace lists it: each controller with the style UIKit shows it in, and the
    /// overlays laid over it.
    var chainDescription: [String] {
      chain.flatMap { controller -> [String] in
        var name = Self.name(of: controller)
        if let tracing = controller as? TracingViewController, !tracing.isForeign, tracing.configuration != nil {
          name +=
            " " + (tracing.presentationDelegate?.shownStyle ?? tracing.configuration?.style ?? .fullScreen).rawValue
        }
        let overlays = host.controllers.filter { $0.overlaidController === controller }.map {
          "\(Self.name(of: $0)) overlay"
        }
        return [name] + overlays
      }
    }

    /// Takes the window off screen once a scenario is over.
    func close() {
      window.isHidden = true
      window.rootViewController = nil
      isOpen = false
    }
  }
#endif
