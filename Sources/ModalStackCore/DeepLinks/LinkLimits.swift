/// The bound on what links may do to a router, so a looping sender or a buggy push service costs
/// a bounded amount of memory and UI time while the app's own commands keep their order.
///
/// ```swift
/// router.linkLimits = LinkLimits(routes: 20, overflow: .replaceLinkRoutes)
/// ```
/// The default lets links stack 50 routes deep, further than any person taps, refuses what
/// comes beyond, and lets 1,000 links wait for the main actor. The app's own commands (its
/// methods, and ``Router/send(_:)-(RouterCommand<Destination>)`` of anything but a link) are never
/// bounded or dropped.
public struct LinkLimits: Hashable, Sendable {
  /// What a link that would go beyond ``routes`` does.
  public enum Overflow: String, Hashable, Sendable, Codable, CaseIterable {
    /// It is refused (``LinkRefusal/Rule/routeLimit(_:)``); what links opened stays.
    case refuseNewest
    /// Its routes replace those links opened at the top of the stack (above the app's topmost
    /// own route), reported as ``RouterEvent/linkReplacedLinkRoutes(_:removed:)``; when that
    /// does not make room (the app's own route is on top), it is refused.
    case replaceLinkRoutes
  }

  /// The most routes links may have on the stack at once; a modal layer or a pushed screen
  /// counts one, a route a link reused does not count again.
  public var routes: Int
  /// What a link beyond ``routes`` does.
  public var overflow: Overflow
  /// The most links sent from other threads (`send(.open(url, from: origin))`) waiting for the main
  /// actor; links sent beyond it are dropped at once and reported together as
  /// ``RouterEvent/linksDropped(_:latest:)``.
  public var waitingLinks: Int

  /// Creates limits.
  /// - Parameters:
  ///   - routes: The most routes links may have on the stack; 50 by default.
  ///   - overflow: What a link beyond it does; ``Overflow/refuseNewest`` by default.
  ///   - waitingLinks: The most links waiting from other threads; 1,000 by default.
  public init(routes: Int = 50, overflow: Overflow = .refuseNewest, waitingLinks: Int = 1_000) {
    self.routes = routes
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
  public static let unbounded = LinkLimits(routes: .max, waitingLinks: .max)

  /// The limits in one line: `50 routes, refuseNewest, 1000 waiting`.
  package var description: String { "\(routes) routes, \(overflow.rawValue), \(waitingLinks) waiting" }
}
