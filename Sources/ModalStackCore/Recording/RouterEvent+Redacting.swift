extension RouterEvent {
  /// The event with the destination of the route it is about passed through `redact`, for a
  /// trace that must not hold what the app's destinations carry.
  func redacting(_ redact: (Destination) -> Destination) -> RouterEvent {
    switch self {
    case .willPresent(let route, let reason): .willPresent(route.redacting(redact), reason: reason)
    case .didPresent(let route, let reason): .didPresent(route.redacting(redact), reason: reason)
    case .willDismiss(let route, let reason): .willDismiss(route.redacting(redact), reason: reason)
    case .didDismiss(let route, let reason): .didDismiss(route.redacting(redact), reason: reason)
    case .screenRebuilt(let route): .screenRebuilt(route.redacting(redact))
    case .dismissBlocked(let route, let reason): .dismissBlocked(route.redacting(redact), reason: reason)
    case .detentChanged(let route, let detent, let reason):
      .detentChanged(route.redacting(redact), to: detent, reason: reason)
    case .dismissConfirmation(let route, let reason, let accepted):
      .dismissConfirmation(route.redacting(redact), reason: reason, accepted: accepted)
    case .alertAnswered(let route, let answer): .alertAnswered(route.redacting(redact), answer)
    case .waitingForAnswer(let route): .waitingForAnswer(route.redacting(redact))
    case .commandFailed(let error): .commandFailed(error.redactingScreen)
    case .pushRefused(let error): .pushRefused(error.redactingScreen)
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

extension RouteStackError {
  /// The error with the screen it names (a destination's description) left out. Every case is
  /// listed: one added with a screen must say here how it is redacted.
  var redactingScreen: RouteStackError {
    let redacted = "a redacted screen"
    return switch self {
    case .duplicateRouteID(let id, _): .duplicateRouteID(id, screen: redacted)
    case .invalidPresentation(let id, let error, _): .invalidPresentation(id, error, screen: redacted)
    case .protectedFlow(let id, let screen): .protectedFlow(id, screen: screen.map { _ in redacted })
    case .notAPush(let id, _): .notAPush(id, screen: redacted)
    // A destination (an app's own text) or a description of the route a predicate sought.
    case .noRouteMatches: .noRouteMatches(redacted)
    // These name ids, counts, indexes, types and stacks: the app's code, not its data.
    case .routeNotFound, .nothingToPop, .nothingToDismiss, .invalidCount, .noStackShowsPushes, .indexOutOfRange,
      .tooFewRoutes, .tooFewLayers, .tooFewPushes, .destinationTypeMismatch, .noLocalRoutes:
      self
    }
  }
}
