/// What a router knows of the links it opened, as a value: which routes on the target links
/// opened, whether a link waits for the user, and the limits. It builds the stack a link's
/// routes make (``place(_:_:on:sentFromOutside:checkNewIDs:)``): it decides how many routes links
/// have and what makes room; the router hands that stack to its engine.
struct LinkGate<Destination: Hashable & Sendable> {
  /// The bound on what links may do.
  var limits = LinkLimits()
  /// Whether a link waits for the user's answer (one at a time).
  var isConfirming = false
  /// The routes links opened, oldest first, each with whether a link sent to the app from
  /// outside it opened it (``LinkOrigin/isSentFromOutside``); some may have left the target since
  /// it was last counted.
  private(set) var opened: [(id: RouteID, sentFromOutside: Bool)] = []
  /// What async entries' resolvers read (``Router/linkContext``).
  var context: (any Sendable)?
  /// The link whose entry's resolver runs.
  var resolving: Resolution?
  /// How many resolutions were started, to tell a finished one from a newer one.
  private var resolutions = 0

  /// A link whose entry's resolver runs, and all that goes with it until it ends.
  struct Resolution {
    /// Tells it from a newer one (``nextResolution()``).
    let number: Int
    let link: DeepLink
    /// The link as received.
    let received: String
    /// The layer and navigation stack it was opened for: its pushes go there.
    let openedFor: (layer: RouteID?, stack: NavigationStackID?)
    /// Cancels its resolver and time limit.
    let cancel: @MainActor () -> Void
    /// What a tapped link does if the lookup fails (``Router/openTapped(_:otherwise:openInSystem:)``).
    var fallback: (@MainActor () -> Void)?
  }

  /// Numbers a new resolution.
  mutating func nextResolution() -> Int {
    resolutions += 1
    return resolutions
  }

  /// How many routes links opened (with `sentFromOutside`, links sent from outside) are on
  /// `stack`; forgets the others.
  /// - Complexity: O(*l* × *d*) for *l* routes links opened and a stack *d* layers deep.
  mutating func openedCount(on stack: RouteStack<Destination>, sentFromOutside: Bool = false) -> Int {
    opened.removeAll { !stack.contains($0.id) }
    return sentFromOutside ? opened.filter(\.sentFromOutside).count : opened.count
  }

  /// Whether a link placed on top is refused before its routes are made: links (or, for a link
  /// sent from outside, such links) already have as many routes as allowed and the policy
  /// refuses the newest.
  mutating func refusesOnTop(on stack: RouteStack<Destination>, sentFromOutside: Bool = false) -> Bool {
    guard limits.overflow == .refuseNewest else { return false }
    return openedCount(on: stack) >= limits.routes
      || sentFromOutside && opened.filter(\.sentFromOutside).count >= limits.routesFromOutside
  }

  /// Whether links may have the routes they have on `target` plus `added` new ones.
  /// - Parameters:
  ///   - added: The link's routes that are new on the target (not a route it reused).
  ///   - target: The target the link's routes would make.
  ///   - current: The target now; when the link only adds on top of it, counting there is enough.
  ///   - sentFromOutside: Whether the link was sent from outside the app: then it also stays
  ///     within ``LinkLimits/routesFromOutside`` with the routes such links opened.
  mutating func admits(
    _ added: Int, on target: RouteStack<Destination>, addingOnTopOf current: RouteStack<Destination>?,
    sentFromOutside: Bool = false
  ) -> Bool {
    guard limits.routes < .max else { return true }
    let kept = current.map { openedCount(on: $0) } ?? opened.filter { target.contains($0.id) }.count
    guard kept <= limits.routes - added else { return false }
    guard sentFromOutside else { return true }
    let keptSent =
      current.map { openedCount(on: $0, sentFromOutside: true) }
      ?? opened.filter { $0.sentFromOutside && target.contains($0.id) }.count
    return keptSent <= limits.routesFromOutside - added
  }

  /// `stack` without the routes links opened at its top: every route above the app's topmost
  /// own route, if links opened all of them. For a link sent from outside, only routes such links
  /// opened: it never removes what the app, its own links or tapped links opened.
  /// - Returns: The stack and the ids removed, top first; `nil` when the top route is the app's.
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

  /// Places a link's routes on `stack` as its placement says, within the limits; over them, the
  /// link routes at the top are replaced when the limits say so. Notes the routes it adds.
  /// - Parameters:
  ///   - sentFromOutside: Whether the link was sent from outside the app (``LinkOrigin/isSentFromOutside``).
  ///   - checkNewIDs: The engine's check that ids are neither on the target nor repeated.
  /// - Returns: The new stack (`stack` itself when the link changes nothing), the ids of the
  ///   link's routes (bottom first; for ``DeepLinkPlacement/reuseExisting`` the first is the
  ///   reused route's), and the link routes it replaced, top first; `nil` when the limits refuse
  ///   the link.
  /// - Throws: ``RouteStackError`` when an id is taken or a route cannot be presented.
  mutating func place(
    _ routes: [Route<Destination>], _ placement: DeepLinkPlacement, on stack: RouteStack<Destination>,
    sentFromOutside: Bool, checkNewIDs: ([Route<Destination>]) throws -> Void
  ) throws -> (stack: RouteStack<Destination>, ids: [RouteID], replaced: [RouteID])? {
    var (new, ids) = try Self.placing(routes, placement, in: stack, checkNewIDs: checkNewIDs)
    // A route the stack already has (reused, or found on top) is not new.
    var added = ids.filter { !stack.contains($0) }
    var replaced: [RouteID] = []
    let current = placement == .onTop ? stack : nil
    if !admits(added.count, on: new, addingOnTopOf: current, sentFromOutside: sentFromOutside) {
      guard limits.overflow == .replaceLinkRoutes,
        let (base, removed) = removingTopLinkRoutes(from: stack, sentFromOutside: sentFromOutside),
        let (placed, placedIDs) = try? Self.placing(routes, placement, in: base, checkNewIDs: checkNewIDs)
      else { return nil }
      // Counted again on what is left: a route it would have reused may be among the replaced.
      let placedAdded = placedIDs.filter { !base.contains($0) }
      guard admits(placedAdded.count, on: placed, addingOnTopOf: nil, sentFromOutside: sentFromOutside)
      else { return nil }
      (new, ids, added, replaced) = (placed, placedIDs, placedAdded, removed)
    }
    recordOpened(added, sentFromOutside: sentFromOutside)
    return (new, ids, replaced)
  }

  /// A stack with a link's routes placed as its placement says, and the ids of the link's
  /// routes, bottom first. Only routes the link adds are checked: a reused route keeps its id,
  /// routes already showing (`onTopOnce`) stay, a replaced stack may reuse any id; routes going
  /// on top are checked as any command's are, then appended.
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

  /// Notes the routes a link added; nothing while links are unbounded, where no count is asked
  /// and the list would only grow.
  mutating func recordOpened(_ ids: [RouteID], sentFromOutside: Bool = false) {
    guard limits.routes < .max else { return }
    opened += ids.map { ($0, sentFromOutside) }
  }
}
