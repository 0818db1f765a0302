#if canImport(UIKit)
import ModalStackCore
import Observation
import SwiftUI

/// The navigation path of one layer, shared by the layer's `NavigationStack` and the host.
///
/// The host writes ``path`` through ``apply(_:animated:completion:)``; the `NavigationStack`
/// writes it through ``navigationPath`` when the user goes back, and only those writes are
/// reported as user changes. The state decides nothing: it carries writes both ways.
@MainActor
@Observable
final class LayerState<Destination: Hashable & Sendable> {
  /// The routes pushed on the layer, bottom first.
  private(set) var path: [Route<Destination>]
  /// Told about paths the user set (back button, swipe back).
  @ObservationIgnored var onUserChange: (@MainActor ([Route<Destination>]) -> Void)?

  init(path: [Route<Destination>]) { self.path = path }

  /// The binding a `NavigationStack` uses: its writes are the user's.
  var navigationPath: Binding<[Route<Destination>]> {
    Binding(
      get: { self.path },
      set: { newPath in
        guard newPath != self.path else { return }
        self.path = newPath
        self.onUserChange?(newPath)
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
        path = newPath
      } completion: {
        completion()
      }
    } else {
      withTransaction(Transaction.withoutAnimation) { path = newPath }
      Task { @MainActor in completion() }
    }
  }
}
#endif
