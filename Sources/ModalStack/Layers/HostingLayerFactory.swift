#if canImport(UIKit)
import ModalStackCore
import SwiftUI
import UIKit

/// Makes a ``LayerHostingController`` for each modal layer and sets layers' navigation paths,
/// for a ``ControllerHost`` over real controllers. Everything it sets comes from the layer's
/// ``ControllerConfiguration``; it decides nothing.
@MainActor
final class HostingLayerFactory<Destination: Hashable & Sendable>: LayerControllerFactory {
  /// The host this factory serves, set right after the host is made (the host owns the factory).
  weak var host: ControllerHost<HostingLayerFactory<Destination>>?
  private weak var rootController: UIViewController?
  private let rootState: LayerState<Destination>
  private let builder: RouteViewBuilder<Destination>
  private let anchors: PopoverAnchorRegistry
  private let inheritedEnvironment: @MainActor () -> EnvironmentValues?

  /// Creates a factory.
  /// - Parameters:
  ///   - rootController: The controller of layer 0 (the window's root controller).
  ///   - rootState: The path state of layer 0, shown by the root's `NavigationStack`.
  ///   - builder: Builds route views.
  ///   - anchors: The popover source views.
  ///   - inheritedEnvironment: The root's environment, re-applied in every layer.
  init(
    rootController: UIViewController, rootState: LayerState<Destination>, builder: RouteViewBuilder<Destination>,
    anchors: PopoverAnchorRegistry, inheritedEnvironment: @escaping @MainActor () -> EnvironmentValues?
  ) {
    self.rootController = rootController
    self.rootState = rootState
    self.builder = builder
    self.anchors = anchors
    self.inheritedEnvironment = inheritedEnvironment
  }

  func makeController(for layer: Layer<Destination>, at index: Int, configuration: ControllerConfiguration) -> any ModalController {
    let controller = LayerHostingController(state: LayerState(path: layer.path))
    // Left the window without the host's dismissal: others removed it (a foreign sheet under it).
    controller.onRemovedByOthers = { [weak self] in self?.host?.chainChanged() }
    controller.state.onUserChange = { [weak self, weak controller] path in
      guard let self, let controller else { return }
      self.host?.userChangedPath(of: controller, to: path)
    }
    guard let route = layer.modal, let modal = route.modal else { return controller }
    configuration.apply(to: controller, background: modal.background)
    controller.view.accessibilityViewIsModal = configuration.isModalForAccessibility
    if let custom = configuration.transitioningDelegateTransition {
      let delegate = CustomTransitionDelegate(custom)
      controller.transitioningDelegate = delegate
      controller.retainedDelegates.append(delegate)
    }
    if configuration.reportsTouchesOutsideContent { controller.onTouchOutside = attemptDismissal(of: controller, .tapOutside) }
    // An overlay is not presented: it has no presentation controller.
    if !configuration.isOverlay {
      let delegate = PresentationDelegate(host: host, controller: controller, reason: configuration.userDismissalReason)
      controller.retainedDelegates.append(delegate)
      if configuration.style == .popover, let popover = controller.popoverPresentationController {
        setSource(of: popover, anchor: configuration.popoverAnchor)
      }
      controller.presentationController?.delegate = delegate
    }
    controller.rootView = content(of: controller, route: route, modal: modal, configuration: configuration)
    return controller
  }

  func setPath(
    _ path: [Route<Destination>], of controller: any ModalController, layer index: Int, animated: Bool,
    completion: @escaping @MainActor () -> Void
  ) {
    let state = index == 0 ? rootState : (controller as? LayerHostingController<Destination>)?.state
    guard let state else {
      Task { @MainActor in completion() }
      return
    }
    let viewController = controller as? UIViewController
    state.apply(path, animated: animated) {
      Self.afterNavigationTransition(in: viewController, completion)
    }
  }

  func swapContent(of controller: any ModalController, to layer: Layer<Destination>, at index: Int) {
    guard let controller = controller as? LayerHostingController<Destination>, let route = layer.modal, let modal = route.modal else { return }
    // The same presentation, so the controller's configuration stays right; the new root view
    // has the new route's identity, so none of the old route's state carries over.
    let configuration = ControllerConfiguration(modal)
    controller.state.apply(layer.path, animated: false) {}
    controller.rootView = content(of: controller, route: route, modal: modal, configuration: configuration)
    // What the user changed on the old route's presentation goes back to the new route's own:
    // the detent a sheet was dragged to, a popover's source (its anchor may be on screen now).
    if let sheet = configuration.sheet, let sheetController = controller.sheetPresentationController {
      sheetController.animateChanges { sheetController.selectedDetentIdentifier = sheet.selectedDetent?.uiKitIdentifier }
    }
    if configuration.style == .popover, let popover = controller.popoverPresentationController {
      setSource(of: popover, anchor: configuration.popoverAnchor)
    }
    // No transition tells VoiceOver the screen changed: say so once the new content is laid
    // out, when this layer is the one shown.
    Task { @MainActor [weak controller] in
      guard let controller, controller.view.window != nil, controller.presentedViewController == nil else { return }
      AccessibilityNotification.ScreenChanged(nil).post()
    }
  }

  func selectDetent(_ detent: SheetDetent?, of controller: any ModalController, at index: Int) {
    guard let sheet = (controller as? UIViewController)?.sheetPresentationController else { return }
    // In place: UIKit animates the sheet's height; no presentation, no delegate call.
    sheet.animateChanges { sheet.selectedDetentIdentifier = detent?.uiKitIdentifier }
  }

  // MARK: Building a layer

  /// The layer's view: the route's view (in a popup container for popups), in the layer's
  /// navigation stack, with the root's environment.
  private func content(
    of controller: LayerHostingController<Destination>, route: Route<Destination>, modal: ModalPresentation,
    configuration: ControllerConfiguration
  ) -> AnyView {
    var first = builder.view(for: route)
    if let popup = configuration.popup {
      let router = builder.router
      first = AnyView(
        PopupContainer(
          behavior: PopupBehavior(configuration: popup, transition: modal.popupContentTransition), content: first,
          onTapOutside: attemptDismissal(of: controller, .tapOutside),
          onContentFrame: { [weak controller] frame in controller?.touchableFrame = frame },
          registerExit: { [weak router] action in try? router?.addExitAction(for: route.id, action) }))
    }
    let layer = LayerContent(
      state: controller.state, hostsNavigationStack: configuration.hostsNavigationStack(hasPushedRoutes:), root: first, builder: builder
    )
    // VoiceOver's escape gesture (a two-finger Z) asks to dismiss the route, as a swipe would:
    // the router applies its dismiss policy (allowed, blocked, confirm first).
    .accessibilityAction(.escape, attemptDismissal(of: controller, .interactive))
    // A local presentation inherits the environment where it was asked for; others the root's.
    let localContent = builder.localContent
    let rootEnvironment = inheritedEnvironment
    return AnyView(layer.modifier(InheritedEnvironment { localContent[route.id]?.environment ?? rootEnvironment() }).id(route.id))
  }

  /// Reports the user's attempt to dismiss a layer (a tap outside, VoiceOver's escape); the
  /// router applies the route's dismiss policy.
  private func attemptDismissal(of controller: UIViewController, _ reason: RouteChangeReason) -> @MainActor () -> Void {
    { [weak self, weak controller] in
      guard let self, let controller else { return }
      self.host?.userAttemptedDismissal(controller, reason: reason)
    }
  }

  /// Points a popover at its registered anchor if that view is in the window; otherwise at the
  /// middle of the presenting controller's view (the real top of the chain, which is on screen,
  /// unlike the root's view under a full-screen cover), with no arrow, since UIKit throws for a
  /// popover without a source. The delegate re-centres the fallback on rotation.
  private func setSource(of popover: UIPopoverPresentationController, anchor: PopoverAnchor?) {
    if let id = anchor?.id, let source = anchors.anchor(for: id) {
      popover.sourceView = source
      popover.sourceRect = source.bounds
    } else if let fallback = (host?.nextPresenter as? UIViewController)?.view ?? rootController?.view {
      popover.sourceView = fallback
      popover.sourceRect = CGRect(x: fallback.bounds.midX, y: fallback.bounds.midY, width: 0, height: 0)
      popover.permittedArrowDirections = []
    }
  }

  /// Calls `completion` once the layer's navigation controller (the one SwiftUI's
  /// `NavigationStack` runs on) has finished its push or pop, or at once if none is running.
  private static func afterNavigationTransition(in controller: UIViewController?, _ completion: @escaping @MainActor () -> Void) {
    var queue = controller.map { [$0] } ?? []
    while !queue.isEmpty {
      let next = queue.removeFirst()
      if let navigation = next as? UINavigationController {
        guard let coordinator = navigation.transitionCoordinator else { break }
        coordinator.animate(alongsideTransition: nil) { _ in completion() }
        return
      }
      queue.append(contentsOf: next.children)
    }
    completion()
  }
}
#endif
