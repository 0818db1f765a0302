#if canImport(UIKit)
  import ModalStackCore
  import SwiftUI
  import UIKit

  /// Makes a ``LayerHostingController`` for each modal layer and sets layers' navigation paths,
  /// from the layer's ``ControllerConfiguration`` alone.
  @MainActor
  final class HostingLayerFactory<Destination: Hashable & Sendable>: LayerControllerFactory {
    weak var host: ControllerHost<HostingLayerFactory<Destination>>? {
      didSet { host?.diagnostics = { runtimeWarning($0.description) } }
    }
    /// The window's installation: which root is current, building the layers' views and environment now.
    weak var installation: WindowInstallation<Destination>?
    private weak var rootController: UIViewController?
    private let rootState: LayerState<Destination>
    private let anchors: PopoverAnchorRegistry
    /// What the app's controllers need kept alive while each lives (their delegates: UIKit holds them weakly).
    private var kept: [(controller: WeakViewController, objects: [AnyObject])] = []

    /// Creates a factory; `rootController` is layer 0's (the window's root controller).
    init(rootController: UIViewController, rootState: LayerState<Destination>, anchors: PopoverAnchorRegistry) {
      self.rootController = rootController
      self.rootState = rootState
      self.anchors = anchors
    }

    func makeController(for layer: Layer<Destination>, at index: Int, configuration: ControllerConfiguration)
      -> any ModalController
    {
      if let alert = configuration.alert { return makeAlertController(alert, configuration: configuration) }
      if configuration.showsController, let route = layer.modal,
        let controller = routeController(for: route, configuration: configuration)
      {
        return controller
      }
      let controller = LayerHostingController(state: LayerState(path: layer.path))
      AdapterProbe.observer?(
        controller, .made(name: layer.modal?.description ?? "layer \(index)", configuration: configuration))
      if let stacks = installation?.session.stacks { controller.state.stacks = (stacks, layer.modal?.id) }
      // Left the window without the host's dismissal: others removed it (a foreign sheet under it).
      controller.onRemovedByOthers = { [weak self] in self?.host?.chainChanged() }
      controller.onDismissRequested = { [weak self, weak controller] in
        guard let self, let controller, let host = self.host else { return false }
        return host.controllerAskedToDismiss(controller)
      }
      controller.onPresentDropped = { [weak self, weak controller] presented in
        guard let controller else { return }
        self?.host?.foreignPresentationDropped(on: controller, presented: String(describing: type(of: presented)))
      }
      controller.state.onUserChange = { [weak self, weak controller] path in
        guard let self, let controller else { return }
        self.host?.userChangedPath(of: controller, to: path)
      }
      guard let route = layer.modal, let modal = route.modal else { return controller }
      configuration.apply(to: controller, background: modal.background)
      controller.container = LayerContainer(configuration)
      // Popovers and form sheets float at their content's size.
      if configuration.sizesToContent { controller.sizingOptions = .preferredContentSize }
      controller.view.accessibilityViewIsModal = configuration.isModalForAccessibility
      if let custom = configuration.transitioningDelegateTransition {
        let delegate = CustomTransitionDelegate(custom)
        controller.transitioningDelegate = delegate
        controller.retainedDelegates.append(delegate)
      }
      if configuration.reportsTouchesOutsideContent {
        // Heard for every tap in the window: the host counts it only while nothing covers the toast.
        controller.onTouchOutside = { [weak self, weak controller] in
          guard let self, let controller else { return }
          self.host?.userTappedOutside(controller)
        }
      }
      // An overlay is not presented: it has no presentation controller.
      if !configuration.isOverlay {
        let delegate = PresentationDelegate(host: host, controller: controller, configuration: configuration)
        controller.retainedDelegates.append(delegate)
        if configuration.style == .popover, let popover = controller.popoverPresentationController {
          setSource(
            of: popover, anchor: configuration.popoverAnchor, presenter: host?.nextPresenter as? UIViewController)
          // At compact width (a narrow iPad window, a phone) the popover is this sheet.
          configuration.adaptiveSheet?.apply(to: popover.adaptiveSheetPresentationController)
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
      if let viewController = controller as? UIViewController {
        AdapterProbe.observer?(viewController, .setPath(path.map(\.description), animated: animated))
      }
      guard let state else {
        Task { @MainActor in completion() }
        return
      }
      let viewController = controller as? UIViewController
      // Which stack shows which route is the core's (`NavigationStacks`).
      state.apply(path, animated: animated) {
        Self.afterNavigationTransition(in: viewController, completion)
      }
    }

    func swapContent(of controller: any ModalController, to layer: Layer<Destination>, at index: Int) {
      guard let controller = controller as? LayerHostingController<Destination>, let route = layer.modal,
        let modal = route.modal
      else { return }
      // The same presentation, so the configuration stays; the new root view has the new route's
      // identity, so none of the old route's state carries over.
      let configuration = ControllerConfiguration(modal)
      AdapterProbe.observer?(controller, .swapped(name: route.description, path: layer.path.map(\.description)))
      // The container stays the one the layer was created with: the swap is not a new layer.
      if let stacks = installation?.session.stacks { controller.state.stacks = (stacks, route.id) }
      controller.state.apply(layer.path, animated: false) {}
      controller.rootView = content(of: controller, route: route, modal: modal, configuration: configuration)
      // What the user changed on the old route's presentation goes back to the new route's own:
      // the detent a sheet was dragged to, a popover's source (its anchor may be on screen now).
      if let sheet = configuration.sheet, let sheetController = controller.sheetPresentationController {
        sheetController.animateChanges {
          sheetController.selectedDetentIdentifier = sheet.selectedDetent?.uiKitIdentifier
        }
      }
      if configuration.style == .popover, let popover = controller.popoverPresentationController {
        // The popover is the top of the chain now: its fallback is its presenter's view, not its own.
        setSource(of: popover, anchor: configuration.popoverAnchor, presenter: controller.presentingViewController)
      }
      // No transition tells VoiceOver the screen changed: say so once the new content is laid
      // out, when this layer is the one shown.
      Task { @MainActor [weak controller] in
        guard let controller, controller.view.window != nil, controller.presentedViewController == nil else { return }
        AccessibilityNotification.ScreenChanged(nil).post()
      }
    }

    func selectDetent(_ detent: SheetDetent?, of controller: any ModalController, at index: Int) {
      guard let viewController = controller as? UIViewController, let sheet = viewController.sheetPresentationController
      else { return }
      if let detent { AdapterProbe.observer?(viewController, .selectDetent(detent.identifier)) }
      // In place: UIKit animates the sheet's height; no presentation, no delegate call.
      sheet.animateChanges { sheet.selectedDetentIdentifier = detent?.uiKitIdentifier }
    }

    /// Keeps `objects` alive as long as `controller` lives, and lets go of those whose controller is gone.
    func keepAlive(_ objects: AnyObject?..., for controller: UIViewController) {
      kept.removeAll { $0.controller.controller == nil }
      let weak = WeakViewController()
      weak.controller = controller
      kept.append((weak, objects.compactMap(\.self)))
    }

    // MARK: Building a layer

    /// The layer's view: the route's view (in a popup container for popups), in the layer's
    /// container, with the values the app carries into it, live.
    private func content(
      of controller: LayerHostingController<Destination>, route: Route<Destination>, modal: ModalPresentation,
      configuration: ControllerConfiguration
    ) -> AnyView {
      // The current root is settled by the core before the router attaches, so a layer made while
      // attaching is never blank. The route's view is built in a body, live, as pushes are.
      guard let builder = installation?.session.makingLayer(route, container: controller.container)?.builder else {
        return AnyView(EmptyView())
      }
      let builders = LayerBuilders(made: builder, live: { [weak installation] in installation?.currentRoot?.builder })
      var first = AnyView(LayerRouteView(route: route, builders: builders))
      let accessibility = LayerAccessibility(modal, announcement: builder.router?.popupAnnouncement(for: route.id))
      if let popup = configuration.popup {
        let router = builder.router
        first = AnyView(
          PopupContainer(
            behavior: PopupBehavior(configuration: popup, transition: modal.popupContentTransition), content: first,
            onTapOutside: attemptDismissal(of: controller, .tapOutside),
            onContentFrame: { [weak controller] frame in controller?.touchableFrame = frame },
            registerExit: { [weak router] action in try? router?.addExitAction(for: route.id, action) },
            accessibility: PopupAccessibility(decisions: accessibility, controller: controller)))
      }
      let layer = LayerContent(
        container: controller.container, state: controller.state, root: first, builders: builders, anchors: anchors,
        contexts: installation?.contexts
      )
      // VoiceOver's escape gesture (a two-finger Z) asks to dismiss the route, as a swipe would,
      // where the core says it may (not for a blocked route or a toast: the gesture passes on).
      .modifier(
        EscapeGesture(
          isHandled: accessibility.handlesEscape,
          action: attemptDismissal(of: controller, .interactive)))
      // A `present(item:)` layer inherits from the view that presented it; others from the root.
      let localContent = builder.localContent
      let source: @MainActor () -> CarriedEnvironment? = { [weak installation] in
        localContent[route.id]?.environment ?? installation?.currentRoot?.environment
      }
      return AnyView(layer.modifier(InheritedEnvironmentModifier(source: source)).id(route.id))
    }

    /// Reports the user's attempt to dismiss a layer; the router applies the route's dismiss policy.
    private func attemptDismissal(of controller: UIViewController, _ reason: RouteChangeReason) -> @MainActor () -> Void
    {
      { [weak self, weak controller] in
        guard let self, let controller else { return }
        self.host?.userAttemptedDismissal(controller, reason: reason)
      }
    }

    /// Points a popover at its registered anchor if that view is in the window; otherwise at the
    /// middle of its presenter's view (on screen, unlike the root's under a full-screen cover), with
    /// no arrow, since UIKit throws for a popover without a source.
    func setSource(of popover: UIPopoverPresentationController, anchor: PopoverAnchor?, presenter: UIViewController?) {
      if let id = anchor?.id, let source = anchors.anchor(for: id) {
        popover.sourceView = source
        popover.sourceRect = source.bounds
      } else if let fallback = presenter?.view ?? rootController?.view {
        popover.sourceView = fallback
        popover.sourceRect = CGRect(x: fallback.bounds.midX, y: fallback.bounds.midY, width: 0, height: 0)
        popover.permittedArrowDirections = []
      }
    }

    /// Calls `completion` once the navigation controller pushing or popping in the layer's controller
    /// has finished, or at once if none is: in a tab bar each tab has its own.
    private static func afterNavigationTransition(
      in controller: UIViewController?, _ completion: @escaping @MainActor () -> Void
    ) {
      var queue = controller.map { [$0] } ?? []
      while !queue.isEmpty {
        let next = queue.removeFirst()
        if let navigation = next as? UINavigationController, navigation.viewIfLoaded?.window != nil,
          let coordinator = navigation.transitionCoordinator
        {
          coordinator.animate(alongsideTransition: nil) { _ in completion() }
          return
        }
        queue.append(contentsOf: next.children)
      }
      completion()
    }
  }
#endif
