/// Closes a presented route, or everything, from inside it: what `@Environment(\.modalDismiss)`
/// gives every view ModalStack presents, for every style, popups included.
///
/// Outside SwiftUI (a view model, a test) make one bound to a route:
///
/// ```swift
/// let id = try router.present(.settings, as: .sheet)
/// let dismiss = ModalDismissAction(routeID: id, router: router)
/// dismiss()        // closes the settings sheet and what is above it
/// dismiss(.all)    // closes every modal layer
/// ```
///
/// Dismisses the route of the view that reads it, or every modal at once. It works for every
/// presentation (sheets, covers, popovers, popups, custom transitions, pushed routes) because it
/// sends a command to the router instead of acting on SwiftUI's presentation.
///
/// ```swift
/// struct LessonView: View {
///   @Environment(\.modalDismiss) private var dismiss
///
///   var body: some View {
///     Button("Close") { dismiss() }          // this route, and anything above it
///     Button("Back to start") { dismiss(.all) }
///   }
/// }
/// ```
/// A popup plays its exit animation first; a pushed route is popped.
public struct ModalDismissAction: Sendable {
  /// What to dismiss.
  public enum Scope: Hashable, Sendable {
    /// The route of the view that reads the action, and everything above it.
    case route
    /// Every modal layer, back to the root.
    case all
  }

  /// The route this action dismisses; `nil` in the root layer and outside a `ModalStackRoot`.
  public let routeID: RouteID?
  /// Carries out a request on the router, which it holds weakly.
  private let perform: @MainActor @Sendable (Request) -> Void

  /// What the action is asked to do.
  private enum Request {
    case dismiss(Scope)
    case addExit(@MainActor (RouteChangeReason) async -> Void)
  }

  /// Creates an action bound to a route of a router.
  /// - Parameters:
  ///   - routeID: The route it closes; `nil` for the root, where only `.all` acts.
  ///   - router: The router; held weakly.
  public init<Destination>(routeID: RouteID?, router: Router<Destination>) {
    self.routeID = routeID
    perform = { [weak router] request in
      switch (request, routeID) {
      case (.dismiss(.all), _): router?.dismissAll()
      case (.dismiss(.route), let routeID?): try? router?.dismiss(routeID)
      case (.addExit(let action), let routeID?): try? router?.addExitAction(for: routeID, action)
      case (_, nil): break
      }
    }
  }

  private init() {
    routeID = nil
    perform = { _ in }
  }

  /// An action that does nothing: the value outside a `ModalStackRoot`.
  package static let inactive = ModalDismissAction()

  /// Adds an exit action to this view's route (see ``Router/addExitAction(for:_:)``); nothing
  /// in the root layer.
  /// - Parameter action: Called with the reason before the route goes; the route waits for it.
  @MainActor
  package func addExitAction(_ action: @escaping @MainActor (RouteChangeReason) async -> Void) {
    perform(.addExit(action))
  }

  /// Whether the view that reads the action is shown by a route it can dismiss.
  public var isPresented: Bool { routeID != nil }

  /// Dismisses this view's route (and what is above it), or every modal.
  ///
  /// ```swift
  /// dismiss()       // this route
  /// dismiss(.all)   // everything, back to the root
  /// ```
  /// - Parameter scope: ``Scope/route`` (the default) or ``Scope/all``.
  @MainActor
  public func callAsFunction(_ scope: Scope = .route) { perform(.dismiss(scope)) }
}
