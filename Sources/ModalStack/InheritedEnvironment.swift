#if canImport(UIKit)
import SwiftUI

/// Gives a presented layer the environment of the ``ModalStackRoot`` it was presented from.
///
/// Each layer lives in its own `UIHostingController`, so SwiftUI starts it with a fresh
/// environment: values and observable objects the app injected (`.environment(model)`,
/// `.environmentObject(store)`, a custom key) would be missing. The root captures its
/// `EnvironmentValues` (``EnvironmentCapture``) and each layer re-applies them whole with
/// `transformEnvironment(\.self)`, then restores the values that describe the layer's own
/// container (size classes, display scale), which the hosting controller knows better.
///
/// What a layer inherits is the environment at the root, not at the view that asked for the
/// presentation: values injected inside one presented view do not reach the layers above it.
/// SwiftUI's own `dismiss` and `isPresented` are the root's; use ``ModalDismissAction``.
@MainActor
struct InheritedEnvironment: ViewModifier {
  /// The root's environment, or `nil` before it was captured.
  let inherited: EnvironmentValues?

  func body(content: Content) -> some View {
    content.transformEnvironment(\.self) { values in
      guard var merged = inherited else { return }
      merged.horizontalSizeClass = values.horizontalSizeClass
      merged.verticalSizeClass = values.verticalSizeClass
      merged.displayScale = values.displayScale
      values = merged
    }
  }
}
#endif
