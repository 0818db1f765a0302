/// What became of a link the router was given (``Router/observeLinks(_:)``); the routes it opens
/// are reported by ``RouterEvent``s.
public enum LinkEvent: Hashable, Sendable, CustomStringConvertible {
  /// A URL sent from another thread, or one that waited, did not open.
  case deepLinkFailed(DeepLinkError)
  /// A link from anywhere but ``LinkOrigin/inApp`` opened these routes, bottom first.
  case linkOpened(DeepLink, routes: [RouteID])
  /// A rule of the app's refused a link; nothing changed.
  case linkRefused(LinkRefusal)
  /// A link from outside waits for the app's ``Router/confirmLink`` handler.
  case linkAwaitingConfirmation(DeepLink)
  /// A link's routes replaced those links had opened (``LinkLimits/Overflow/replaceLinkRoutes``).
  case linkReplacedLinkRoutes(DeepLink, removed: [RouteID])
  /// How many links beyond ``LinkLimits/waitingLinks`` were dropped since the last such event.
  case linksDropped(Int, latest: DeepLink)

  /// The event in one line, its name first: `deepLinkFailed: no deep link matches myapp://x`.
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
  /// The record of a link event, about no route, with no reason.
  /// - Parameter event: A link event.
  public init(_ event: LinkEvent) {
    let text = event.description
    self.init(kind: String(text.prefix { $0 != " " && $0 != ":" }), route: nil, reason: nil, text: text)
  }
}
