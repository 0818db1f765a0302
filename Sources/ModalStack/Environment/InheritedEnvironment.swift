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
/// A layer presented with `present(item:)` inherits the environment where that modifier sits;
/// a layer presented through the router from anywhere else (a deep link, a notification, a
/// button calling `router.present`) inherits the root's, since it has no presenting view.
/// SwiftUI's own `dismiss` and `isPresented` are the inherited ones; use ``ModalDismissAction``.
@MainActor
struct InheritedEnvironment: ViewModifier {
  /// The environment to inherit, or `nil` before it was captured; read when the layer is drawn,
  /// so a change of the root's environment reaches every layer.
  let inherited: @MainActor () -> EnvironmentValues?

  func body(content: Content) -> some View {
    let inherited = inherited()
    return content.transformEnvironment(\.self) { values in
      guard var merged = inherited else { return }
      merged.horizontalSizeClass = values.horizontalSizeClass
      merged.verticalSizeClass = values.verticalSizeClass
      merged.displayScale = values.displayScale
      values = merged
    }
  }
}
#endif
