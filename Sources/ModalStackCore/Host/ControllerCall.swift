/// A call ``ControllerHost`` makes on a controller, as its ``ControllerHost/callObserver`` hears it.
@MainActor
package enum ControllerCall {
  /// `present(_:animated:completion:)` of `controller` on `presenter`.
  case present(any ModalController, on: any ModalController, animated: Bool)
  /// `dismiss(animated:completion:)` sent to `presenter`.
  case dismiss(from: any ModalController, animated: Bool)
  /// An overlay laid over a controller's view.
  case addOverlay(any ModalController, over: any ModalController)
  /// An overlay taken off.
  case removeOverlay(any ModalController)
}
