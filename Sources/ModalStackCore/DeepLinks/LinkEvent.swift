/// What became of a link the router was given: it failed, a rule refused it, it waits for the
/// user, it opened, or it was dropped. The routes a link opens are reported as any route is, by
/// ``RouterEvent``s; these tell of the link itself (``Router/observeLinks(_:)``).
///
/// ```swift
/// let subscription = router.observeLinks { event in
///   if case .linkRefused(let refusal) = event { securityLog.record("\(refusal)") }
/// }
/// ```
public enum LinkEvent: Hashable, Sendable, CustomStringConvertible {
  /// A URL did not open: ``Router/send(_:)-(RouterCommand<Destination>)``'s, or one that waited
  /// (for the user, for its entry's resolver).
  case deepLinkFailed(DeepLinkError)
  /// A link from anywhere but the app itself (``LinkOrigin/inApp``) opened these routes
  /// (bottom first; a reused route's id first). The app's own links are commands like
  /// `present`, reported by their routes' events only.
  case linkOpened(DeepLink, routes: [RouteID])
  /// A rule of the app's refused a link; nothing changed.
  case linkRefused(LinkRefusal)
  /// A link from outside waits for the app's ``Router/confirmLink`` handler; nothing changes
  /// until it answers.
  case linkAwaitingConfirmation(DeepLink)
  /// Beyond ``LinkLimits/routes``, a link's routes replaced the routes links had opened at the
  /// top of the stack (``LinkLimits/Overflow/replaceLinkRoutes``); `removed` top first.
  case linkReplacedLinkRoutes(DeepLink, removed: [RouteID])
  /// Links sent from other threads were dropped, more than ``LinkLimits/waitingLinks`` waiting:
  /// how many since the last such event, and the latest.
  case linksDropped(Int, latest: DeepLink)

  /// The event in one line, its name first, as tests assert it and logs print it.
  ///
  /// ```swift
  /// LinkEvent.deepLinkFailed(.noMatch("myapp://nowhere")).description  // "deepLinkFailed: no deep link matches myapp://nowhere"
  /// ```
  public var description: String {
    switch self {
    case .deepLinkFailed(let error): "deepLinkFailed: \(error)"
    case .linkOpened(let link, let routes):
      "linkOpened \(link.description) → \(routes.map(\.rawValue).joined(separator: ", "))"
    case .linkRefused(let refusal): "linkRefused: \(refusal)"
    case .linkAwaitingConfirmation(let link): "linkAwaitingConfirmation \(link.description)"
    case .linkReplacedLinkRoutes(let link, let removed):
      "linkReplacedLinkRoutes \(link.description) replaced \(removed.map(\.rawValue).joined(separator: ", "))"
    case .linksDropped(let count, let latest): "linksDropped \(count), the latest \(latest.description)"
    }
  }
}

extension EventRecord {
  /// The record of a link event, as a trace keeps it: about no route, with no reason.
  /// - Parameter event: A link event.
  public init(_ event: LinkEvent) {
    let text = event.description
    self.init(kind: String(text.prefix { $0 != " " && $0 != ":" }), route: nil, reason: nil, text: text)
  }
}
