/// The narrow API of presentation slots and stack bindings.
extension Router {
  /// Replaces a slot's route (and what is above it) in one change; a refusal is also an event.
  func replaceSlotRoute(_ old: RouteID?, with route: Route<Destination>) throws {
    var route = route
    // On the layer it goes on once the old route (and what is above it) is gone.
    if route.presentation == .push, route.stack == nil {
      var remaining = stack
      if let old { remaining.remove(from: old) }
      route.stack = try stackForPush(nil, onTopOf: remaining)
    }
    do {
      try engine.replaceSlotRoute(old, with: route)
    } catch let error as RouteStackError {
      emit(.commandFailed(error))
      throw error
    }
  }
}
