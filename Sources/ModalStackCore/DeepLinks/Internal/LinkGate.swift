/// What a router knows of the links it opened, as a value; it builds the stack a link's routes
/// make within the limits (``place(_:_:on:sentFromOutside:checkNewIDs:)``).
struct LinkGate<Destination: Hashable & Sendable> {
  var limits = LinkLimits()
  /// Whether a link waits for the user's answer (one at a time).
  var isConfirming = false
  /// The routes links opened, oldest first; some may have left the target since last counted.
  private(set) var opened: [(id: RouteID, sentFromOutside: Bool)] = []
  /// ``Router/linkContext``.
  var context: (any Sendable)?
  var resolving: Resolution?
  private var resolutions = 0

  /// A link whose entry's resolver runs.
  struct Resolution {
    /// Tells it from a newer one.
    let number: Int
    let link: DeepLink
    let received: String
    /// Where its pushes go.
    let openedFor: (layer: RouteID?, stack: NavigationStackID?)
    /// Cancels its resolver and time limit.
    let cancel: @MainActor () -> Void
    /// What a tapped link does if the lookup fails.
    var fallback: (@MainActor () -> Void)?
  }

  mutating func nextResolution() -> Int {
    resolutions += 1
    return resolutions
  }

  /// Forgets the routes links opened that are not on `stack`.
  private mutating func forgetRoutes(notOn stack: RouteStack<Destination>) {
    opened.removeAll { !stack.contains($0.id) }
  }

  /// Whether a link placed on top is refused before its routes are made.
  mutating func refusesOnTop(on stack: RouteStack<Destination>, sentFromOutside: Bool = false) -> Bool {
    limits.overflow == .refuseNewest && !allows(1, on: stack, addingOnTopOf: stack, sentFromOutside: sentFromOutside)
  }

  /// Whether links may have the routes they have on `target` plus `added` new ones; `current`
  /// is the target now, when the link only adds on top of it (the routes that left it are forgotten).
  mutating func allows(
    _ added: Int, on target: RouteStack<Destination>, addingOnTopOf current: RouteStack<Destination>?,
    sentFromOutside: Bool = false
  ) -> Bool {
    guard limits.routes < .max else { return true }
    if let current { forgetRoutes(notOn: current) }
    let kept = opened.filter { target.contains($0.id) }
    return kept.count <= limits.routes - added
      && (!sentFromOutside || kept.filter(\.sentFromOutside).count <= limits.routesFromOutside - added)
  }

  /// `stack` without the run of link routes at its top (for a link sent from outside, only such
  /// links' routes), and their ids, top first; `nil` when the top route is not one.
  func removingTopLinkRoutes(from stack: RouteStack<Destination>, sentFromOutside: Bool = false) -> (
    stack: RouteStack<Destination>, removed: [RouteID]
  )? {
    let run = stack.routes.reversed().prefix { route in
      opened.contains { $0.id == route.id && ($0.sentFromOutside || !sentFromOutside) }
    }
    guard let lowest = run.last else { return nil }
    var base = stack
    _ = base.remove(from: lowest.id)
    return (base, run.map(\.id))
  }

  /// Places a link's routes on `stack` within the limits, replacing link routes at the top when
  /// ``LinkLimits/overflow`` says so; `nil` when the limits refuse the link.
  mutating func place(
    _ routes: [Route<Destination>], _ placement: DeepLinkPlacement, on stack: RouteStack<Destination>,
    sentFromOutside: Bool, checkNewIDs: ([Route<Destination>]) throws -> Void
  ) throws -> (stack: RouteStack<Destination>, ids: [RouteID], replaced: [RouteID])? {
    var (new, ids) = try Self.placing(routes, placement, in: stack, checkNewIDs: checkNewIDs)
    var added = ids.filter { !stack.contains($0) }
    var replaced: [RouteID] = []
    let current = placement == .onTop ? stack : nil
    if !allows(added.count, on: new, addingOnTopOf: current, sentFromOutside: sentFromOutside) {
      guard limits.overflow == .replaceLinkRoutes,
        let (base, removed) = removingTopLinkRoutes(from: stack, sentFromOutside: sentFromOutside),
        let (placed, placedIDs) = try? Self.placing(routes, placement, in: base, checkNewIDs: checkNewIDs)
      else { return nil }
      // Counted again on what is left: a route it would have reused may be among the replaced.
      let placedAdded = placedIDs.filter { !base.contains($0) }
      guard allows(placedAdded.count, on: placed, addingOnTopOf: nil, sentFromOutside: sentFromOutside)
      else { return nil }
      (new, ids, added, replaced) = (placed, placedIDs, placedAdded, removed)
    }
    recordOpened(added, sentFromOutside: sentFromOutside)
    return (new, ids, replaced)
  }

  /// A stack with a link's routes placed, and their ids; only routes the link adds on top or
  /// after a reused route are checked by `checkNewIDs`.
  private static func placing(
    _ routes: [Route<Destination>], _ placement: DeepLinkPlacement, in stack: RouteStack<Destination>,
    checkNewIDs: ([Route<Destination>]) throws -> Void
  ) throws -> (RouteStack<Destination>, [RouteID]) {
    if placement == .reuseExisting { try checkNewIDs(Array(routes.dropFirst())) }
    if let placed = try stack.placing(routes, placement) { return placed }
    try checkNewIDs(routes)
    var stack = stack
    for route in routes { try stack.append(route) }
    return (stack, routes.map(\.id))
  }

  /// Notes the routes a link added; nothing while links are unbounded, where the list would only grow.
  mutating func recordOpened(_ ids: [RouteID], sentFromOutside: Bool = false) {
    guard limits.routes < .max else { return }
    opened += ids.map { ($0, sentFromOutside) }
  }
}
