#if canImport(UIKit)
import ModalStackCore
import SwiftUI
import UIKit

/// The `UIHostingController` of one modal layer. It keeps the layer's path state and the
/// delegate objects UIKit only holds weakly (`transitioningDelegate`, the presentation
/// controller's `delegate`) alive as long as the controller.
@MainActor
final class LayerHostingController<Destination: Hashable & Sendable>: UIHostingController<AnyView> {
  /// The layer's navigation path.
  let state: LayerState<Destination>
  /// The delegates UIKit holds weakly.
  var retainedDelegates: [AnyObject] = []
  /// Called when the controller left the window while nothing presents it any more.
  var onRemovedByOthers: (@MainActor () -> Void)?
  /// Called for VoiceOver's escape gesture (a two-finger Z).
  var onEscape: (@MainActor () -> Void)?

  init(state: LayerState<Destination>) {
    self.state = state
    super.init(rootView: AnyView(EmptyView()))
  }

  @available(*, unavailable, message: "Layer controllers are made by the host, never from a storyboard")
  required init?(coder: NSCoder) { nil }

  /// VoiceOver's escape gesture asks to dismiss the layer's route, as a swipe would: the router
  /// applies its dismiss policy (allowed, blocked, confirm first).
  override func accessibilityPerformEscape() -> Bool {
    // UIKit calls it on the main thread; the SDK does not annotate it.
    MainActor.assumeIsolated {
      guard let onEscape else { return false }
      onEscape()
      return true
    }
  }

  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    // Dismissed (by anyone): the host compares the chain with its layers and ignores its own dismissals.
    if presentingViewController == nil { onRemovedByOthers?() }
  }
}
#endif
