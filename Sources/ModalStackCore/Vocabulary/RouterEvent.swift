/// A lifecycle event of a ``Router``: what appears, what goes, and why. What becomes of a link
/// is a ``LinkEvent``.
///
/// ```swift
/// let subscription = router.observe { event in
///   if case .didDismiss(let route, .interactive) = event { analytics.log("swiped \(route)") }
/// }
/// ```
public enum RouterEvent<Destination: Hashable & Sendable>: Hashable, Sendable {
  /// The route is about to appear.
  case willPresent(Route<Destination>, reason: RouteChangeReason)
  /// The route is on screen.
  case didPresent(Route<Destination>, reason: RouteChangeReason)
  /// The route is about to go (its exit action, if any, runs now).
  case willDismiss(Route<Destination>, reason: RouteChangeReason)
  /// The route is gone.
  case didDismiss(Route<Destination>, reason: RouteChangeReason)
  /// A route that stays on the stack is shown by another controller: UIKit cannot move a
  /// presented controller under another presenter, so a change that removes a layer below it
  /// (`[A, B, C]` → `[A, C]`) shows it again in a new one. The route never left: it got no
  /// `willDismiss` or `didPresent`, and keeps its exit action, dismiss confirmation and the values
  /// stored for it. Its SwiftUI view is built again, so the view's own `@State` starts afresh;
  /// keep what must survive in a model or in the route's destination.
  case screenRebuilt(Route<Destination>)
  /// The user tried to dismiss a route whose dismiss policy is blocked.
  case dismissBlocked(Route<Destination>, reason: RouteChangeReason)
  /// A sheet rests at another detent: the user dragged it (``RouteChangeReason/interactive``), or
  /// the app moved it with ``Router/selectDetent(_:of:)`` (``RouteChangeReason/programmatic``) or
  /// a new stack with the route's detent changed (the reason of that change).
  /// The route is as it is on the stack now: its sheet's ``SheetConfiguration/selectedDetent`` is
  /// the new detent, and a binding on the stack has been written back.
  case detentChanged(Route<Destination>, to: SheetDetent, reason: RouteChangeReason)
  /// The user tried to dismiss a confirm-first route; the app's handler answered.
  case dismissConfirmation(Route<Destination>, reason: RouteChangeReason, accepted: Bool)
  /// The user answered an alert or a confirmation dialog: which button, and what they typed. The
  /// route then leaves (`willDismiss`, `didDismiss`) with the reason ``RouteChangeReason/answered``.
  ///
  /// ```swift
  /// if case .alertAnswered(let route, let answer) = event, route.destination == .deleteDraft(id), answer.button.id == "delete" {
  ///   drafts.delete(id)
  /// }
  /// ```
  case alertAnswered(Route<Destination>, AlertResponse)
  /// A presentation waits for the user to answer the router's own alert or dialog on top
  /// (UIKit presents nothing over an alert); it goes on once they answer, or once the alert is
  /// dismissed.
  case waitingForAnswer(Route<Destination>)
  /// The host did not do as expected; the router resynchronised.
  case hostFault(HostFault)
  /// Someone else's controller (an alert, a dialog, a transition of theirs) is on top of the
  /// window: the router waits for it to go before its next step, without timing out.
  case waitingForForeignPresentation(String)
  /// What the router waited for is gone; it carries on.
  case resumedAfterForeignPresentation
  /// The window closed (its scene disconnected); the router keeps its stack for the next host.
  case hostDetached
  /// A root could not attach the router to its window (see ``HostAttachError``).
  case attachRefused(HostAttachError)
  /// A command sent through ``Router/send(_:)-(RouterCommand<Destination>)`` was refused.
  case commandFailed(RouteStackError)
  /// A push was refused: no navigation stack of the top layer, which is on screen, would show
  /// it (``RouteStackError/noStackShowsPushes(_:)``, also thrown to the caller).
  case pushRefused(RouteStackError)
  /// A push waits for a navigation stack of its name to appear on its layer: the layer shows
  /// none yet (a tab not selected since launch, the root's tabs behind a splash or sign-in
  /// screen). It shows as soon as one does, and goes with its layer.
  case pushWaitingForStack(Route<Destination>, NavigationStackID)
}

extension RouterEvent {
  /// Where an event stands in its route's transition.
  package enum TransitionBoundary: Hashable, Sendable {
    /// The transition starts: `willPresent`, `willDismiss`.
    case begins
    /// The transition is over: `didPresent`, `didDismiss`.
    case ends
  }

  /// The route whose transition the event starts or ends, for a timing interval (the adapter's
  /// signposts); `nil` for events that are not a transition's edge.
  package var transitionBoundary: (route: RouteID, boundary: TransitionBoundary)? {
    switch self {
    case .willPresent(let route, _), .willDismiss(let route, _): (route.id, .begins)
    case .didPresent(let route, _), .didDismiss(let route, _): (route.id, .ends)
    default: nil
    }
  }
}

extension RouterEvent: CustomStringConvertible {
  /// The event in one line: its name, then what it is about, then the reason in parentheses,
  /// as tests assert it and logs print it.
  ///
  /// ```swift
  /// RouterEvent.didDismiss(route, reason: .interactive).description  // "didDismiss sheet(settings) (interactive)"
  /// ```
  public var description: String {
    switch self {
    case .willPresent(let route, let reason): "willPresent \(route) (\(reason))"
    case .didPresent(let route, let reason): "didPresent \(route) (\(reason))"
    case .willDismiss(let route, let reason): "willDismiss \(route) (\(reason))"
    case .didDismiss(let route, let reason): "didDismiss \(route) (\(reason))"
    case .screenRebuilt(let route): "screenRebuilt \(route)"
    case .dismissBlocked(let route, let reason): "dismissBlocked \(route) (\(reason))"
    case .detentChanged(let route, let detent, let reason): "detentChanged \(route) to \(detent) (\(reason))"
    case .dismissConfirmation(let route, let reason, let accepted):
      "dismissConfirmation \(route) (\(reason)) \(accepted ? "accepted" : "refused")"
    case .alertAnswered(let route, let answer): "alertAnswered \(route) → \(answer.button.id)"
    case .waitingForAnswer(let route): "waitingForAnswer \(route)"
    case .hostFault(let fault): "hostFault: \(fault)"
    case .waitingForForeignPresentation(let name): "waitingForForeignPresentation \(name)"
    case .resumedAfterForeignPresentation: "resumedAfterForeignPresentation"
    case .hostDetached: "hostDetached"
    case .attachRefused(let error): "attachRefused: \(error)"
    case .commandFailed(let error): "commandFailed: \(error)"
    case .pushRefused(let error): "pushRefused: \(error)"
    case .pushWaitingForStack(let route, let stack): "pushWaitingForStack \(route) in \(stack)"
    }
  }
}
