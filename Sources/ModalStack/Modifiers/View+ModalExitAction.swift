#if canImport(UIKit)
  import ModalStackCore
  import SwiftUI

  extension View {
    /// Runs `action` before this view's route is dismissed, whoever dismisses it, with the reason.
    /// The route waits for it, with a popup's exit animation, at most `Router.settings.exitTimeout`.
    ///
    /// ```swift
    /// EditorView(draft: draft)
    ///   .modalExitAction { reason in await draft.save() }
    /// ```
    /// - Parameter action: Called on the main actor with the reason; the one given when the view
    ///   first appears on its route.
    /// - Returns: The view. In the root layer, which is never dismissed, it does nothing.
    @MainActor
    public func modalExitAction(_ action: @escaping @MainActor (RouteChangeReason) async -> Void) -> some View {
      modifier(ModalExitActionModifier(action: action))
    }

    /// Tells this view that its route is about to be dismissed, and why.
    ///
    /// - Parameter action: Called on the main actor with the reason, before the route goes.
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
