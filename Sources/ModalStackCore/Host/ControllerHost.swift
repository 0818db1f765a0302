/// The host logic shared by the UIKit host and the simulated one, written against
/// ``ModalController`` so that it runs in Linux tests. Controllers are held weakly: the window
/// and UIKit's chain own them.
///
/// UIKit presents from the real top of the chain, so a foreign sheet is presented over, and a
/// foreign alert makes every step wait (``StepAdmission/waiting(for:)``). A popup that lets
/// touches through is laid over the real top as a child, not presented: UIKit's presentation
/// container takes every touch in the window.
@MainActor
package final class ControllerHost<Factory: LayerControllerFactory>: PresentationHost {
  package typealias Destination = Factory.Destination

  /// Each layer with its controller; index 0 is the root layer, the window's root controller.
  private var entries: [Entry]
  private let factory: Factory
  private var events: (@MainActor (HostEvent<Destination>) -> Void)?
  /// Presentation-context controllers by name, newest last.
  private var contexts: [Context] = []
  /// Set while a dismissal of this host runs, so its removals are not read as someone else's.
  private var isDismissing = false
  /// Hears each present, dismiss and overlay call just before it is made. Decides nothing.
  package var callObserver: (@MainActor (ControllerCall) -> Void)?
  /// Hears what the host noticed that the app should know. Decides nothing.
  package var diagnostics: (@MainActor (HostDiagnostic) -> Void)?

  /// Creates a host over a window's root controller.
  package init(root: any ModalController, factory: Factory) {
    entries = [Entry(controller: root, layer: Layer(modal: nil))]
    self.factory = factory
  }

  /// The live layers' controllers, root first.
  package var controllers: [any ModalController] { entries.compactMap(\.controller) }

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
      // UIKit checks the controller that really presents, not the router's top.
      guard let modal = layer.modal?.modal, let top = chain.last,
        let refusal = ControllerConfiguration(modal).refusal(over: top.shownStyle, named: top.modalName)
      else { return .ready }
      return .refused(refusal)
    case .dismiss(let index, _):
      return index < entries.count ? .ready : .refused("layer \(index) is not on screen")
    case .swapContent(0, _), .selectDetent(0, _):
      return .refused("the root layer has no modal route to swap")
    case .setPath(let index, _, _), .swapContent(let index, _), .selectDetent(let index, _), .removeOverlay(let index):
      guard controller(ofLayer: index) != nil else { return .refused("layer \(index) is not on screen") }
      if case .removeOverlay = step, !entries[index].isOverlay { return .refused("layer \(index) is not an overlay") }
      return .ready
    }
  }

  package func perform(_ step: PresentationStep<Destination>, completion: @escaping @MainActor () -> Void) {
    switch step {
    case .present(let layer, let animated):
      guard let modal = layer.modal?.modal, let top = topOfChain().last else { return }
      let configuration = ControllerConfiguration(modal)
      let presenter = configuration.isOverlay ? top : self.presenter(of: layer, configuration, top: top)
      let controller = factory.makeController(for: layer, at: entries.count, configuration: configuration)
      entries.append(Entry(controller: controller, layer: layer))
      if configuration.isOverlay {
        // Over our own top, never inside a foreign sheet: the toast shows once that sheet goes.
        let anchor = ownTop ?? presenter
        callObserver?(.addOverlay(controller, over: anchor))
        anchor.addOverlay(controller, completion: completion)
      } else {
        let animates = animated && configuration.usesUIKitAnimation
        callObserver?(.present(controller, on: presenter, animated: animates))
        presenter.presentModal(controller, animated: animates) { [weak self] in
          // Content or an SDK may set the delegate as it appears, before this completion.
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
      // Under a presented controller the navigation change is out of sight: done once asked, so the
      // dismissal that uncovers it starts in the same turn.
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
      // Laid over a controller, not presented: the layers above it hang off the chain.
      guard index > 0, let overlay = controller(ofLayer: index), entries[index].isOverlay else { return }
      entries.remove(at: index)
      remove(overlay, completion: completion)
    }
  }

  /// Removes the layers above `index`: overlays taken off, presented layers dismissed at once.
  private func dismissLayers(above index: Int, animated: Bool, completion: @escaping @MainActor () -> Void) {
    let above = entries[(index + 1)...]
    let overlays = above.filter(\.isOverlay).compactMap(\.controller)
    // UIKit: a dismissal sent to a presenter removes all it presents, one sent to a controller that
    // presents nothing removes that controller. So when the first layer above is gone, only forget.
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
  /// `definesPresentationContext`); the one registered last under a name is used.
  package func registerPresentationContext(_ controller: any ModalController, named name: PresentationContextID) {
    unregisterPresentationContext(controller)
    contexts.append(Context(name: name, controller: controller))
  }

  /// Forgets a context's controller, and those released.
  package func unregisterPresentationContext(_ controller: any ModalController) {
    contexts.removeAll { $0.controller == nil || $0.controller === controller }
  }

  /// The controller a layer is presented from. UIKit presents a context style from the nearest
  /// controller that defines a presentation context, else from the root: the named context while it
  /// sits in `top`, is in the window and presents nothing; otherwise `top`, and the app hears of it.
  private func presenter(
    of layer: Layer<Destination>, _ configuration: ControllerConfiguration, top: any ModalController
  ) -> any ModalController {
    guard let name = configuration.context else { return top }
    let context = contexts.last { $0.name == name && $0.controller != nil }?.controller
    if let context, context.isViewInWindow, context.presentedModal == nil, Self.container(of: context) === top {
      return context
    }
    if let id = layer.modal?.id { diagnostics?(.presentationContextMissing(id, context: name)) }
    return top
  }

  private static func container(of controller: any ModalController) -> any ModalController {
    var container = controller
    while let parent = container.parentModal { container = parent }
    return container
  }

  /// What `controller` presents, itself or through one of its presentation contexts.
  private func presented(over controller: any ModalController) -> (any ModalController)? {
    if let presented = controller.presentedModal { return presented }
    return contexts.lazy.compactMap(\.controller)
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

  /// Others removed controllers from the chain, or the window closed: a layer's controller left
  /// the window without the host dismissing it.
  package func chainChanged() {
    guard root != nil, !isDismissing else { return }
    let shown = shownLayerCount()
    guard shown < entries.count, let id = entries[shown].layer.modal?.id else { return }
    truncate(toLayer: shown - 1)
    events?(.userDismissed(id, reason: .hostRefused))
  }

  /// Takes back the top presented layer's presentation controller delegate when other code replaced
  /// it, forwarding to the replacement. Only the top is checked, so the cost does not grow with depth.
  private func reclaimReplacedDelegates() {
    guard let entry = entries.dropFirst().last(where: { !$0.isOverlay && $0.controller != nil }),
      let controller = entry.controller, let name = controller.replacedPresentationDelegate
    else { return }
    controller.reclaimPresentationDelegate()
    if let id = entry.layer.modal?.id { diagnostics?(.presentationDelegateReplaced(id, by: name)) }
  }

  /// Other code asked a layer's controller to present while it already presents: UIKit drops it.
  package func foreignPresentationDropped(on controller: any ModalController, presented: String) {
    guard let index = index(of: controller), let cover = controller.presentedModal else { return }
    diagnostics?(.presentationDroppedBelowTop(layer: index, presented: presented, coveredBy: cover.modalName))
  }

  /// The window closed: the host lets go of its controllers and refuses every later step.
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

  /// UIKit removed `controller` and what it presented (`presentationControllerDidDismiss`).
  package func userDidDismiss(_ controller: any ModalController, reason: RouteChangeReason) {
    guard let index = index(of: controller), let id = entries[index].layer.modal?.id else { return }
    truncate(toLayer: index - 1)
    events?(.userDismissed(id, reason: reason))
  }

  /// The user tapped a button (an index in ``AlertConfiguration/buttons``) of the alert `controller`
  /// shows and UIKit removed it; `texts` are the fields' texts, their initial ones when `nil`.
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

  /// UIKit refused a dismissal (`presentationControllerDidAttemptToDismiss`), a popup's background
  /// was tapped, or VoiceOver's escape gesture was used: the router applies the dismiss policy.
  package func userAttemptedDismissal(_ controller: any ModalController, reason: RouteChangeReason) {
    if let id = routeID(of: controller) { events?(.dismissAttempted(id, reason: reason)) }
  }

  /// `controller` was asked to dismiss itself: SwiftUI's `dismiss()` calls UIKit's
  /// `dismiss(animated:completion:)` on the hosting controller. A layer that presents nothing goes
  /// through the router (``RouteChangeReason/dismissAction``); one that presents keeps UIKit's
  /// meaning. Returns whether the host took the request.
  package func controllerAskedToDismiss(_ controller: any ModalController) -> Bool {
    guard controller.presentedModal == nil, let id = routeID(of: controller) else { return false }
    events?(.dismissAttempted(id, reason: .dismissAction))
    return true
  }

  /// The controller the app made for a route finished with `result`. UIKit sends
  /// `presentationControllerDidDismiss` only for swipes, so each controller's own hook calls this.
  /// One that dismissed itself took what was above it; one still on screen is dismissed by the
  /// router. Either way the reason is ``RouteChangeReason/finished``.
  package func controllerFinished(_ controller: any ModalController, with result: any Sendable) {
    guard let index = index(of: controller), let id = entries[index].layer.modal?.id else { return }
    let removed = controller.presentingModal == nil
    if removed { truncate(toLayer: index - 1) }
    events?(.controllerFinished(id, removed: removed, result: ControllerResult(result)))
  }

  /// A tap landed outside a popup's content. An overlay hears every tap in the window, so it counts
  /// only while the controller it lies over is the real top of the chain.
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

  /// The user dragged the sheet `controller` shows to detent `identifier` (`selectedDetentIdentifier`).
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

  /// The controllers presented from `start` on, foreign ones and context presentations included.
  private func chain(from start: any ModalController) -> [any ModalController] {
    var result = [start]
    while let last = result.last, let next = presented(over: last) { result.append(next) }
    return result
  }

  /// The controller of this host's top presented layer still alive (the root when none is).
  private var ownTop: (any ModalController)? {
    entries.last(where: { !$0.isOverlay && $0.controller != nil })?.controller
  }

  /// The chain from our top live controller up. UIKit drops a present on a presenting controller,
  /// so others present only on the top: this is O(foreign controllers) at any depth.
  private func topOfChain() -> [any ModalController] { ownTop.map(chain(from:)) ?? [] }

  /// How many layers (root included) are shown in order on the chain.
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

  /// Forgets the layers above `index`. An overlay lies on the window, so one whose layer went
  /// without our dismissal is taken off here; our dismissals remove their overlays themselves.
  private func truncate(toLayer index: Int, removingOverlays: Bool = true) {
    guard index >= 0, index + 1 < entries.count else { return }
    if removingOverlays {
      for entry in entries[(index + 1)...].reversed() where entry.isOverlay {
        if let overlay = entry.controller { remove(overlay) {} }
      }
    }
    entries.removeSubrange((index + 1)...)
  }

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

  private struct Entry {
    weak var controller: (any ModalController)?
    var layer: Layer<Destination>
    /// Whether it lies over another controller's view instead of being presented: its presentation
    /// says so, and a layer's content is swapped only for one presented the same way.
    var isOverlay: Bool { Plan.isOverlay(layer) }
  }

  private struct Context {
    let name: PresentationContextID
    weak var controller: (any ModalController)?
  }
}
