#if canImport(UIKit)
  import ModalStackCore
  import SwiftUI

  extension View {
    /// Calls `action` when the user answers one of the router's alerts or confirmation dialogs:
    /// the route and the button tapped, with what they typed in the alert's text fields. The
    /// router is the one in the environment (the root's); the route then leaves with the reason
    /// ``RouteChangeReason/answered``.
    ///
    /// ```swift
    /// DraftsList()
    ///   .onAlertAnswer { (route: Route<Screen>, answer) in
    ///     if case .deleteDraft(let id) = route.destination, answer.button.id == "delete" { drafts.delete(id) }
    ///   }
    /// ```
    /// - Parameter action: Called on the main actor with the answered route and the answer, from
    ///   the view's first appearance for as long as it is in the view hierarchy (also while a
    ///   full-screen cover hides it).
    /// - Returns: The view.
    @MainActor
    public func onAlertAnswer<Destination: Hashable & Sendable>(
      perform action: @escaping @MainActor (Route<Destination>, AlertResponse) -> Void
    ) -> some View {
      modifier(AlertAnswerModifier(action: action))
    }

    /// Calls `action` when the user answers one of the router's alerts or dialogs, naming the
    /// router's destination type so the closure needs no annotation.
    ///
    /// ```swift
    /// DraftsList()
    ///   .onAlertAnswer(for: Screen.self) { route, answer in
    ///     if case .deleteDraft(let id) = route.destination, answer.button.id == "delete" { drafts.delete(id) }
    ///   }
    /// ```
    /// - Parameters:
    ///   - destination: The destination type of the root's router.
    ///   - action: Called on the main actor with the answered route and the answer.
    /// - Returns: The view.
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
      // Not stopped on disappear: a view under a full-screen cover leaves the window, and the
      // answer to an alert over that cover is still its to handle. The listener goes with the view.
      // A root re-created with another router: the listener follows it.
      return content.onAppear { listener.listen(to: router) }
        .onChange(of: router.map(ObjectIdentifier.init)) { listener.listen(to: router) }
    }
  }

  /// Holds the subscription to the router's events and the action to call.
  @MainActor
  private final class AlertAnswerListener<Destination: Hashable & Sendable> {
    var action: (@MainActor (Route<Destination>, AlertResponse) -> Void)?
    private var subscription: EventSubscription?
    private var router: ObjectIdentifier?

    func listen(to router: Router<Destination>?) {
      guard let router else {
        // Never silent: no router of this destination type above the view hears its answers.
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
