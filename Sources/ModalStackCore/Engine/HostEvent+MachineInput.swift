extension HostEvent {
  /// What the ``TransitionStateMachine`` hears of the event: the user's interactions and removals.
  /// `nil` for an attempt to dismiss (the router applies the route's dismiss policy first) and
  /// a closed window (the router detaches).
  var machineInput: TransitionStateMachine<Destination>.Input? {
    switch self {
    case .userDismissBegan(let id): .userDismissBegan(id)
    case .userDismissCancelled(let id): .userDismissCancelled(id)
    case .userDismissed(let id, let reason): .userDismissed(id, reason: reason)
    case .alertAnswered(let id, let answer): .alertAnswered(id, answer)
    case .userChangedPath(let layer, let path): .userChangedPath(layer: layer, path: path)
    case .userSelectedDetent(let id, let detent): .userSelectedDetent(id, detent)
    case .dismissAttempted, .windowClosed: nil
    }
  }
}
