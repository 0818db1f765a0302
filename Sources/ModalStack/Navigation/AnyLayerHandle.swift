#if canImport(UIKit)
  import ModalStackCore
  import SwiftUI

  private struct LayerHandleKey: EnvironmentKey {
    static let defaultValue: AnyLayerHandle? = nil
  }

  extension EnvironmentValues {
    /// The layer this view is in.
    var modalStackLayer: AnyLayerHandle? {
      get { self[LayerHandleKey.self] }
      set { self[LayerHandleKey.self] = newValue }
    }
  }

  /// The layer a view is in, for its navigation stacks: the routes pushed into them, how to build
  /// their views, and where the user's changes go.
  @MainActor
  struct AnyLayerHandle {
    /// The layer's identity: a stack registers again when it finds itself in another layer.
    let id: ObjectIdentifier
    /// Registers a stack's path; the layer writes it from now on, starting now.
    let register: @MainActor (StackPathModel) -> Void
    /// The view of a route pushed on the layer, if it is still there.
    let view: @MainActor (RouteID) -> AnyView?
    /// The user went back over these routes (the back button, a swipe back).
    let userPopped: @MainActor ([RouteID]) -> Void
    /// A view in the stack view appeared or disappeared (its root, or a pushed route's view).
    let viewChanged: @MainActor (_ stackView: Int, _ stack: NavigationStackID, _ onScreen: Bool) -> Void
    /// The stack view's identity ended.
    let stackViewLeft: @MainActor (_ stackView: Int) -> Void
    /// Whether the stack view shows its stack's routes (the oldest of a name does; a core rule).
    let isShowingStackView: @MainActor (_ stackView: Int) -> Bool
    /// The app says which stack of the layer is selected; `nil` leaves it to appearances.
    let select: @MainActor (NavigationStackID?) -> Void
  }

  extension LayerState {
    /// The handle views of this layer use for their stacks.
    /// - Parameter builder: Builds route views.
    func handle(builder: @escaping @MainActor () -> RouteViewBuilder<Destination>?) -> AnyLayerHandle {
      AnyLayerHandle(id: ObjectIdentifier(self)) { [weak self] model in
        self?.register(model)
      } view: { [weak self] id in
        guard let self, let route = self.path.first(where: { $0.id == id }), let builder = builder() else { return nil }
        return builder.view(for: route)
      } userPopped: { [weak self] popped in
        guard let self else { return }
        self.navigationPath.wrappedValue = self.path.filter { !popped.contains($0.id) }
      } viewChanged: { [weak self] stackView, stack, onScreen in
        self?.viewChanged(inStackView: stackView, of: stack, onScreen: onScreen)
      } stackViewLeft: { [weak self] stackView in
        self?.stackViewLeft(stackView)
      } isShowingStackView: { [weak self] stackView in
        self?.isShowing(stackView) ?? false
      } select: { [weak self] stack in
        self?.select(stack)
      }
    }
  }
#endif
