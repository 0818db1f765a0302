/// The state of a router's features beside navigation, as one value: protected flows and the
/// commands they hold, the deep-link map and what links did, and the presentation slots. (The
/// popup queue is the engine's: ``RouterEngine/popups``.)
///
/// Each part decides as a value and hands back what to do: an admission (run, hold, refuse), the
/// stack a link's routes make, the routes a slot lets go. The router carries that out through
/// its engine's commands, after the engine's turn; the engine never reads this value.
@MainActor
struct RouterFeatures<Destination: Hashable & Sendable> {
  /// Protected flows and the commands they hold (``Router/heldCommands``).
  var flows = ProtectedFlows<Destination>()
  /// The URL patterns links match (``Router/deepLinks``).
  var deepLinks: DeepLinkMap<Destination>?
  /// Asked before a link from outside opens an entry that asks first (``Router/confirmLink``).
  var confirmLink: (@MainActor (DeepLink) async -> Bool)?
  /// The links opened, the one being resolved, and the limits.
  var links = LinkGate<Destination>()
  /// Called with what becomes of each link (``Router/observeLinks(_:)``).
  let linkObservers = ObserverList<LinkEvent>()
  /// The `present(item:)` slots, made on first use (``Router/presentationSlots``).
  var slots: PresentationSlots<Destination>?
}
