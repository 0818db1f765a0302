#if canImport(UIKit)
  import ModalStackCore
  import SwiftUI

  extension View {
    /// Runs `action` before this view's route is dismissed, whoever dismisses it (a swipe, a tap
    /// outside, `dismissAll`, a deep link that replaces the stack), with the reason. The route
    /// waits for it, together with a popup's own exit animation (neither replaces the other), at
    /// most `Router.settings.exitTimeout`.
    ///
    /// ```swift
    /// EditorView(draft: draft)
    ///   .modalExitAction { reason in await draft.save() }
    /// ```
    /// - Parameter action: Called on the main actor with the reason; the action given when the
    ///   view first appears on its route.
    /// - Returns: The view. In the root layer, which is never dismissed, it does nothing.
    @MainActor
    public func modalExitAction(_ action: @escaping @MainActor (RouteChangeReason) async -> Void) -> some View {
      modifier(ModalExitActionModifier(action: action))
    }

    /// Tells this view that its route is about to be dismissed, and why.
    ///
    /// ```swift
    /// PlayerView().onModalDismiss { reason in analytics.log("player closed: \(reason)") }
    /// ```
    /// - Parameter action: Called on the main actor with the reason, before the route goes.
    /// - Returns: The view.
    @MainActor
    public func onModalDismiss(perform action: @escaping @MainActor (RouteChangeReason) -> Void) -> some View {
      modalExitAction { reason in action(reason) }
    }
  }

  /// Adds the action to the route of the layer the view is in, once.
  @MainActor
  private struct ModalExitActionModifier: ViewModifier {
    let action: @MainActor (RouteChangeReason) async -> Void
    @Environment(\.modalDismiss) private var route
    @State private var isAdded = false

    func body(content: Content) -> some View {
      content.onAppear {
        guard !isAdded else { return }
        isAdded = true
        route.addExitAction(action)
      }
    }
  }
#endif
