extension RouterEvent {
  /// The event with the destination of the route it is about passed through `redact`, for a
  /// trace that must not hold what the app's destinations carry. Only the events whose record
  /// names their route (``EventRecord/route``) are redacted: a redacted trace keeps the others' kind only.
  func redacting(_ redact: (Destination) -> Destination) -> RouterEvent {
    switch self {
    case .willPresent(let route, let reason): .willPresent(route.redacting(redact), reason: reason)
    case .didPresent(let route, let reason): .didPresent(route.redacting(redact), reason: reason)
    case .willDismiss(let route, let reason): .willDismiss(route.redacting(redact), reason: reason)
    case .didDismiss(let route, let reason): .didDismiss(route.redacting(redact), reason: reason)
    case .dismissBlocked(let route, let reason): .dismissBlocked(route.redacting(redact), reason: reason)
    case .detentChanged(let route, let detent, let reason):
      .detentChanged(route.redacting(redact), to: detent, reason: reason)
    case .dismissConfirmation(let route, let reason, let accepted):
      .dismissConfirmation(route.redacting(redact), reason: reason, accepted: accepted)
    case .alertAnswered(let route, let answer): .alertAnswered(route.redacting(redact), answer)
    case .waitingForAnswer(let route): .waitingForAnswer(route.redacting(redact))
    default: self
    }
  }
}

extension Route {
  /// The route with its destination passed through `redact`.
  func redacting(_ redact: (Destination) -> Destination) -> Route {
    var route = self
    route.destination = redact(destination)
    return route
  }
}
