/// A lifecycle event of a ``Router``: what appears, what goes, and why. What becomes of a link is a ``LinkEvent``.
///
/// ```swift
/// let subscription = router.observe { event in if case .didDismiss(let route, .interactive) = event { log(route) } }
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
  /// A route that stays on the stack is shown by another controller, as UIKit cannot move a presented controller
  /// under another presenter; its SwiftUI view is built again, so the view's own `@State` starts afresh.
  case screenRebuilt(Route<Destination>)
  /// The user tried to dismiss a route whose dismiss policy is blocked.
  case dismissBlocked(Route<Destination>, reason: RouteChangeReason)
  /// A sheet rests at another detent, dragged by the user or moved by the app; the route and any binding on the stack
  /// already hold the new detent.
  case detentChanged(Route<Destination>, to: SheetDetent, reason: RouteChangeReason)
  /// The user tried to dismiss a confirm-first route; the app's handler answered.
  case dismissConfirmation(Route<Destination>, reason: RouteChangeReason, accepted: Bool)
  /// The user answered an alert or a confirmation dialog; the route then leaves with ``RouteChangeReason/answered``.
  case alertAnswered(Route<Destination>, AlertResponse)
  /// A presentation waits for the user to answer the router's alert or dialog on top (UIKit presents nothing over it).
  case waitingForAnswer(Route<Destination>)
  /// The host did not do as expected; the router resynchronised.
  case hostFault(HostFault)
  /// Someone else's controller is on top of the window; the router waits for it to go, without timing out.
  case waitingForForeignPresentation(String)
  /// What the router waited for is gone; it carries on.
  case resumedAfterForeignPresentation
  /// The window closed (its scene disconnected); the router keeps its stack for the next host.
  case hostDetached
  /// A root could not attach the router to its window (see ``HostAttachError``).
  case attachRefused(HostAttachError)
  /// A command sent through ``Router/send(_:)-(RouterCommand<Destination>)`` was refused.
  case commandFailed(RouteStackError)
  /// A push was refused: no stack of the top layer would show it (``RouteStackError/noStackShowsPushes(_:)``).
  case pushRefused(RouteStackError)
  /// A push waits for a navigation stack of its name to appear on its layer (a tab not selected since launch).
  case pushWaitingForStack(Route<Destination>, NavigationStackID)
}

extension RouterEvent {
  package enum TransitionBoundary: Hashable, Sendable {
    case begins
    case ends
  }

  /// The route whose transition the event starts or ends, for the adapter's signposts.
  package var transitionBoundary: (route: RouteID, boundary: TransitionBoundary)? {
    switch self {
    case .willPresent(let route, _), .willDismiss(let route, _): (route.id, .begins)
    case .didPresent(let route, _), .didDismiss(let route, _): (route.id, .ends)
    default: nil
    }
  }
}

extension RouterEvent: CustomStringConvertible {
  /// The event in one line, as tests assert it and logs print it: `didDismiss sheet(settings) (interactive)`.
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
