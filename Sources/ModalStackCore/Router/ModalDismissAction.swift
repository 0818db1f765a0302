/// Closes a presented route, or everything, from inside it: what `@Environment(\.modalDismiss)`
/// gives every view ModalStack presents, for every style, popups included.
///
/// ```swift
/// @Environment(\.modalDismiss) private var dismiss
/// Button("Close") { dismiss() }          // this route, and anything above it
/// Button("Back to start") { dismiss(.all) }
/// ```
/// Outside SwiftUI (a view model, a test), make one bound to a route with `init(routeID:router:)`.
public struct ModalDismissAction: Sendable {
  /// What to dismiss.
  public enum Scope: Hashable, Sendable {
    /// The route of the view that reads the action, and everything above it.
    case route
    /// The modal layer the view's route sits in (from a pushed screen, its sheet), and everything
    /// above it; nothing in the root layer.
    case layer
    /// Every modal layer, back to the root.
    case all
  }

  /// The route this action dismisses; `nil` in the root layer and outside a `ModalStackRoot`.
  public let routeID: RouteID?
  private let dismiss: @MainActor @Sendable (Scope) -> Void
  /// Adds an exit action to this view's route; nothing in the root layer.
  package let addExitAction: @MainActor @Sendable (@escaping @MainActor (RouteChangeReason) async -> Void) -> Void

  /// An action that does nothing: the value outside a `ModalStackRoot`.
  package static let inactive = ModalDismissAction(routeID: nil, dismiss: { _ in }, addExitAction: { _ in })

  /// The layer the view that reads the action is in, for a push onto it; ``PushLayer/root`` there.
  public var layer: PushLayer { routeID.map(PushLayer.containing) ?? .root }

  /// Whether the view that reads the action is shown by a route it can dismiss.
  public var isPresented: Bool { routeID != nil }

  /// Dismisses this view's route (and what is above it), its layer, or every modal.
  @MainActor
  public func callAsFunction(_ scope: Scope = .route) { dismiss(scope) }
}

extension ModalDismissAction {
  /// Creates an action bound to a route of a router.
  /// - Parameters:
  ///   - routeID: The route it closes; `nil` for the root, where only `.all` acts.
  ///   - router: The router; held weakly.
  public init<Destination>(routeID: RouteID?, router: Router<Destination>) {
    self.init(
      routeID: routeID,
      dismiss: { [weak router] scope in
        switch scope {
        case .route: if let routeID { try? router?.dismiss(routeID) }
        case .layer: if let routeID { try? router?.dismissLayer(containing: routeID) }
        case .all: router?.dismissAll()
        }
      },
      addExitAction: { [weak router] action in if let routeID { try? router?.addExitAction(for: routeID, action) } })
  }
}
