/// The host logic shared by the UIKit host and the simulated one, written against
/// ``ModalController`` so that it runs in Linux tests: which controller presents, which one a
/// dismissal goes to, how paths are set, how user actions on a controller become
/// ``HostEvent``s naming the right route, and how the host lives beside controllers that others
/// present in the same window.
///
/// **Foreign controllers** (see UIKit's Rules as the Simulator Enforces Them, 'Presentations by other code'): an alert or dialog on top of the window makes every
/// step wait (``StepAdmission/waiting(for:)``) until it goes; a foreign sheet or cover is
/// presented over, since UIKit presents from the real top of the chain. A window that closed
/// refuses every step. The host holds its controllers weakly: the window owns them.
///
/// **Overlays**: a popup that lets touches through (no dimming, a toast) is not presented, since
/// UIKit's presentation container takes every touch in the window; its controller is laid over
/// the real top of the chain as a child. It stays in stack order: a layer presented later covers
/// it, and it goes with the controller it lies over.
@MainActor
package final class ControllerHost<Factory: LayerControllerFactory>: PresentationHost {
  package typealias Destination = Factory.Destination

  /// Each layer, as last asked for, with its controller; index 0 is the root layer, shown by the
  /// window's root controller. Controllers are held weakly: the window and UIKit's chain own them.
  private var entries: [Entry]
  private let factory: Factory
  private var events: (@MainActor (HostEvent<Destination>) -> Void)?
  /// The controllers of views that define a presentation context, by name, newest last, held
  /// weakly (their layer's controller owns them).
  private var contexts: [(name: PresentationContextID, controller: WeakController)] = []
  /// Set while a dismissal of this host runs, so its removals are not read as someone else's.
  private var isDismissing = false
  /// Hears of every present, dismiss and overlay call the host makes, just before it is made
  /// (the conformance suite's UIKit host traces them). Decides nothing.
  package var callObserver: (@MainActor (ControllerCall) -> Void)?
  /// Hears what the host noticed in the window that the app should know (a replaced delegate, a
  /// presentation UIKit dropped below the top layer). Decides nothing.
  package var diagnostics: (@MainActor (HostDiagnostic) -> Void)?

  /// Creates a host over a window's root controller.
  /// - Parameters:
  ///   - root: The window's root view controller.
  ///   - factory: Makes layer controllers and sets paths.
  package init(root: any ModalController, factory: Factory) {
    entries = [Entry(controller: root, layer: Layer(modal: nil))]
    self.factory = factory
  }

  /// The controllers of the layers still alive, root first; for tests and the adapter.
  package var controllers: [any ModalController] { entries.compactMap(\.controller) }

  /// The window's root controller, until the window closes.
  private var root: (any ModalController)? { entries[0].controller }

  package var windowRoot: AnyObject { root ?? self }

  /// The controller the next layer will be presented from: the real top of the chain.
  package var nextPresenter: (any ModalController)? { topOfChain().last }

  package func attach(events: @escaping @MainActor (HostEvent<Destination>) -> Void) -> RouteStack<Destination> {
    self.events = events
    return stack()
  }

  // MARK: Steps

  package func admission(of step: PresentationStep<Destination>) -> StepAdmission {
    guard root != nil else { return .refused("the window closed") }
    reclaimReplacedDelegates()
    let chain = topOfChain()
    if let busy = chain.first(where: \.isInTransition) { return .waiting(for: "a transition of \(busy.modalName)") }
    if let alert = chain.last(where: { $0.isAlert && index(of: $0) == nil }) { return .waiting(for: alert.modalName) }
    switch step {
    case .present(let layer, _):
      guard layer.modal?.modal != nil else { return .refused("a presented layer starts with a modal route") }
      // UIKit ignores a presentation on an alert, ours too: it waits for the user's answer.
      if let alert = chain.last, alert.isAlert { return .waiting(for: alert.modalName) }
      // UIKit checks the controller that really presents, not the router's top: refusing here
      // keeps a foreign sheet or popover from turning a valid route into an exception.
      guard let modal = layer.modal?.modal, let top = chain.last,
        let refusal = ControllerConfiguration(modal).refusal(over: top.shownStyle, named: top.modalName)
      else { return .ready }
      return .refused(refusal)
    case .dismiss(let index, _):
      return index < entries.count ? .ready : .refused("layer \(index) is not on screen")
    case .setPath(let index, _, _):
      return controller(ofLayer: index) == nil ? .refused("layer \(index) is not on screen") : .ready
    case .swapContent(let index, _), .selectDetent(let index, _):
      guard index > 0 else { return .refused("the root layer has no modal route to swap") }
      return controller(ofLayer: index) == nil ? .refused("layer \(index) is not on screen") : .ready
    case .removeOverlay(let index):
      guard controller(ofLayer: index) != nil else { return .refused("layer \(index) is not on screen") }
      return entries[index].isOverlay ? .ready : .refused("layer \(index) is not an overlay")
    }
  }

  package func perform(_ step: PresentationStep<Destination>, completion: @escaping @MainActor () -> Void) {
    switch step {
    case .present(let layer, let animated):
      // UIKit presents from the real top of the chain: ours, or a foreign sheet over it.
      guard let modal = layer.modal?.modal, let top = topOfChain().last else { return }
      let configuration = ControllerConfiguration(modal)
      let presenter = configuration.isOverlay ? top : self.presenter(of: layer, configuration, top: top)
      let controller = factory.makeController(for: layer, at: entries.count, configuration: configuration)
      entries.append(Entry(controller: controller, layer: layer, isOverlay: configuration.isOverlay))
      if configuration.isOverlay {
        // Over our own top controller, never inside someone else's (a share sheet, Safari):
        // under a foreign sheet, the toast shows once that sheet goes.
        let anchor = ownTop ?? presenter
        callObserver?(.addOverlay(controller, over: anchor))
        anchor.addOverlay(controller, completion: completion)
      } else {
        let animates = animated && configuration.usesUIKitAnimation
        callObserver?(.present(controller, on: presenter, animated: animates))
        presenter.presentModal(controller, animated: animates) { [weak self] in
          // A layer's content or an SDK sets the delegate as it appears, before this completion.
          self?.reclaimReplacedDelegates()
          completion()
        }
      }
    case .dismiss(let index, let animated):
      // Nothing above the layer: done (a dismissal sent to its controller would take it instead).
      guard index < entries.count - 1, controller(ofLayer: index) != nil else { return completion() }
      dismissLayers(above: index, animated: animated, completion: completion)
    case .setPath(let index, let path, let animated):
      guard let controller = controller(ofLayer: index) else { return }
      entries[index].layer.path = path
      guard !animated, controller.presentedModal != nil else {
        return factory.setPath(path, of: controller, layer: index, animated: animated, completion: completion)
      }
      // Under a presented controller the navigation stack changes out of sight and apart from the
      // modal chain (see UIKit's Rules as the Simulator Enforces Them, 'Navigation under a modal'): the step is done once asked, so the dismissal that uncovers
      // it starts in the same turn and the change costs no frame of its own.
      factory.setPath(path, of: controller, layer: index, animated: false) {}
      completion()
    case .swapContent(let index, let layer):
      guard index > 0, let controller = controller(ofLayer: index) else { return }
      entries[index].layer = layer
      factory.swapContent(of: controller, to: layer, at: index)
      completion()
    case .selectDetent(let index, let route):
      guard index > 0, let controller = controller(ofLayer: index) else { return }
      entries[index].layer = Layer(modal: route, path: entries[index].layer.path)
      factory.selectDetent(route.presentation.sheetConfiguration?.restingDetent, of: controller, at: index)
      completion()
    case .removeOverlay(let index):
      // Laid over a controller, not presented: the layers above it hang off the chain, not off it.
      guard index > 0, let overlay = controller(ofLayer: index), entries[index].isOverlay else { return }
      entries.remove(at: index)
      remove(overlay, completion: completion)
    }
  }

  /// Removes the layers above `index`: overlays are taken off the views they lie over, presented
  /// layers are dismissed from the controller under the first of them, in one transition.
  private func dismissLayers(above index: Int, animated: Bool, completion: @escaping @MainActor () -> Void) {
    let above = entries[(index + 1)...]
    let overlays = above.filter(\.isOverlay).compactMap(\.controller)
    // The dismissal goes to the controller that presented the first presented layer above
    // `index`: ours, or a foreign sheet we presented over, which stays (with what lies over it).
    // When that layer is gone (others dismissed it), so is everything it presented: a dismissal
    // sent to the layer under it would take what others presented there instead, and one sent to
    // a presenter that presents nothing any more would take the presenter itself.
    guard let first = above.first(where: { !$0.isOverlay }), let presenter = first.controller?.presentingModal,
      presenter.presentedModal != nil
    else {
      truncate(toLayer: index, removingOverlays: false)
      guard let bottom = overlays.first else { return completion() }
      for overlay in overlays.dropFirst().reversed() { remove(overlay) {} }
      return remove(bottom, completion: completion)
    }
    isDismissing = true
    for overlay in overlays.reversed() { remove(overlay) {} }
    // UIKit animates the top presented controller only.
    let top = above.last(where: { !$0.isOverlay })?.layer
    let animates = animated && (top?.modal?.modal.map { ControllerConfiguration($0).usesUIKitAnimation } ?? true)
    callObserver?(.dismiss(from: presenter, animated: animates))
    presenter.dismissModal(animated: animates) { [weak self] in
      self?.isDismissing = false
      self?.truncate(toLayer: index, removingOverlays: false)
      self?.reclaimReplacedDelegates()
      completion()
    }
  }

  // MARK: Presentation contexts

  /// Registers the controller of a view that defines a presentation context (UIKit's
  /// `definesPresentationContext`): a child of its layer's controller. Routes that name the
  /// context are presented from it while it sits in the controller they would be presented from.
  /// - Parameters:
  ///   - controller: The context's controller.
  ///   - name: The context's name; the one registered last under a name is used.
  package func registerPresentationContext(_ controller: any ModalController, named name: PresentationContextID) {
    unregisterPresentationContext(controller)
    contexts.append((name, WeakController(controller: controller)))
  }

  /// Forgets a context's controller (its view left the screen), and those released.
  /// - Parameter controller: The context's controller.
  package func unregisterPresentationContext(_ controller: any ModalController) {
    contexts.removeAll { $0.controller.controller == nil || $0.controller.controller === controller }
  }

  /// The controller a layer is presented from. UIKit presents a context style from the nearest
  /// controller up the hierarchy that defines a presentation context, else from the window's
  /// root (`definesPresentationContext`): a route naming a context is presented from that
  /// context's controller while it sits in `top`, its view is in the window (its tab is selected)
  /// and it presents nothing; otherwise from `top`,
  /// where UIKit walks up to the root, and the app hears of it.
  private func presenter(
    of layer: Layer<Destination>, _ configuration: ControllerConfiguration, top: any ModalController
  ) -> any ModalController {
    guard let name = configuration.context else { return top }
    let context = contexts.last { $0.name == name && $0.controller.controller != nil }?.controller.controller
    if let context, context.isViewInWindow, context.presentedModal == nil, Self.container(of: context) === top {
      return context
    }
    if let id = layer.modal?.id { diagnostics?(.presentationContextMissing(id, context: name)) }
    return top
  }

  /// The outermost container of a controller: itself unless it is a child.
  private static func container(of controller: any ModalController) -> any ModalController {
    var container = controller
    while let parent = container.parentModal { container = parent }
    return container
  }

  /// What `controller` presents: itself, or one of its presentation contexts (a layer presented
  /// in a context hangs off the context's controller, not off the layer's).
  private func presented(over controller: any ModalController) -> (any ModalController)? {
    if let presented = controller.presentedModal { return presented }
    return contexts.lazy.compactMap(\.controller.controller)
      .first { $0.presentedModal != nil && Self.container(of: $0) === controller }?.presentedModal
  }

  package func shownStack(expected: RouteStack<Destination>) -> RouteStack<Destination> {
    // A resynchronisation follows a step that did not complete: a dismissal UIKit dropped is over.
    isDismissing = false
    truncate(toLayer: shownLayerCount() - 1)
    return stack()
  }

  package var isTransitioning: Bool { topOfChain().contains(where: \.isInTransition) }

  // MARK: What others did

  /// Someone else removed controllers from the chain (a foreign sheet under ours was dismissed
  /// by its owner, taking ours with it), or the window closed. The adapter calls this when a
  /// layer's controller left the window without the host dismissing it.
  package func chainChanged() {
    guard root != nil, !isDismissing else { return }
    let shown = shownLayerCount()
    guard shown < entries.count, let id = entries[shown].layer.modal?.id else { return }
    truncate(toLayer: shown - 1)
    events?(.userDismissed(id, reason: .hostRefused))
  }

  /// Takes back the presentation controller delegate of the top presented layer when other code
  /// replaced it, reported once: the host's delegate forwards to the replacement, so swipes stay
  /// swipes, confirm-first routes can be swiped and detents are written back. Only the top layer
  /// is looked at (the user acts on it); a covered one is when it is the top again, so the cost
  /// does not grow with the stack.
  private func reclaimReplacedDelegates() {
    guard let entry = entries.dropFirst().last(where: { !$0.isOverlay && $0.controller != nil }),
      let controller = entry.controller, let name = controller.replacedPresentationDelegate
    else { return }
    controller.reclaimPresentationDelegate()
    if let id = entry.layer.modal?.id { diagnostics?(.presentationDelegateReplaced(id, by: name)) }
  }

  /// Other code asked `controller` to present `presented` while it already presents: UIKit drops
  /// it. The adapter tells the host when a layer's controller is asked; the host names the layer.
  /// - Parameters:
  ///   - controller: The controller asked to present.
  ///   - presented: What it was asked to present.
  package func foreignPresentationDropped(on controller: any ModalController, presented: String) {
    guard let index = index(of: controller), let cover = controller.presentedModal else { return }
    diagnostics?(.presentationDroppedBelowTop(layer: index, presented: presented, coveredBy: cover.modalName))
  }

  /// The window closed (its scene disconnected): the host lets go of its controllers, refuses
  /// every later step, and the router detaches.
  package func windowClosed() {
    entries.removeSubrange(1...)
    entries[0].controller = nil
    events?(.windowClosed)
  }

  // MARK: What the user did, reported by the presentation controller's delegate

  /// The user began an interactive dismissal of `controller` (`presentationControllerWillDismiss`).
  package func userWillDismiss(_ controller: any ModalController) {
    if let id = routeID(of: controller) { events?(.userDismissBegan(id)) }
  }

  /// The user let go and `controller` stayed.
  package func userCancelledDismissal(_ controller: any ModalController) {
    if let id = routeID(of: controller) { events?(.userDismissCancelled(id)) }
  }

  /// UIKit removed `controller`, and what it presented, after a swipe or a tap outside
  /// (`presentationControllerDidDismiss`).
  package func userDidDismiss(_ controller: any ModalController, reason: RouteChangeReason) {
    guard let index = index(of: controller), let id = entries[index].layer.modal?.id else { return }
    truncate(toLayer: index - 1)
    events?(.userDismissed(id, reason: reason))
  }

  /// The user tapped a button of the alert or dialog `controller` shows, and UIKit removed it (an
  /// action's handler runs once the alert is gone).
  /// - Parameters:
  ///   - controller: The alert's controller.
  ///   - buttonIndex: The index of the button tapped, in the route's ``AlertConfiguration/buttons``.
  ///   - texts: The text of each text field; the fields' initial texts when `nil`.
  package func userAnsweredAlert(_ controller: any ModalController, buttonIndex: Int, texts: [String]? = nil) {
    guard let index = index(of: controller), let route = entries[index].layer.modal,
      let alert = route.modal?.style.alertConfiguration,
      alert.buttons.indices.contains(buttonIndex)
    else { return }
    truncate(toLayer: index - 1)
    events?(
      .alertAnswered(
        route.id, AlertResponse(button: alert.buttons[buttonIndex], texts: texts ?? alert.textFields.map(\.text))))
  }

  /// The user tried to dismiss `controller` and UIKit refused (`presentationControllerDidAttemptToDismiss`),
  /// tapped a popup's background, or used VoiceOver's escape gesture: the router applies the
  /// route's dismiss policy.
  package func userAttemptedDismissal(_ controller: any ModalController, reason: RouteChangeReason) {
    if let id = routeID(of: controller) { events?(.dismissAttempted(id, reason: reason)) }
  }

  /// `controller` was asked to dismiss itself: a view in its layer called SwiftUI's `dismiss()`,
  /// which dismisses the hosting controller the view is in through UIKit's
  /// `dismiss(animated:completion:)`. A layer of this host that presents nothing goes through the
  /// router instead, as a request with the reason ``RouteChangeReason/dismissAction``: its dismiss
  /// policy, exit actions and exit animation apply, and it is not reported as refused by the
  /// window. A controller that presents something keeps UIKit's meaning (that call dismisses what
  /// it presents, perhaps other code's alert), and one that is not a layer of this host is not its
  /// to decide.
  /// - Parameter controller: The controller asked.
  /// - Returns: Whether the host took the request; if not, UIKit's own dismissal runs.
  package func controllerAskedToDismiss(_ controller: any ModalController) -> Bool {
    guard controller.presentedModal == nil, let id = routeID(of: controller) else { return false }
    events?(.dismissAttempted(id, reason: .dismissAction))
    return true
  }

  /// The controller the app made for a route finished, with `result`: Safari's Done, a share
  /// completed or cancelled, mail sent, a picker's choice. UIKit sends
  /// `presentationControllerDidDismiss` only for the user's swipes (see UIKit's Rules as the
  /// Simulator Enforces Them, 'Controllers that finish by themselves'), so each controller's own
  /// hook calls this:
  /// `SFSafariViewControllerDelegate.safariViewControllerDidFinish`, `UIActivityViewController`'s
  /// `completionWithItemsHandler`, the mail, photo and document pickers' delegates. A controller
  /// that dismissed itself (Safari, a share sheet, a document picker) is gone, and what was above it
  /// with it, as UIKit removes everything above a dismissed controller: the router hears a removal.
  /// One still on screen (mail, the photo picker wait for their delegate) is dismissed by the
  /// router. Either way the reason is ``RouteChangeReason/finished``; a controller this host does
  /// not show (already swiped away) is ignored.
  /// - Parameters:
  ///   - controller: The controller that finished.
  ///   - result: What it finished with.
  package func controllerFinished(_ controller: any ModalController, with result: any Sendable) {
    guard let index = index(of: controller), let id = entries[index].layer.modal?.id else { return }
    let removed = controller.presentingModal == nil
    if removed { truncate(toLayer: index - 1) }
    events?(.controllerFinished(id, removed: removed, result: ControllerResult(result)))
  }

  /// A tap landed outside a popup's content. A dimmed popup is presented and takes the tap while
  /// it is on top: the router applies its dismiss policy. An overlay (a toast) hears every tap in
  /// the window (the adapter's recognizer on the window gets every touch hit-tested to its views):
  /// it counts only when the controller the overlay lies over is the real top of the chain; a layer
  /// presented over it, by the router or by other code, took the tap (see UIKit's Rules as the
  /// Simulator Enforces Them, 'Overlays let touches through').
  package func userTappedOutside(_ popup: any ModalController) {
    if let under = popup.overlaidController, under !== nextPresenter { return }
    userAttemptedDismissal(popup, reason: .tapOutside)
  }

  /// The user changed the navigation path shown by `controller` (back button, swipe back).
  package func userChangedPath(of controller: any ModalController, to path: [Route<Destination>]) {
    guard let index = index(of: controller), entries[index].layer.path != path else { return }
    entries[index].layer.path = path
    events?(.userChangedPath(layer: index, path: path))
  }

  /// The user dragged the sheet `controller` shows to another detent.
  /// - Parameters:
  ///   - controller: The sheet's controller.
  ///   - identifier: The identifier of the detent it rests at now (UIKit's `selectedDetentIdentifier`).
  package func userSelectedDetent(of controller: any ModalController, identifier: String) {
    guard let index = index(of: controller), let modal = entries[index].layer.modal,
      let sheet = modal.presentation.sheetConfiguration,
      let detent = sheet.detents.first(where: { $0.identifier == identifier }),
      sheet.restingDetent != detent
    else { return }
    var route = modal
    route.presentation = modal.presentation.selectingDetent(detent)
    entries[index].layer = Layer(modal: route, path: entries[index].layer.path)
    events?(.userSelectedDetent(modal.id, detent))
  }

  /// The route a controller shows, or `nil` for the root or an unknown controller.
  package func routeID(of controller: any ModalController) -> RouteID? {
    index(of: controller).flatMap { entries[$0].layer.modal?.id }
  }

  // MARK: Bookkeeping

  /// The controllers presented from `start` on, in order: the window's chain, with foreign ones,
  /// and layers presented in a presentation context of a controller on it.
  private func chain(from start: any ModalController) -> [any ModalController] {
    var result = [start]
    while let last = result.last, let next = presented(over: last) { result.append(next) }
    return result
  }

  /// The controller of this host's top presented layer still alive (the root when none is).
  private var ownTop: (any ModalController)? {
    entries.last(where: { !$0.isOverlay && $0.controller != nil })?.controller
  }

  /// The chain from this host's topmost live controller up: what others presented over it.
  /// Others can only present on the top (UIKit drops a present on a presenting controller), so
  /// this is O(foreign controllers), not O(layers), at any depth.
  private func topOfChain() -> [any ModalController] { ownTop.map(chain(from:)) ?? [] }

  /// How many layers (root included) are shown in order: presented ones on the chain (foreign
  /// controllers between them allowed), overlays over a controller of the chain.
  private func shownLayerCount() -> Int {
    guard let root else { return 0 }
    let shown = chain(from: root)
    var position = 0
    for (count, entry) in entries.enumerated().dropFirst() {
      guard let controller = entry.controller else { return count }
      if entry.isOverlay {
        guard let under = controller.overlaidController, shown.contains(where: { $0 === under }) else { return count }
      } else {
        guard let found = shown[(position + 1)...].firstIndex(where: { $0 === controller }) else { return count }
        position = found
      }
    }
    return entries.count
  }

  private func controller(ofLayer index: Int) -> (any ModalController)? {
    entries.indices.contains(index) ? entries[index].controller : nil
  }

  /// The layer index of a controller; searched from the top, where user actions happen.
  private func index(of controller: any ModalController) -> Int? {
    entries.lastIndex { $0.controller === controller }
  }

  /// Forgets the layers above `index`. An overlay lies on the window, not inside the controller
  /// under it, so one whose layer went without our dismissal (its sheet swiped away, others
  /// removed the controller it lay over) is taken off here, or it would stay on screen; a
  /// dismissal of ours removes its overlays itself (`removingOverlays: false`).
  private func truncate(toLayer index: Int, removingOverlays: Bool = true) {
    guard index >= 0, index + 1 < entries.count else { return }
    if removingOverlays {
      for entry in entries[(index + 1)...].reversed() where entry.isOverlay {
        if let overlay = entry.controller { remove(overlay) {} }
      }
    }
    entries.removeSubrange((index + 1)...)
  }

  /// Takes an overlay off, telling the call observer.
  private func remove(_ overlay: any ModalController, completion: @escaping @MainActor () -> Void) {
    callObserver?(.removeOverlay(overlay))
    overlay.removeOverlay(completion: completion)
  }

  private func stack() -> RouteStack<Destination> {
    var stack = RouteStack<Destination>()
    stack.setPath(entries[0].layer.path, ofLayer: 0)
    for entry in entries.dropFirst() { stack.append(layer: entry.layer) }
    return stack
  }

  /// A layer and the controller showing it.
  private struct Entry {
    weak var controller: (any ModalController)?
    var layer: Layer<Destination>
    /// Whether it lies over another controller's view instead of being presented.
    var isOverlay = false
  }
}

/// A weak reference to a controller the host does not own.
@MainActor
struct WeakController {
  weak var controller: (any ModalController)?
}
