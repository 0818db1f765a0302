import Foundation
import ModalStackCore

/// A fake `UIViewController` for the simulated host: it keeps the state UIKit keeps (what it
/// presents, who presents it, its styles, whether its view is in the window) and sends every
/// call through its ``SimulatedWindow``, which enforces UIKit's rules.
@MainActor
public final class SimulatedController: CustomStringConvertible {
  /// A readable name: `root`, or the route it shows (another once the host swaps its content).
  public nonisolated var name: String { label.value }
  /// The name's storage, readable from any thread (descriptions, test failure messages).
  private nonisolated let label: LockedName
  /// The route it shows; `nil` for the root.
  public internal(set) var routeID: RouteID?
  /// How it was configured for presentation; `nil` for the root.
  package let configuration: ControllerConfiguration?
  /// The style UIKit uses now, after adapting to the size class.
  var effectiveStyle: ControllerConfiguration.Style?
  /// The name of the style UIKit shows it in now (`popover`, `pageSheet`, …), after adapting to
  /// the window's size classes.
  public var effectiveStyleName: String? { effectiveStyle?.rawValue }
  /// The controller it presents (`presentedViewController`).
  public internal(set) var presented: SimulatedController?
  /// The controller that presents it (`presentingViewController`).
  public internal(set) weak var presenting: SimulatedController?
  /// The detent its sheet rests at now (`selectedDetentIdentifier`, resolved), for sheets:
  /// the configured one, then wherever the user dragged it or the host moved it.
  public internal(set) var selectedDetent: SheetDetent?
  /// The names of the routes on its navigation stack.
  public internal(set) var path: [String] = []
  /// The container its content sits in. Set when the layer is created; a container that changed
  /// afterwards (on a push or pop) would give the content a new SwiftUI identity and rebuild it.
  public internal(set) var container: LayerContainer? {
    didSet { if oldValue != nil, oldValue != container { contentRebuilds += 1 } }
  }
  /// How many times its content was built again since it was created (its state lost).
  public internal(set) var contentRebuilds = 0
  /// Whether its view is in the window (false while a full-screen controller covers it).
  public internal(set) var isViewInWindow: Bool
  /// `isBeingPresented`.
  public internal(set) var isBeingPresented = false
  /// `isBeingDismissed`.
  public internal(set) var isBeingDismissed = false
  /// `definesPresentationContext`.
  public var definesPresentationContext = false
  /// For a `currentContext` or `overCurrentContext` presentation, the controller UIKit found by
  /// walking up from the presenter (see UIKit's Rules as the Simulator Enforces Them, 'Who really
  /// presents'): the first that defines a presentation context, else the window's root. Its
  /// view's frame is what this controller covers. `nil` for other styles.
  public internal(set) weak var presentationContext: SimulatedController?
  /// The container it is a child of (a tab bar or split view controller), if any.
  public private(set) weak var parent: SimulatedController?
  /// Its children (the tabs of a tab bar controller).
  public private(set) var children: [SimulatedController] = []
  /// The overlays laid over its view, bottom first (popups that let touches through). The
  /// window's surface holds them (``SimulatedWindow/overlaysOnSurface``), not this controller:
  /// they stay on screen when it leaves, until the host removes them.
  public private(set) var overlays: [SimulatedController] = []
  /// The controller it lies over, while it is an overlay.
  public internal(set) weak var overlaid: SimulatedController?
  /// The presentation controller delegate other code set in place of the host's, by name, until
  /// the host takes it back.
  public internal(set) var replacingDelegate: String?
  /// The delegate the host's forwards to, once it took back one that had replaced it.
  public internal(set) var forwardedDelegate: String?
  /// What presented it, when someone other than the router did (an alert, a share sheet).
  public let foreignKind: SimulatedWindow.ForeignKind?
  unowned let window: SimulatedWindow

  init(
    name: String, routeID: RouteID?, configuration: ControllerConfiguration?, window: SimulatedWindow,
    isViewInWindow: Bool,
    foreignKind: SimulatedWindow.ForeignKind? = nil
  ) {
    self.label = LockedName(name)
    self.routeID = routeID
    self.configuration = configuration
    self.window = window
    self.isViewInWindow = isViewInWindow
    self.foreignKind = foreignKind
    self.selectedDetent = configuration?.sheet.map { $0.selectedDetent ?? $0.detents.first } ?? nil
    window.track(self)
  }

  /// Adds a child (a tab, a split column) that shows inside this controller, in its window.
  /// - Parameter name: Its name in the log.
  /// - Returns: The child.
  @discardableResult
  public func addChild(named name: String) -> SimulatedController {
    let child = SimulatedController(
      name: name, routeID: nil, configuration: nil, window: window, isViewInWindow: isViewInWindow)
    child.parent = self
    children.append(child)
    return child
  }

  /// Removes it from its container (`removeFromParent`): a context view leaving the screen.
  func removeFromParent() {
    parent?.children.removeAll { $0 === self }
    parent = nil
  }

  /// What it presents, itself or from one of its children (a presentation context in it).
  var presentedInside: SimulatedController? {
    presented ?? children.lazy.compactMap(\.presentedInside).first
  }

  /// Its sheet settings with the detent it rests at now, for sheets.
  var currentSheet: SheetConfiguration? {
    guard var sheet = configuration?.sheet else { return nil }
    sheet.selectedDetent = selectedDetent
    return sheet
  }

  /// Whether it was presented with `partialCurl`.
  var isCurled: Bool { configuration?.transitionStyle == .partialCurl }

  func attachOverlay(_ overlay: SimulatedController) {
    overlays.append(overlay)
    overlay.overlaid = self
  }

  func detachOverlay(_ overlay: SimulatedController) {
    overlays.removeAll { $0 === overlay }
    overlay.overlaid = nil
  }
}

// The engine's view of a controller: not API, so apps see none of it.
extension SimulatedController: ModalController {
  package var presentedModal: (any ModalController)? { presented }

  package var presentingModal: (any ModalController)? { presenting }

  package var parentModal: (any ModalController)? { parent }

  package var isAlert: Bool { foreignKind == .alert || configuration?.alert != nil }

  package var modalName: String { name }

  package var shownStyle: ControllerConfiguration.Style? { presenting == nil ? nil : effectiveStyle }

  package var replacedPresentationDelegate: String? { replacingDelegate }

  package func reclaimPresentationDelegate() {
    guard let replacing = replacingDelegate else { return }
    window.record("\(self).presentationController.delegate = the host's, forwarding to \(replacing)")
    forwardedDelegate = replacing
    replacingDelegate = nil
  }

  package var isInTransition: Bool { window.isTransitioning }

  package func presentModal(
    _ controller: any ModalController, animated: Bool, completion: @escaping @MainActor () -> Void
  ) {
    guard let controller = controller as? SimulatedController else {
      window.violate(.invalidPresentedController, "present: \(controller) is not a simulated controller")
      return
    }
    window.present(controller, on: self, animated: animated, completion: completion)
  }

  package var overlaidController: (any ModalController)? { overlaid }

  package func addOverlay(_ overlay: any ModalController, completion: @escaping @MainActor () -> Void) {
    guard let overlay = overlay as? SimulatedController else {
      window.violate(.invalidPresentedController, "addChild: \(overlay) is not a simulated controller")
      return
    }
    window.addOverlay(overlay, on: self, completion: completion)
  }

  package func removeOverlay(completion: @escaping @MainActor () -> Void) {
    window.removeOverlay(self, completion: completion)
  }

  package func dismissModal(animated: Bool, completion: @escaping @MainActor () -> Void) {
    window.dismiss(from: self, animated: animated, completion: completion)
  }
}

extension SimulatedController {
  public nonisolated var description: String { name }

  /// Names the route it shows once the host swapped its content.
  func rename(to newName: String) { label.value = newName }
}

/// A controller's name behind a lock: the window renames a controller whose content it swaps, on
/// the main actor; descriptions read it from anywhere.
final class LockedName: @unchecked Sendable {
  private let lock = NSLock()
  private var name: String

  init(_ name: String) { self.name = name }

  var value: String {
    get { lock.withLock { name } }
    set { lock.withLock { name = newValue } }
  }
}
