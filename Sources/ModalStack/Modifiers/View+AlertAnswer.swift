#if canImport(UIKit)
  import ModalStackCore
  import SwiftUI

  extension View {
    /// Calls `action` when the user answers one of the router's alerts or confirmation dialogs, with
    /// the route and the answer; the route then leaves with ``RouteChangeReason/answered``.
    ///
    /// ```swift
    /// DraftsList()
    ///   .onAlertAnswer { (route: Route<Screen>, answer) in
    ///     if case .deleteDraft(let id) = route.destination, answer.button.id == "delete" { drafts.delete(id) }
    ///   }
    /// ```
    /// - Parameter action: Called on the main actor with the answered route and the answer, for as
    ///   long as the view is in the hierarchy (also while a full-screen cover hides it).
    @MainActor
    public func onAlertAnswer<Destination: Hashable & Sendable>(
      perform action: @escaping @MainActor (Route<Destination>, AlertResponse) -> Void
    ) -> some View {
      modifier(AlertAnswerModifier(action: action))
    }

    /// Calls `action` when the user answers one of the router's alerts or dialogs, naming the
    /// router's destination type so the closure needs no annotation.
    ///
    /// - Parameters:
    ///   - destination: The destination type of the root's router.
    ///   - action: Called on the main actor with the answered route and the answer.
    @MainActor
    public func onAlertAnswer<Destination: Hashable & Sendable>(
      for destination: Destination.Type,
      perform action: @escaping @MainActor (Route<Destination>, AlertResponse) -> Void
    ) -> some View {
      modifier(AlertAnswerModifier(action: action))
    }
  }

  /// Listens to the environment's router while the view exists, with the latest action.
  @MainActor
  private struct AlertAnswerModifier<Destination: Hashable & Sendable>: ViewModifier {
    let action: @MainActor (Route<Destination>, AlertResponse) -> Void
    @Environment(Router<Destination>.self) private var router: Router<Destination>?
    @State private var listener = AlertAnswerListener<Destination>()

    func body(content: Content) -> some View {
      listener.action = action
      // Not stopped on disappear: a view under a full-screen cover leaves the window, and the answer
      // to an alert over that cover is still its to handle.
      return content.onAppear { listener.listen(to: router) }
        .onChange(of: router.map(ObjectIdentifier.init)) { listener.listen(to: router) }
    }
  }

  @MainActor
  private final class AlertAnswerListener<Destination: Hashable & Sendable> {
    var action: (@MainActor (Route<Destination>, AlertResponse) -> Void)?
    private var subscription: EventSubscription?
    private var router: ObjectIdentifier?

    func listen(to router: Router<Destination>?) {
      guard let router else {
        return loggedFault(
          "onAlertAnswer: no Router<\(Destination.self)> above the view; its alerts' answers are not heard")
      }
      guard self.router != ObjectIdentifier(router) else { return }
      self.router = ObjectIdentifier(router)
      subscription?.cancel()
      subscription = router.observe { [weak self] event in
        if case .alertAnswered(let route, let answer) = event { self?.action?(route, answer) }
      }
    }
  }
#endif
