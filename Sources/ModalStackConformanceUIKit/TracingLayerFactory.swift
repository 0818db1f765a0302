#if canImport(UIKit)
  import ModalStack
  import ModalStackConformance
  import ModalStackCore
  import UIKit

  /// Makes the layer controllers of the conformance suite's UIKit host: ``TracingViewController``s
  /// configured by the adapter's own code (`ControllerConfiguration.apply(to:background:)`, the
  /// sheet and popover settings, the adapter's presentation delegate). What differs from an app is
  /// the content: a plain view instead of SwiftUI's, and a path kept as data (no navigation
  /// controller), so the trace is about UIKit's presentation rules.
  @MainActor
  final class TracingLayerFactory: LayerControllerFactory {
    typealias Destination = String

    /// The host, set right after it is made (the host owns the factory).
    weak var host: ControllerHost<TracingLayerFactory>?
    private weak var root: UIViewController?
    private let record: @MainActor (String) -> Void

    /// A factory.
    /// - Parameters:
    ///   - root: The window's root controller, the popovers' fallback source.
    ///   - record: Where trace lines go.
    init(root: UIViewController, record: @escaping @MainActor (String) -> Void) {
      self.root = root
      self.record = record
    }

    func makeController(for layer: Layer<String>, at index: Int, configuration: ControllerConfiguration)
      -> any ModalController
    {
      let controller = TracingViewController(
        name: layer.modal?.description ?? "layer \(index)", configuration: configuration, record: record)
      controller.path = layer.path.map(\.description)
      guard let modal = layer.modal?.modal else { return controller }
      controller.onDismissRequested = { [weak self, weak controller] in
        guard let controller, let host = self?.host else { return false }
        return host.controllerAskedToDismiss(controller)
      }
      configuration.apply(to: controller, background: modal.background)
      // An overlay is not presented: it has no presentation controller.
      guard !configuration.isOverlay else { return controller }
      let delegate = TracingPresentationDelegate(
        inner: PresentationDelegate(host: host, controller: controller, configuration: configuration),
        controller: controller,
        configuration: configuration, record: record)
      controller.presentationDelegate = delegate
      if configuration.style == .popover, let popover = controller.popoverPresentationController {
        // No anchor views here: the popover points at the centre of the presenter's view, as the
        // adapter does while an anchor is not on screen.
        if let source = (host?.nextPresenter as? UIViewController)?.view ?? root?.view {
          popover.sourceView = source
          popover.sourceRect = CGRect(x: source.bounds.midX, y: source.bounds.midY, width: 0, height: 0)
          popover.permittedArrowDirections = []
        }
        configuration.adaptiveSheet?.apply(to: popover.adaptiveSheetPresentationController)
      }
      controller.presentationController?.delegate = delegate
      return controller
    }

    func setPath(
      _ path: [Route<String>], of controller: any ModalController, layer index: Int, animated: Bool,
      completion: @escaping @MainActor () -> Void
    ) {
      if let controller = controller as? TracingViewController {
        record(
          TraceNormalizer.setViewControllers(controller.traceName, path: path.map(\.description), animated: animated))
        controller.path = path.map(\.description)
      }
      // A navigation change completes on a later turn of the run loop, as UIKit's does.
      Task { @MainActor in completion() }
    }

    func swapContent(of controller: any ModalController, to layer: Layer<String>, at index: Int) {
      guard let controller = controller as? TracingViewController, let route = layer.modal else { return }
      let path = layer.path.map(\.description)
      record("rootView \(controller.traceName) = \(route) [\(path.joined(separator: ", "))]")
      controller.traceName = route.description
      controller.path = path
    }

    func selectDetent(_ detent: SheetDetent?, of controller: any ModalController, at index: Int) {
      guard let controller = controller as? TracingViewController, let detent,
        let sheet = controller.sheetPresentationController
      else { return }
      record("selectedDetentIdentifier \(controller.traceName) \(detent.identifier), animateChanges")
      sheet.animateChanges { sheet.selectedDetentIdentifier = detent.uiKitIdentifier }
    }
  }
#endif
