#if canImport(UIKit)
import ModalStackCore
import SwiftUI

extension View {
  /// Shows the routes the router pushes in the navigation stack this view sits in: put it on
  /// the first view inside your own `NavigationStack` (one per tab in a `TabView`), in the
  /// root or in a presented screen that brings its own stack.
  ///
  /// ```swift
  /// NavigationStack {
  ///   HomeView()
  ///     .modalStackDestinations()
  /// }
  /// ```
  /// The root adds no container around your content: the router's pushes on a layer show in
  /// the marked stack on screen that appeared last (the selected tab's). The back button and the
  /// swipe back are reported to the router as the user's.
  /// - Returns: The view, with the router's destinations installed in its navigation stack.
  @MainActor
  public func modalStackDestinations() -> some View {
    modifier(MarkedStackModifier())
  }
}

private struct LayerHandleKey: EnvironmentKey {
  static let defaultValue: AnyLayerHandle? = nil
}

/// The layer a view is in, for the stack marker: its path state and how to build route views.
@MainActor
struct AnyLayerHandle {
  /// Installs the routes pushed on the layer below a view, for the marker `mark`.
  let destinations: @MainActor (_ content: AnyView, _ mark: Int) -> AnyView
  /// The marker appeared or disappeared.
  let markChanged: @MainActor (_ mark: Int, _ onScreen: Bool) -> Void
}

extension EnvironmentValues {
  /// The layer this view is in.
  var modalStackLayer: AnyLayerHandle? {
    get { self[LayerHandleKey.self] }
    set { self[LayerHandleKey.self] = newValue }
  }
}

/// Registers a marked stack with its layer and installs the pushed routes under it.
@MainActor
private struct MarkedStackModifier: ViewModifier {
  @Environment(\.modalStackLayer) private var layer
  @State private var mark = Identities.next()

  func body(content: Content) -> some View {
    let layer = layer
    return (layer?.destinations(AnyView(content), mark) ?? AnyView(content))
      .onAppear { layer?.markChanged(mark, true) }
      .onDisappear { layer?.markChanged(mark, false) }
  }
}

/// The route pushed at `index` on a layer, shown with `navigationDestination(isPresented:)` in
/// the app's stack, and below it the next one. Bound to the layer's path: the router's pushes
/// and pops are SwiftUI's, and the user's back is written back as the user's change.
@MainActor
struct PushedRoute<Destination: Hashable & Sendable>: ViewModifier {
  let state: LayerState<Destination>
  let index: Int
  let mark: Int
  let builder: RouteViewBuilder<Destination>

  func body(content: Content) -> some View {
    let state = state, index = index, mark = mark
    // Read here, so this view follows the path and the active mark; the getter runs later.
    let isShown = state.activeMark == mark && state.path.count > index
    let shows = Binding(
      get: { isShown },
      set: { shown in if !shown, state.activeMark == mark { state.navigationPath.wrappedValue = Array(state.path.prefix(index)) } })
    return content.navigationDestination(isPresented: shows) {
      if index < state.path.count {
        AnyView(builder.view(for: state.path[index]).modifier(PushedRoute(state: state, index: index + 1, mark: mark, builder: builder)))
      }
    }
  }
}

extension LayerState {
  /// The handle views of this layer use to mark their stack.
  /// - Parameter builder: Builds route views.
  func handle(builder: @escaping @MainActor () -> RouteViewBuilder<Destination>?) -> AnyLayerHandle {
    AnyLayerHandle { [weak self] content, mark in
      guard let self, let builder = builder() else { return content }
      return AnyView(content.modifier(PushedRoute(state: self, index: 0, mark: mark, builder: builder)))
    } markChanged: { [weak self] mark, onScreen in
      self?.markChanged(mark, onScreen: onScreen)
    }
  }
}
#endif
