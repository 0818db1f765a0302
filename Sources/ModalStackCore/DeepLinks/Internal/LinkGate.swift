/// What a router knows of the links it opened, as a value: which routes on the target links
/// opened, whether a link waits for the user, and the limits. The router asks it before it
/// places a link's routes; it decides how many routes links have and what makes room.
struct LinkGate<Destination: Hashable & Sendable> {
  /// The bound on what links may do.
  var limits = LinkLimits()
  /// Whether a link waits for the user's answer (one at a time).
  var isConfirming = false
  /// The routes links opened, oldest first; some may have left the target since it was last
  /// counted.
  private(set) var opened: [RouteID] = []
  /// What async entries' resolvers read (``Router/linkContext``).
  var context: (any Sendable)?
  /// The link whose entry's resolver runs: its number, the link, the link as received, and what
  /// cancels its resolver and time limit.
  var resolving: (number: Int, link: DeepLink, received: String, cancel: @MainActor () -> Void)?
  /// What a tapped link whose resolver runs does if the lookup fails (``Router/openTapped(_:otherwise:openInSystem:)``),
  /// by the resolution's number.
  var fallback: (number: Int, run: @MainActor () -> Void)?
  /// The layer and navigation stack the link being resolved was opened for: its pushes go there.
  var openedFor: (layer: RouteID?, stack: NavigationStackID?)?
  /// How many resolutions were started, to tell a finished one from a newer one.
  private var resolutions = 0

  /// Numbers a new resolution.
  mutating func nextResolution() -> Int {
    resolutions += 1
    return resolutions
  }

  /// How many routes links opened are on `stack`; forgets the others.
  /// - Complexity: O(*l* × *d*) for *l* routes links opened and a stack *d* layers deep.
  mutating func openedCount(on stack: RouteStack<Destination>) -> Int {
    opened.removeAll { !stack.contains($0) }
    return opened.count
  }

  /// Whether a link placed on top is refused before its routes are made: links already have
  /// as many routes as allowed and the policy refuses the newest.
  mutating func refusesOnTop(on stack: RouteStack<Destination>) -> Bool {
    limits.overflow == .refuseNewest && openedCount(on: stack) >= limits.routes
  }

  /// Whether links may have the routes they have on `target` plus `added` new ones.
  /// - Parameters:
  ///   - added: The link's routes that are new on the target (not a route it reused).
  ///   - target: The target the link's routes would make.
  ///   - current: The target now; when the link only adds on top of it, counting there is enough.
  mutating func admits(
    _ added: Int, on target: RouteStack<Destination>, addingOnTopOf current: RouteStack<Destination>?
  ) -> Bool {
    guard limits.routes < .max else { return true }
    let kept = current.map { openedCount(on: $0) } ?? opened.filter(target.contains).count
    return kept <= limits.routes - added
  }

  /// `stack` without the routes links opened at its top: every route above the app's topmost
  /// own route, if links opened all of them.
  /// - Returns: The stack and the ids removed, top first; `nil` when the top route is the app's.
  func removingTopLinkRoutes(from stack: RouteStack<Destination>) -> (
    stack: RouteStack<Destination>, removed: [RouteID]
  )? {
    let run = stack.routes.reversed().prefix { opened.contains($0.id) }
    guard let lowest = run.last else { return nil }
    var base = stack
    _ = base.remove(from: lowest.id)
    return (base, run.map(\.id))
  }

  /// Notes the routes a link added; nothing while links are unbounded, where no count is asked
  /// and the list would only grow.
  mutating func recordOpened(_ ids: [RouteID]) {
    guard limits.routes < .max else { return }
    opened.append(contentsOf: ids)
  }
}
