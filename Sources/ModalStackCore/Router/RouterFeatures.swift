/// The state of a router's features beside navigation (protected flows, links), as one value.
/// Each part decides as a value and hands back what to do; the router carries it out through its
/// engine's commands after the engine's turn, and the engine never reads it.
@MainActor
struct RouterFeatures<Destination: Hashable & Sendable> {
  /// Protected flows and the commands they hold (``Router/heldCommands``).
  var flows = ProtectedFlows<Destination>()
  /// The links opened, the one being resolved, and the limits.
  var links = LinkGate<Destination>()
  let linkObservers = ObserverList<LinkEvent>()
}
