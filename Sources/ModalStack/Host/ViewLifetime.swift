#if canImport(UIKit)
  import SwiftUI
  import UIKit

  /// A zero-size view that tells when SwiftUI lets the view it sits in go for good: its identity
  /// ended (an `if` turned false, `.id(_:)` changed, its screen was dismissed). `onDisappear`
  /// cannot tell that from going off screen (a tab not selected, a push covering it); SwiftUI
  /// calls `dismantleUIView(_:coordinator:)` only before it removes the view.
  @MainActor
  struct ViewLifetime: UIViewRepresentable {
    let onEnd: @MainActor () -> Void

    func makeCoordinator() -> Coordinator { Coordinator(onEnd: onEnd) }

    func makeUIView(context: Context) -> UIView {
      let view = UIView(frame: .zero)
      view.isUserInteractionEnabled = false
      view.isAccessibilityElement = false
      return view
    }

    func updateUIView(_ view: UIView, context: Context) { context.coordinator.onEnd = onEnd }

    static func dismantleUIView(_ view: UIView, coordinator: Coordinator) { coordinator.onEnd() }

    /// Holds the latest callback.
    @MainActor
    final class Coordinator {
      var onEnd: @MainActor () -> Void
      init(onEnd: @escaping @MainActor () -> Void) { self.onEnd = onEnd }
    }
  }
#endif
