#if canImport(UIKit)
  import ModalStackCore
  import SwiftUI

  extension View {
    /// Shows the routes the router pushes into this navigation stack: put it on the first view
    /// inside your own `NavigationStack`, in the root or in a presented screen that brings its
    /// own stack. Name each stack of a `TabView` (a stack per tab) or a `NavigationSplitView`.
    ///
    /// ```swift
    /// TabView {
    ///   NavigationStack { FeedView().modalStackDestinations("feed") }
    ///     .tabItem { Label("Feed", systemImage: "list.bullet") }
    ///   NavigationStack { InboxView().modalStackDestinations("inbox") }
    ///     .tabItem { Label("Inbox", systemImage: "tray") }
    /// }
    /// ```
    /// A route belongs to the stack it was pushed into and only that stack shows it: a push in
    /// the feed stays in the feed when the user selects the inbox. `router.push(_:)` pushes into
    /// the stack the user is in (whose view appeared last); `router.push(_:in:)` names one. The
    /// back button and the swipe back are reported to the router as the user's.
    /// - Parameter stack: The stack's name, unique on its screen; ``NavigationStackID/main`` for a
    ///   screen with one stack.
    /// - Returns: The view, with the router's destinations installed in its navigation stack.
    @MainActor
    public func modalStackDestinations(_ stack: NavigationStackID = .main) -> some View {
      modifier(MarkedStackModifier(stack: stack))
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
    /// Whether the route pushed at an index of a stack shows under the marker `mark` (read in a
    /// body, so the view follows the path).
    let isShown: @MainActor (_ index: Int, _ mark: Int, _ stack: NavigationStackID) -> Bool
    /// The view of the route pushed at an index of a stack, and the route's id.
    let view: @MainActor (_ index: Int, _ stack: NavigationStackID) -> (view: AnyView, route: RouteID)?
    /// The user went back to the route at an index of a stack (the back button, a swipe back).
    let userPopped: @MainActor (_ index: Int, _ mark: Int, _ stack: NavigationStackID) -> Void
    /// A view of the marked stack appeared or disappeared (its root, or a pushed route's view).
    let viewChanged: @MainActor (_ mark: Int, _ stack: NavigationStackID, _ onScreen: Bool) -> Void
    /// The marked stack's identity ended.
    let markLeft: @MainActor (_ mark: Int) -> Void
    /// Whether the mark shows its stack's routes (the oldest mark of a name does; a core rule).
    let isShowingMark: @MainActor (_ mark: Int) -> Bool
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
    let stack: NavigationStackID
    @Environment(\.modalStackLayer) private var layer
    @State private var mark = MarkIdentity()
    @State private var isOnScreen = false

    func body(content: Content) -> some View {
      let layer = layer
      let mark = mark
      return
        content
        .modifier(PushedRouteModifier(layer: layer, index: 0, mark: mark.value, stack: stack))
        // When SwiftUI lets the stack go for good, it stops showing routes (another view of the
        // same stack name may show them).
        .background { ViewLifetime { mark.layer?.markLeft(mark.value) }.frame(width: 0, height: 0) }
        .onAppear {
          isOnScreen = true
          mark.layer = layer
          layer?.viewChanged(mark.value, stack, true)
          if let layer, !layer.isShowingMark(mark.value) {
            runtimeWarning(
              "two navigation stacks named \(stack) on one screen: only the first shows the router's pushes; "
                + "name each with modalStackDestinations(_:)")
          }
        }
        .onDisappear {
          isOnScreen = false
          layer?.viewChanged(mark.value, stack, false)
        }
        .onChange(of: layer?.id) {
          // Found itself in another layer (the root found its window): it joins that one.
          mark.layer?.markLeft(mark.value)
          mark.layer = layer
          if isOnScreen { layer?.viewChanged(mark.value, stack, true) }
        }
    }
  }

  /// A marked stack's identity, for its view's life, and the layer it registered with.
  @MainActor
  private final class MarkIdentity {
    let value = Identities.next()
    var layer: AnyLayerHandle?
  }

  /// The route pushed at `index` of a stack, shown with `navigationDestination(isPresented:)` in
  /// the app's stack, and below it the next one. Bound to the layer's path: the router's pushes
  /// and pops are SwiftUI's, and the user's back is written back as the user's change. Its view
  /// tells the layer when it appears and disappears: a stack is on screen while any of its views is.
  @MainActor
  private struct PushedRouteModifier: ViewModifier {
    let layer: AnyLayerHandle?
    let index: Int
    let mark: Int
    let stack: NavigationStackID

    func body(content: Content) -> some View {
      let layer = layer
      let index = index
      let mark = mark
      let stack = stack
      // Read here, so this view follows the path; the getter runs later.
      let isShown = layer?.isShown(index, mark, stack) ?? false
      let shows = Binding(get: { isShown }, set: { shown in if !shown { layer?.userPopped(index, mark, stack) } })
      return content.navigationDestination(isPresented: shows) {
        if let (view, route) = layer?.view(index, stack) {
          view
            .modifier(PushedRouteModifier(layer: layer, index: index + 1, mark: mark, stack: stack))
            .onAppear { layer?.viewChanged(mark, stack, true) }
            .onDisappear { layer?.viewChanged(mark, stack, false) }
            // A pushed screen's state lives as long as its route, as a layer's does: another route
            // at this index (a replace, a pop and a push in one turn) is a new screen.
            .id(route)
        }
      }
    }
  }

  extension LayerState {
    /// The handle views of this layer use to mark their stacks.
    /// - Parameter builder: Builds route views.
    func handle(builder: @escaping @MainActor () -> RouteViewBuilder<Destination>?) -> AnyLayerHandle {
      AnyLayerHandle(id: ObjectIdentifier(self)) { [weak self] index, mark, stack in
        guard let self, self.isShowing(mark) else { return false }
        return self.routes(in: stack).count > index
      } view: { [weak self] index, stack in
        guard let self, case let routes = self.routes(in: stack), index < routes.count, let builder = builder() else {
          return nil
        }
        return (builder.view(for: routes[index]), routes[index].id)
      } userPopped: { [weak self] index, mark, stack in
        guard let self, self.isShowing(mark) else { return }
        self.navigationPath.wrappedValue = self.path.poppingStack(stack, to: index)
      } viewChanged: { [weak self] mark, stack, onScreen in
        self?.viewChanged(inMark: mark, of: stack, onScreen: onScreen)
      } markLeft: { [weak self] mark in
        self?.markLeft(mark)
      } isShowingMark: { [weak self] mark in
        self?.isShowing(mark) ?? false
      }
    }
  }
#endif
