/// What a ``RouterEngine`` tells the ``Router`` it works for, which publishes it: observed
/// properties, slot callbacks, events and the flight recorder. The engine never reads the router.
enum EngineReport<Destination: Hashable & Sendable> {
  /// The target changed, for this reason. `source` says where the command came from (for the flight recorder);
  /// `nil` when the engine changed it itself (a user's removal, a step the host refused).
  case targetChanged(RouteStack<Destination>, reason: RouteChangeReason, source: CommandSource?)
  /// What the host has confirmed on screen (``RouterEngine/presented``) changed.
  case presented
  /// The screen shows the target and nothing is in flight, at this time on the engine's clock.
  case settled(at: Duration)
  /// The exit actions the engine waits for started or ended (``RouterEngine/exitActionsRunning``).
  case exitActions
  /// Router events, in order.
  case events([RouterEvent<Destination>])
  /// What the host reported, before the engine handles it.
  case hostInput(HostEvent<Destination>)
}
