/// What a command does to a router's target, decided as a value before anything changes: the
/// new target, and the reason every route that joins or leaves carries in its events.
///
/// Each command of ``RouterEngine`` checks its new target first (all or nothing) and makes one;
/// the ``RouteLedger`` records it by comparing the two stacks. Nothing here touches a host or a clock.
struct TargetChange<Destination: Hashable & Sendable>: Hashable {
  /// The target before the change.
  let old: RouteStack<Destination>
  /// The target after the change.
  let new: RouteStack<Destination>
  /// Why: every route that joins or leaves the target gets this reason.
  let reason: RouteChangeReason
  /// Routes the user took off the screen that had already left the target (a swipe on a sheet
  /// a command was about to dismiss): they leave with this change's reason too.
  var alsoLeaving: [Route<Destination>] = []
}
