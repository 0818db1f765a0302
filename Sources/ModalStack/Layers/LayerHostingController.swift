#if canImport(UIKit)
  import ModalStackCore
  import SwiftUI
  import UIKit

  /// The `UIHostingController` of one modal layer. It keeps the layer's path state and the
  /// delegate objects UIKit only holds weakly (`transitioningDelegate`, the presentation
  /// controller's `delegate`) alive as long as the controller.
  @MainActor
  final class LayerHostingController<Destination: Hashable & Sendable>: UIHostingController<AnyView>, OverlayContent,
    PresentationDelegateOwner
  {
    /// The layer's navigation path.
    let state: LayerState<Destination>
    /// The container of its content, chosen by the core when the layer is made, kept for its life.
    var container = LayerContainer.content
    /// The delegates UIKit holds weakly.
    var retainedDelegates: [AnyObject] = []
    /// Called when the controller left the window while nothing presents it any more.
    var onRemovedByOthers: (@MainActor () -> Void)?
    /// For an overlay: the frame of its popup's content, which alone takes touches.
    var touchableFrame: CGRect = .zero
    /// For an overlay that closes on a tap outside: reports the tap.
    var onTouchOutside: (@MainActor () -> Void)?
    /// Called when other code asks it to present while it already presents (a SwiftUI `.alert` or
    /// `.sheet` on a view of this layer while a layer above covers it): UIKit drops the request.
    var onPresentDropped: (@MainActor (UIViewController) -> Void)?
    /// Called when this controller is asked to dismiss itself (SwiftUI's `dismiss()` in the layer
    /// sends `dismiss(animated:completion:)` here): `true` when the host took the request.
    var onDismissRequested: (@MainActor () -> Bool)?
    /// The completions of dismissals the host took, called once the controller has left.
    private var pendingDismissCompletions: [() -> Void] = []

    var hostPresentationDelegate: (any HostPresentationDelegate)? {
      retainedDelegates.lazy.compactMap { $0 as? any HostPresentationDelegate }.first
    }

    init(state: LayerState<Destination>) {
      self.state = state
      super.init(rootView: AnyView(EmptyView()))
    }

    @available(*, unavailable, message: "Layer controllers are made by the host, never from a storyboard")
    required init?(coder: NSCoder) { nil }

    override func present(
      _ controller: UIViewController, animated: Bool, completion: (() -> Void)? = nil
    ) {
      // UIKit logs and ignores a present on a controller that presents; the host names the layer.
      if presentedViewController != nil { onPresentDropped?(controller) }
      super.present(controller, animated: animated, completion: completion)
    }

    override func dismiss(animated: Bool, completion: (() -> Void)? = nil) {
      // SwiftUI's `dismiss()` dismisses the presentation the view is in: this controller. That
      // goes through the router (its confirm policy, exit actions, a popup's exit animation);
      // when this controller presents something, UIKit's call means that (perhaps other code's
      // alert), and stays UIKit's. The core decides (`ControllerHost.controllerAskedToDismiss`).
      guard onDismissRequested?() == true else {
        return super.dismiss(animated: animated, completion: completion)
      }
      // The router may decline (a confirm-first route the user keeps): the completion runs only
      // once the controller has really gone, as UIKit's would.
      if let completion { pendingDismissCompletions.append(completion) }
    }

    override func viewWillAppear(_ animated: Bool) {
      super.viewWillAppear(animated)
      AdapterProbe.observer?(self, .appearance("viewWillAppear"))
    }

    override func viewDidAppear(_ animated: Bool) {
      super.viewDidAppear(animated)
      AdapterProbe.observer?(self, .appearance("viewDidAppear"))
    }

    override func viewWillDisappear(_ animated: Bool) {
      super.viewWillDisappear(animated)
      AdapterProbe.observer?(self, .appearance("viewWillDisappear"))
    }

    override func viewDidDisappear(_ animated: Bool) {
      super.viewDidDisappear(animated)
      AdapterProbe.observer?(self, .appearance("viewDidDisappear"))
      if isBeingDismissed || isMovingFromParent {
        let completions = pendingDismissCompletions
        pendingDismissCompletions.removeAll()
        for completion in completions { completion() }
      }
      // Gone, or only covered (a full-screen cover, an overlay's anchor leaving the window): the
      // host compares the real chain with its layers and ignores its own dismissals. On a later
      // turn, so a user's swipe reaches the presentation delegate (its own reason) first.
      Task { @MainActor [weak self] in self?.onRemovedByOthers?() }
    }
  }
#endif
