/// The few things the host logic needs from a view controller (`UIViewController`,
/// `SimulatedController`).
@MainActor
package protocol ModalController: AnyObject {
  /// The controller this one presents (`presentedViewController`).
  var presentedModal: (any ModalController)? { get }
  /// The controller that presented this one (`presentingViewController`): a dismissal sent to it
  /// removes this one and what is above it, and nothing below.
  var presentingModal: (any ModalController)? { get }
  /// The container this one is a child of (`parent`).
  var parentModal: (any ModalController)? { get }
  /// `present(_:animated:completion:)`.
  func presentModal(_ controller: any ModalController, animated: Bool, completion: @escaping @MainActor () -> Void)
  /// `dismiss(animated:completion:)` on the presenter: removes everything it presents.
  func dismissModal(animated: Bool, completion: @escaping @MainActor () -> Void)
  /// Lays `overlay`'s view over this controller's view as a child; `completion` runs
  /// asynchronously once it is in place.
  func addOverlay(_ overlay: any ModalController, completion: @escaping @MainActor () -> Void)
  /// Takes this overlay off; `completion` runs asynchronously once its view is gone.
  func removeOverlay(completion: @escaping @MainActor () -> Void)
  /// The controller this one lies over, while it is an overlay.
  var overlaidController: (any ModalController)? { get }
  /// Whether its view is in the window's hierarchy (`viewIfLoaded?.window != nil`): a controller
  /// whose view is not (a child in a tab not selected) cannot present.
  var isViewInWindow: Bool { get }
  /// Whether a transition involving it is running (`transitionCoordinator != nil`).
  var isInTransition: Bool { get }
  /// Whether it is an alert or a dialog (`UIAlertController`): the host waits for it to go
  /// instead of presenting over it or dismissing it.
  var isAlert: Bool { get }
  /// The style UIKit shows it in now, after adapting to the size class (a popover at compact
  /// width is a sheet); `nil` for a controller nobody presented (the window's root).
  var shownStyle: ControllerConfiguration.Style? { get }
  /// The name of the presentation controller delegate that replaced the host's, or `nil`.
  var replacedPresentationDelegate: String? { get }
  /// Makes the host's delegate the presentation controller's again, forwarding to the replacement.
  func reclaimPresentationDelegate()
  /// A short name for events and logs (the type of a foreign controller).
  var modalName: String { get }
}

/// Makes the controller of each layer and sets layers' navigation paths, for ``ControllerHost``.
@MainActor
package protocol LayerControllerFactory<Destination> {
  associatedtype Destination: Hashable & Sendable

  /// Makes the controller, not yet presented, for a new layer at `index` (1 or more).
  func makeController(for layer: Layer<Destination>, at index: Int, configuration: ControllerConfiguration)
    -> any ModalController

  /// Sets the navigation path of a layer's controller in one transition.
  func setPath(
    _ path: [Route<Destination>], of controller: any ModalController, layer index: Int, animated: Bool,
    completion: @escaping @MainActor () -> Void)

  /// Makes a layer's controller show another layer in place, at once (not a transition); the new
  /// route is presented as the old one, so the configuration stays right.
  func swapContent(of controller: any ModalController, to layer: Layer<Destination>, at index: Int)

  /// Moves a layer's sheet to a detent in place, at once (`animateChanges` setting
  /// `selectedDetentIdentifier`).
  func selectDetent(_ detent: SheetDetent?, of controller: any ModalController, at index: Int)
}
