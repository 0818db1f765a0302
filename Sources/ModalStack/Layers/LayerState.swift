#if canImport(UIKit)
  import ModalStackCore
  import Observation
  import SwiftUI

  /// The navigation path of one layer, shared by the navigation stacks that show it and the host.
  ///
  /// The host writes the path through ``apply(_:animated:completion:)`` into each registered
  /// stack's own path (a stack off screen included); the stacks write it through ``navigationPath``
  /// when the user goes back. Which writes are the user's, and which stack shows which route, is
  /// the core's (`LayerPath`, `NavigationStacks`): this only carries writes both ways.
  @MainActor
  @Observable
  final class LayerState<Destination: Hashable & Sendable> {
    private var layerPath: LayerPath<Destination>
    /// Told about paths the user set (back button, swipe back).
    @ObservationIgnored var onUserChange: (@MainActor ([Route<Destination>]) -> Void)?
    /// The window's marked stacks, and this layer's key among them (`nil` for the root layer).
    @ObservationIgnored var stacks: (registry: NavigationStacks, layer: RouteID?)?

    /// The paths of the stacks of this layer, by stack view, held weakly: their views own them.
    @ObservationIgnored private var stackPaths: [Int: WeakStackPath] = [:]

    init(path: [Route<Destination>]) { layerPath = LayerPath(path) }

    /// A stack of this layer registers its path: it shows the routes pushed into it from now on.
    func register(_ model: StackPathModel) {
      stackPaths[model.id] = WeakStackPath(model: model)
      model.show(routesShown(byStackView: model.id, of: model.stack))
    }

    private func routesShown(byStackView stackView: Int, of stack: NavigationStackID) -> [RouteID] {
      stacks?.registry.routes(shownByStackView: stackView, of: stack, onLayer: stacks?.layer, path: path) ?? []
    }

    private func writeStackPaths() {
      stackPaths = stackPaths.filter { $0.value.model != nil }
      for model in stackPaths.values.compactMap(\.model) {
        model.show(routesShown(byStackView: model.id, of: model.stack))
      }
    }

    /// The app says which stack of the layer is selected; `nil` leaves it to appearances.
    func select(_ stack: NavigationStackID?) { stacks.map { $0.registry.select(stack, layer: $0.layer) } }

    var path: [Route<Destination>] { layerPath.routes }

    func routes(in stack: NavigationStackID) -> [Route<Destination>] { path.routes(in: stack) }

    /// Whether a stack view shows its routes (the core's rule: one stack view per stack name).
    func isShowing(_ stackView: Int) -> Bool {
      guard let stacks else { return false }
      return stacks.registry[stacks.layer]?.isShowing(stackView) ?? false
    }

    func viewChanged(inStackView stackView: Int, of stack: NavigationStackID, onScreen: Bool) {
      guard let stacks else { return }
      if onScreen {
        stacks.registry.viewAppeared(inStackView: stackView, of: stack, layer: stacks.layer)
        // Its routes, now that the core knows the stack view, whichever of this and its joining came first.
        if let model = stackPaths[stackView]?.model { model.show(routesShown(byStackView: stackView, of: stack)) }
      } else {
        stacks.registry.viewDisappeared(inStackView: stackView, layer: stacks.layer)
      }
    }

    /// A stack view's identity ended: another of its name may show its routes now.
    func stackViewLeft(_ stackView: Int) {
      stackPaths[stackView] = nil
      stacks.map { $0.registry.stackViewLeft(stackView, layer: $0.layer) }
      writeStackPaths()
    }

    /// The path as a binding: writes that change it are the user's.
    var navigationPath: Binding<[Route<Destination>]> {
      Binding(
        get: { self.path },
        set: { newPath in
          if let change = self.layerPath.writtenByNavigation(newPath) { self.onUserChange?(change) }
        })
    }

    /// Sets the path for the host, animated or in a transaction that disables animations;
    /// `completion` runs on a later turn, once SwiftUI's animation is logically complete.
    func apply(_ newPath: [Route<Destination>], animated: Bool, completion: @escaping @MainActor () -> Void) {
      if animated {
        withAnimation(.default, completionCriteria: .logicallyComplete) {
          layerPath.setByHost(newPath)
          writeStackPaths()
        } completion: {
          // SwiftUI calls this at once when the change made no animation of its own (a stack off
          // screen, a push UIKit animates): a turn later, the navigation transition has begun.
          Task { @MainActor in completion() }
        }
      } else {
        withTransaction(Transaction.withoutAnimation) {
          layerPath.setByHost(newPath)
          writeStackPaths()
        }
        Task { @MainActor in completion() }
      }
    }
  }

  @MainActor
  struct WeakStackPath {
    weak var model: StackPathModel?
  }
#endif
