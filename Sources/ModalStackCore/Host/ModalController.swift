/// The few things the host logic needs from a view controller. `UIViewController` conforms in
/// the `ModalStack` module; `SimulatedController` in `ModalStackTesting`.
@MainActor
package protocol ModalController: AnyObject {
  /// The controller this one presents (`presentedViewController`).
  var presentedModal: (any ModalController)? { get }
  /// The controller that presented this one (`presentingViewController`): a dismissal sent to it
  /// removes this one and what is above it, and nothing below.
  var presentingModal: (any ModalController)? { get }
  /// The container controller this one is a child of (`parent`): a tab bar, a split view, or the
  /// controller of a layer a presentation context sits in.
  var parentModal: (any ModalController)? { get }
  /// `present(_:animated:completion:)`.
  func presentModal(_ controller: any ModalController, animated: Bool, completion: @escaping @MainActor () -> Void)
  /// `dismiss(animated:completion:)` on the presenter: removes everything it presents.
  func dismissModal(animated: Bool, completion: @escaping @MainActor () -> Void)
  /// Lays `overlay`'s view over this controller's view, as a child controller (a popup that lets
  /// touches through: UIKit's presentation container would take every touch).
  /// - Parameters:
  ///   - overlay: The overlay's controller.
  ///   - completion: Called asynchronously once its view is in place.
  func addOverlay(_ overlay: any ModalController, completion: @escaping @MainActor () -> Void)
  /// Takes this overlay off the controller it lies over.
  /// - Parameter completion: Called asynchronously once its view is gone.
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
  /// The name of the presentation controller delegate that replaced the host's, or `nil` while
  /// the host's is in place (or the controller has none: the root, an overlay).
  var replacedPresentationDelegate: String? { get }
  /// Makes the host's delegate the presentation controller's delegate again, forwarding every
  /// call to the one that replaced it, so both hear what the user does.
  func reclaimPresentationDelegate()
  /// A short name for events and logs (the type of a foreign controller).
  var modalName: String { get }
}

/// Makes the controller of each layer and sets layers' navigation paths, for ``ControllerHost``.
@MainActor
package protocol LayerControllerFactory<Destination> {
  /// The app's destination type.
  associatedtype Destination: Hashable & Sendable

  /// Makes the controller for a new layer, configured from its modal route.
  /// - Parameters:
  ///   - layer: The layer: its modal route and initial path.
  ///   - index: Its index on the stack (1 or more).
  ///   - configuration: The UIKit settings for its presentation.
  /// - Returns: The controller, not yet presented.
  func makeController(for layer: Layer<Destination>, at index: Int, configuration: ControllerConfiguration)
    -> any ModalController

  /// Sets the navigation path of a layer's controller in one transition.
  /// - Parameters:
  ///   - path: The new path.
  ///   - controller: The layer's controller.
  ///   - index: The layer's index.
  ///   - animated: Whether the change animates.
  ///   - completion: Called once the change has finished.
  func setPath(
    _ path: [Route<Destination>], of controller: any ModalController, layer index: Int, animated: Bool,
    completion: @escaping @MainActor () -> Void)

  /// Makes a layer's controller show another layer in place: the new modal route's view, with
  /// its own state, and its path. Not a transition: it takes effect at once. The new route is
  /// presented exactly as the old one, so the controller's configuration stays right.
  /// - Parameters:
  ///   - controller: The layer's controller.
  ///   - layer: The layer it shows from now on.
  ///   - index: The layer's index.
  func swapContent(of controller: any ModalController, to layer: Layer<Destination>, at index: Int)

  /// Moves a layer's sheet to a detent in place (UIKit: `animateChanges` setting
  /// `selectedDetentIdentifier`). Not a transition: it takes effect at once.
  /// - Parameters:
  ///   - detent: The detent the sheet rests at from now on.
  ///   - controller: The layer's controller, a sheet.
  ///   - index: The layer's index.
  func selectDetent(_ detent: SheetDetent?, of controller: any ModalController, at index: Int)
}
