/// The bound on what links may do to a router, so a looping sender costs bounded memory and UI
/// time; the app's own commands are never bounded or dropped.
///
/// ```swift
/// router.linkLimits = LinkLimits(routes: 20, overflow: .replaceLinkRoutes)
/// ```
public struct LinkLimits: Hashable, Sendable {
  /// What a link that would go beyond ``routes`` does.
  public enum Overflow: String, Hashable, Sendable, Codable, CaseIterable {
    /// It is refused (``LinkRefusal/Rule/routeLimit(_:)``); what links opened stays.
    case refuseNewest
    /// Its routes replace those links opened above the app's topmost own route (a link sent from
    /// outside, only such links' routes); refused when that makes no room.
    case replaceLinkRoutes
  }

  /// The most routes links may have on the stack at once; a reused route does not count again.
  public var routes: Int
  /// The most of those routes links sent from outside may have (``LinkOrigin/isSentFromOutside``),
  /// so the app's own and tapped links keep the rest; half of ``routes`` unless set.
  public var routesFromOutside: Int {
    get { min(routes, fromOutside ?? routes / 2) }
    set { fromOutside = newValue }
  }
  private var fromOutside: Int?
  /// What a link beyond ``routes`` does.
  public var overflow: Overflow
  /// The most links sent from other threads waiting for the main actor; the rest are dropped.
  public var waitingLinks: Int

  /// Creates limits.
  /// - Parameters:
  ///   - routes: The most routes links may have on the stack; 50 by default.
  ///   - routesFromOutside: The most of them links sent from outside may have; half by default.
  ///   - overflow: What a link beyond it does.
  ///   - waitingLinks: The most links waiting from other threads.
  public init(
    routes: Int = 50, routesFromOutside: Int? = nil, overflow: Overflow = .refuseNewest, waitingLinks: Int = 1_000
  ) {
    self.routes = routes
    self.fromOutside = routesFromOutside
    self.overflow = overflow
    self.waitingLinks = waitingLinks
  }

  /// No bound at all, for measuring and for apps whose links come from the app only.
  public static let unbounded = LinkLimits(routes: .max, routesFromOutside: .max, waitingLinks: .max)

  func routes(sentFromOutside: Bool) -> Int { sentFromOutside ? routesFromOutside : routes }

  /// `50 routes (25 from outside), refuseNewest, 1000 waiting`.
  package var description: String {
    "\(routes) routes (\(routesFromOutside) from outside), \(overflow.rawValue), \(waitingLinks) waiting"
  }
}
