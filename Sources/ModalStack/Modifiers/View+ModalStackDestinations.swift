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

  /// The layer a view is in, for the stack marker: its pushed routes and how to build their views.
  @MainActor
  struct AnyLayerHandle {
    /// The layer's identity: a marker registers again when it finds itself in another layer.
    let id: ObjectIdentifier
    /// Whether the route pushed at an index shows under the marker `mark` (read in a body, so the
    /// view follows the path and the active marker).
    let isShown: @MainActor (_ index: Int, _ mark: Int) -> Bool
    /// The view of the route pushed at an index.
    let view: @MainActor (_ index: Int) -> AnyView?
    /// The user went back to the route at an index (the back button, a swipe back).
    let userPopped: @MainActor (_ index: Int, _ mark: Int) -> Void
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

  /// Registers a marked stack with its layer and installs the pushed routes under it. Its
  /// structure is the same with or without a layer (before the root has found its window), so
  /// the app's view keeps its identity when the layer arrives.
  @MainActor
  private struct MarkedStackModifier: ViewModifier {
    @Environment(\.modalStackLayer) private var layer
    @State private var mark = Identities.next()
    @State private var isOnScreen = false

    func body(content: Content) -> some View {
      content
        .modifier(PushedRouteModifier(layer: layer, index: 0, mark: mark))
        .onAppear {
          isOnScreen = true
          layer?.markChanged(mark, true)
        }
        .onDisappear {
          isOnScreen = false
          layer?.markChanged(mark, false)
        }
        .onChange(of: layer?.id) { if isOnScreen { layer?.markChanged(mark, true) } }
    }
  }

  /// The route pushed at `index` on a layer, shown with `navigationDestination(isPresented:)` in
  /// the app's stack, and below it the next one. Bound to the layer's path: the router's pushes
  /// and pops are SwiftUI's, and the user's back is written back as the user's change.
  @MainActor
  private struct PushedRouteModifier: ViewModifier {
    let layer: AnyLayerHandle?
    let index: Int
    let mark: Int

    func body(content: Content) -> some View {
      let layer = layer
      let index = index
      let mark = mark
      // Read here, so this view follows the path and the active mark; the getter runs later.
      let isShown = layer?.isShown(index, mark) ?? false
      let shows = Binding(get: { isShown }, set: { shown in if !shown { layer?.userPopped(index, mark) } })
      return content.navigationDestination(isPresented: shows) {
        if let view = layer?.view(index) {
          view.modifier(PushedRouteModifier(layer: layer, index: index + 1, mark: mark))
        }
      }
    }
  }

  extension LayerState {
    /// The handle views of this layer use to mark their stack.
    /// - Parameter builder: Builds route views.
    func handle(builder: @escaping @MainActor () -> RouteViewBuilder<Destination>?) -> AnyLayerHandle {
      AnyLayerHandle(id: ObjectIdentifier(self)) { [weak self] index, mark in
        guard let self else { return false }
        return self.activeMark == mark && self.path.count > index
      } view: { [weak self] index in
        guard let self, index < self.path.count, let builder = builder() else { return nil }
        return builder.view(for: self.path[index])
      } userPopped: { [weak self] index, mark in
        guard let self, self.activeMark == mark else { return }
        self.navigationPath.wrappedValue = Array(self.path.prefix(index))
      } markChanged: { [weak self] mark, onScreen in
        self?.markChanged(mark, onScreen: onScreen)
      }
    }
  }
#endif
