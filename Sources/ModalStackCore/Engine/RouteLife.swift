/// Everything the engine knows of one route, in one record: from the change that first put it
/// on the target until the screen settles after it left the target and the screen.
struct RouteLife<Destination: Hashable & Sendable> {
  /// What a step given up said of the route and no step has completed since.
  enum Awaiting: Hashable {
    /// Said coming, not yet shown: `didPresent` goes out once a host shows it.
    case didPresent
    /// Said leaving, still on screen: `didDismiss` goes out once it is off screen.
    case didDismiss
  }

  /// The route as last recorded or shown.
  var route: Route<Destination>
  /// Why it last joined or left the target.
  var reason = RouteChangeReason.programmatic
  var exitAction: ExitAction?
  var confirmation: RouteLedger<Destination>.Confirmation?
  /// How many controllers show it: two for a moment while one takes over from another.
  var controllers = 0
  /// On the target, its controller went down, and no other shows it yet.
  var isMoving = false
  /// Its `willDismiss` went out ahead of the step that takes it down (with its exit action, or
  /// by a step given up).
  var saidLeaving = false
  /// What a step given up said of it, numbered in the order said.
  var awaiting: (event: Awaiting, order: Int)?
  /// The user's attempts to dismiss it whose answer is awaited: they end as it leaves the target.
  var openAttempts: Set<Int> = []
  /// What its controller (one the app made) finished with, until taken.
  var finishedResult: ControllerResult?
  /// Its route left and the screen settled once since: the result goes at the next settle.
  var resultOutlivedSettle = false

  init(_ route: Route<Destination>) { self.route = route }

  /// It left the screen: what it registered is not asked again, and no event of it is owed.
  mutating func leftScreen() {
    controllers = 0
    exitAction = nil
    confirmation = nil
    saidLeaving = false
    awaiting = nil
  }

  /// Whether it waits for this event of a step given up.
  func isAwaiting(_ event: Awaiting) -> Bool { awaiting?.event == event }
}
