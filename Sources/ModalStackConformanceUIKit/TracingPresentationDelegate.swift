#if canImport(UIKit)
  import ModalStack
  import ModalStackCore
  import UIKit

  /// The presentation controller delegate of a layer on the conformance suite's UIKit host: it
  /// writes each call UIKit makes into the trace, then hands it to the adapter's own
  /// `PresentationDelegate`, which turns it into host events as in an app. Staged gestures call it
  /// as UIKit would.
  @MainActor
  final class TracingPresentationDelegate: NSObject, UIPopoverPresentationControllerDelegate,
    UISheetPresentationControllerDelegate
  {
    private let inner: PresentationDelegate<TracingLayerFactory>
    private weak var controller: TracingViewController?
    private let record: @MainActor (String) -> Void
    /// The style UIKit shows the controller in now: the requested one until UIKit adapts it.
    private(set) var shownStyle: ControllerConfiguration.Style

    init(
      inner: PresentationDelegate<TracingLayerFactory>, controller: TracingViewController,
      configuration: ControllerConfiguration,
      record: @escaping @MainActor (String) -> Void
    ) {
      self.inner = inner
      self.controller = controller
      self.record = record
      self.shownStyle = configuration.style
    }

    private var name: String { controller?.traceName ?? "?" }

    func presentationController(
      _ presentationController: UIPresentationController, willPresentWithAdaptiveStyle style: UIModalPresentationStyle,
      transitionCoordinator: (any UIViewControllerTransitionCoordinator)?
    ) {
      // `.none`: no adaptation, the requested style shows.
      let shown =
        style == .none
        ? (controller?.configuration?.style ?? shownStyle) : (ControllerConfiguration.Style(style) ?? shownStyle)
      if shown != shownStyle {
        record("willPresentWithAdaptiveStyle \(name) \(shown.rawValue)")
        shownStyle = shown
      }
      inner.presentationController(
        presentationController, willPresentWithAdaptiveStyle: style, transitionCoordinator: transitionCoordinator)
    }

    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
      record("presentationControllerShouldDismiss \(name)")
      return true
    }

    func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
      record("presentationControllerWillDismiss \(name)")
      inner.presentationControllerWillDismiss(presentationController)
    }

    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
      record("presentationControllerDidDismiss \(name)")
      inner.presentationControllerDidDismiss(presentationController)
    }

    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
      record("presentationControllerDidAttemptToDismiss \(name)")
      inner.presentationControllerDidAttemptToDismiss(presentationController)
    }

    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
      _ sheetPresentationController: UISheetPresentationController
    ) {
      record(
        "sheetPresentationControllerDidChangeSelectedDetentIdentifier \(name) \(sheetPresentationController.selectedDetentIdentifier?.rawValue ?? "nil")"
      )
      inner.sheetPresentationControllerDidChangeSelectedDetentIdentifier(sheetPresentationController)
    }
  }
#endif
