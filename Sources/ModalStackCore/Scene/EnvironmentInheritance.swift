/// What a presented layer takes from the environment of the view that presented it (the root, or
/// the view with a `present(item:)`).
///
/// A layer lives in its own hosting controller, where SwiftUI's environment starts from the
/// defaults. SwiftUI's own sheets and covers inherit their presenter's environment; so do the
/// library's layers, by default. The layer's trait-derived values and the library's values
/// (`modalDismiss` among them) stay the layer's either way. SwiftUI's own
/// `dismiss`, `isPresented` and `presentationMode` have no setter, so under ``presenter`` they
/// are the presenter's (under the root, `dismiss()` does nothing; from a pushed screen, it pops
/// that screen); under ``named`` they are the layer's.
///
/// ```swift
/// ModalStackRoot(router: router) { HomeView() } destination: { ScreenView($0) }
///   .modalStackEnvironmentInheritance(.named)  // layers get only what is named
///   .modalStackEnvironment(\.theme)
/// ```
public enum EnvironmentInheritance: String, Hashable, Sendable, CaseIterable {
  /// The presenter's whole environment, followed live: `@Observable` objects and
  /// `ObservableObject`s it injected, a SwiftData model container, custom keys, the tint. The
  /// default.
  case presenter
  /// Only the values named with `modalStackEnvironment(_:)`, as before layers inherited.
  case named
}
