#if canImport(UIKit)
  import SwiftUI

  /// Handles VoiceOver's escape gesture (`accessibilityPerformEscape`) for a layer whose route the
  /// user may dismiss; otherwise leaves it to what is below, so the gesture passes on. Decided once,
  /// when the layer is made, so the layer's identity never changes.
  @MainActor
  struct EscapeGesture: ViewModifier {
    let isHandled: Bool
    let action: @MainActor () -> Void

    func body(content: Content) -> some View {
      if isHandled {
        content.accessibilityAction(.escape, action)
      } else {
        content
      }
    }
  }
#endif
