/// What a presented layer takes from the environment of the view that presented it (the root, or
/// the view with a `present(item:)`).
///
/// A layer lives in its own hosting controller, where SwiftUI's environment starts from the
/// defaults. The layer's trait-derived values and the library's stay the layer's either way;
/// SwiftUI's `dismiss`, `isPresented` and `presentationMode` have no setter, so under
/// ``presenter`` they are the presenter's, under ``named`` the layer's.
///
/// ```swift
/// ModalStackRoot(router: router) { HomeView() } destination: { ScreenView($0) }
///   .modalStackEnvironmentInheritance(.named)  // layers get only what is named
///   .modalStackEnvironment(\.theme)
/// ```
public enum EnvironmentInheritance: String, Hashable, Sendable, CaseIterable {
  /// The presenter's whole environment, followed live (observable objects, a model container,
  /// custom keys). The default.
  case presenter
  /// Only the values named with `modalStackEnvironment(_:)`.
  case named
}
