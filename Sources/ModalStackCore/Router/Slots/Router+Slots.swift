/// The narrow API of presentation slots and stack bindings.
extension Router {
  /// Replaces a slot's route (and what is above it) in one change; a refusal is also an event.
  func replaceSlotRoute(_ old: RouteID?, with route: Route<Destination>) throws {
    do {
      try engine.replaceSlotRoute(old, with: route)
    } catch let error as RouteStackError {
      // A push no stack shows is reported as `pushRefused` where its stack is decided.
      if case .noStackShowsPushes = error {} else { emit(.commandFailed(error)) }
      throw error
    }
  }
}
