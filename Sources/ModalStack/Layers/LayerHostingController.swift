#if canImport(UIKit)
  import ModalStackCore
  import SwiftUI
  import UIKit

  /// The `UIHostingController` of one modal layer; it keeps the delegates UIKit holds only weakly
  /// (`transitioningDelegate`, the presentation controller's `delegate`) alive with it.
  @MainActor
  final class LayerHostingController<Destination: Hashable & Sendable>: UIHostingController<AnyView>, OverlayContent,
    PresentationDelegateOwner
  {
    let state: LayerState<Destination>
    /// The container of its content, chosen by the core when the layer is made.
    var container = LayerContainer.content
    var retainedDelegates: [AnyObject] = []
    /// Called when the controller left the window while nothing presents it any more.
    var onRemovedByOthers: (@MainActor () -> Void)?
    /// For an overlay: the frame of its popup's content, which alone takes touches.
    var touchableFrame: CGRect = .zero
    /// For an overlay that closes on a tap outside: reports the tap.
    var onTouchOutside: (@MainActor () -> Void)?
    /// Called when other code asks it to present while it already presents: UIKit drops the request.
    var onPresentDropped: (@MainActor (UIViewController) -> Void)?
    /// Called when asked to dismiss itself (SwiftUI's `dismiss()` sends `dismiss(animated:completion:)`
    /// here): `true` when the host took the request.
    var onDismissRequested: (@MainActor () -> Bool)?
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
      // SwiftUI's `dismiss()` dismisses this controller: that goes through the router; when this
      // controller presents something, UIKit's call means that, and stays UIKit's.
      guard onDismissRequested?() == true else {
        return super.dismiss(animated: animated, completion: completion)
      }
      // The router may decline: the completion runs only once the controller has really gone, as UIKit's.
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
      // Gone, or only covered: the host compares the real chain with its layers. On a later turn, so
      // a user's swipe reaches the presentation delegate (its own reason) first.
      Task { @MainActor [weak self] in self?.onRemovedByOthers?() }
    }
  }
#endif
