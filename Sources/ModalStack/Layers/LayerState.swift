#if canImport(UIKit)
  import ModalStackCore
  import Observation
  import SwiftUI

  /// The navigation path of one layer, shared by the navigation stack that shows it and the host.
  ///
  /// The host writes the path through ``apply(_:animated:completion:)``; the stack marked with
  /// `modalStackDestinations()` writes it through ``navigationPath`` when the user goes back. Which writes are the user's is
  /// decided by the core's `LayerPath`; this only carries writes both ways.
  @MainActor
  @Observable
  final class LayerState<Destination: Hashable & Sendable> {
    /// The routes pushed on the layer, and who wrote them.
    private var layerPath: LayerPath<Destination>
    /// Told about paths the user set (back button, swipe back).
    @ObservationIgnored var onUserChange: (@MainActor ([Route<Destination>]) -> Void)?
    /// The navigation stacks the app marked for this layer's pushes (`modalStackDestinations()`):
    /// the one that appeared last shows them (a core rule).
    private var marks = OnScreenSuppliers<Int, Void>()

    /// The marked stack that shows the pushed routes.
    var activeMark: Int? { marks.currentID }

    /// A marked stack appeared or disappeared (a tab selected, a screen shown).
    func markChanged(_ mark: Int, onScreen: Bool) {
      if onScreen { marks.appear(mark, supplying: ()) } else { marks.disappear(mark) }
    }

    init(path: [Route<Destination>]) { layerPath = LayerPath(path) }

    /// The routes pushed on the layer, bottom first.
    var path: [Route<Destination>] { layerPath.routes }

    /// The path as a binding: writes that change it are the user's.
    var navigationPath: Binding<[Route<Destination>]> {
      Binding(
        get: { self.path },
        set: { newPath in
          if let change = self.layerPath.writtenByNavigation(newPath) { self.onUserChange?(change) }
        })
    }

    /// Sets the path for the host: animated with `withAnimation(_:completionCriteria:_:completion:)`,
    /// or in a transaction that disables animations.
    /// - Parameters:
    ///   - newPath: The path to show.
    ///   - animated: Whether the push or pop animates.
    ///   - completion: Called on a later run-loop turn, once SwiftUI's animation is logically complete.
    func apply(_ newPath: [Route<Destination>], animated: Bool, completion: @escaping @MainActor () -> Void) {
      if animated {
        withAnimation(.default, completionCriteria: .logicallyComplete) {
          layerPath.setByHost(newPath)
        } completion: {
          completion()
        }
      } else {
        withTransaction(Transaction.withoutAnimation) { layerPath.setByHost(newPath) }
        Task { @MainActor in completion() }
      }
    }
  }
#endif
