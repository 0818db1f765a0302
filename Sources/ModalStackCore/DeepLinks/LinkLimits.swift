/// The bound on what links may do to a router, so a looping sender or a buggy push service costs
/// a bounded amount of memory and UI time while the app's own commands keep their order.
///
/// ```swift
/// router.linkLimits = LinkLimits(routes: 20, overflow: .replaceLinkRoutes)
/// ```
/// The default lets links stack 50 routes deep, further than any person taps, refuses what
/// comes beyond, and lets 1,000 links wait for the main actor.
///
/// Links sent to the app from outside it (``LinkOrigin/isSentFromOutside``: another app, a web
/// page, a notification) share at most ``routesFromOutside`` of those routes, half by default, so
/// however many they send, the app's own links and the links tapped in its screens keep the
/// other half; and with ``Overflow/replaceLinkRoutes`` they replace only routes such links
/// opened, never a screen the app, its own links or a tapped link opened. The app's own commands (its
/// methods, and ``Router/send(_:)-(RouterCommand<Destination>)`` of anything but a link) are never
/// bounded or dropped.
public struct LinkLimits: Hashable, Sendable {
  /// What a link that would go beyond ``routes`` does.
  public enum Overflow: String, Hashable, Sendable, Codable, CaseIterable {
    /// It is refused (``LinkRefusal/Rule/routeLimit(_:)``); what links opened stays.
    case refuseNewest
    /// Its routes replace those links opened at the top of the stack (above the app's topmost
    /// own route), reported as ``LinkEvent/linkReplacedLinkRoutes(_:removed:)``; when that
    /// does not make room (the app's own route is on top), it is refused. A link sent from
    /// outside replaces only routes links sent from outside opened.
    case replaceLinkRoutes
  }

  /// The most routes links may have on the stack at once; a modal layer or a pushed screen
  /// counts one, a route a link reused does not count again.
  public var routes: Int
  /// The most of those routes links sent from outside the app may have
  /// (``LinkOrigin/isSentFromOutside``); beyond it such a link is refused, or replaces routes
  /// such links opened, as ``overflow`` says. Half of ``routes`` (rounded down) unless set.
  public var routesFromOutside: Int {
    get { min(routes, fromOutside ?? routes / 2) }
    set { fromOutside = newValue }
  }
  private var fromOutside: Int?
  /// What a link beyond ``routes`` does.
  public var overflow: Overflow
  /// The most links sent from other threads (`send(.open(url, from: origin))`) waiting for the main
  /// actor; links sent beyond it are dropped at once and reported together as
  /// ``LinkEvent/linksDropped(_:latest:)``.
  public var waitingLinks: Int

  /// Creates limits.
  /// - Parameters:
  ///   - routes: The most routes links may have on the stack; 50 by default.
  ///   - routesFromOutside: The most of them links sent from outside the app may have; half of
  ///     `routes` (rounded down) by default.
  ///   - overflow: What a link beyond it does; ``Overflow/refuseNewest`` by default.
  ///   - waitingLinks: The most links waiting from other threads; 1,000 by default.
  public init(
    routes: Int = 50, routesFromOutside: Int? = nil, overflow: Overflow = .refuseNewest, waitingLinks: Int = 1_000
  ) {
    self.routes = routes
    self.fromOutside = routesFromOutside
    self.overflow = overflow
    self.waitingLinks = waitingLinks
  }

  /// No bound at all: every link opens and every sent link waits, as before limits existed. For
  /// measuring and for apps whose links come from the app only; a looping sender then costs
  /// memory and UI time without limit.
  ///
  /// ```swift
  /// router.linkLimits = .unbounded
  /// ```
  public static let unbounded = LinkLimits(routes: .max, routesFromOutside: .max, waitingLinks: .max)

  /// The bound a link of this kind is held to: ``routesFromOutside`` for one sent from outside.
  func routes(sentFromOutside: Bool) -> Int { sentFromOutside ? routesFromOutside : routes }

  /// The limits in one line: `50 routes (25 from outside), refuseNewest, 1000 waiting`.
  package var description: String {
    "\(routes) routes (\(routesFromOutside) from outside), \(overflow.rawValue), \(waitingLinks) waiting"
  }
}
